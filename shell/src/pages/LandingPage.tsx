import { Link } from 'react-router-dom';
import { Page, PageHeader } from 'shared-ui';

export function LandingPage() {
  return (
    <Page>
      <PageHeader
        title="Where athletes, creators and brands make deals"
        description="Pitchside connects athletes, creators, brands and agencies for sponsorship deals, with a learning hub, a community and direct messaging."
      >
        <p style={{ marginTop: '1rem' }}>
          <Link to="/marketplace">Browse the marketplace</Link>
        </p>
      </PageHeader>
    </Page>
  );
}
