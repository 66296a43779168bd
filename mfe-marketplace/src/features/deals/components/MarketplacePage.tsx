import styled from 'styled-components';
import { EmptyState, Page, PageHeader } from 'shared-ui';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 16rem 1fr;
  }
`;

const Filters = styled.aside`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1rem;
  h2 { font-size: 1rem; margin: 0 0 0.5rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
`;

export default function MarketplacePage() {
  return (
    <Page>
      <PageHeader
        title="Deal Marketplace"
        description="Sponsorship deals from verified brands, for athletes and creators. Filter by category, pay and deadline, then apply in a few steps."
      />
      <Layout>
        <Filters aria-label="Deal filters">
          <h2>Filters</h2>
          <p>Category, price range, search and sort.</p>
        </Filters>
        <EmptyState>
          <h2>Deals are on their way</h2>
          <p>Active deals from verified brands will appear here.</p>
        </EmptyState>
      </Layout>
    </Page>
  );
}
