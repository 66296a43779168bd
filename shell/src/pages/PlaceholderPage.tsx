import { ButtonLink, usePageHead } from 'shared-ui';
import { InfoPage, Row } from '../core/page-layout';

/** A page named for a feature that is not built yet (/analytics, /settings and the account pages linked from the menu). */
export default function PlaceholderPage({ feature, description }: { feature: string; description?: string }) {
  usePageHead({ title: feature });
  return (
    <InfoPage title={feature} lead={description ?? `${feature} is on its way.`}>
      <p>This page is coming soon. In the meantime, your dashboard and the marketplace are ready.</p>
      <Row>
        <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
        <ButtonLink to="/marketplace" $variant="ghost">Browse deals</ButtonLink>
      </Row>
    </InfoPage>
  );
}
