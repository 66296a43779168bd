import { useCallback, useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, Button, ButtonLink, Card, dealKeys, Spinner } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { formatDate } from '../../deals/lib/format';
import { useBrandVerificationRequestMutation } from '../api/brand-verification-request-mutation';
import { useBrandDealsQuery } from '../api/brand-deals-query';
import { useCampaignsQuery } from '../api/campaigns-query';
import { useDealTemplatesQuery } from '../api/deal-templates-query';
import { useMyBrandsQuery, type OwnBrand } from 'shared-ui/reads';
import { BrandCreateForm } from './BrandCreateForm';
import { BrandEditDialog } from './BrandEditDialog';
import { BrandDealList } from './BrandDealList';
import { CampaignList } from './CampaignList';
import { TemplateList } from './TemplateList';

const Head = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.color.textMuted}; }
  button { margin: 0.625rem 0.5rem 0 0; }
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin: 1.5rem 0 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
`;

function BrandCard({ brand, userId }: { brand: OwnBrand; userId: string }) {
  const request = useBrandVerificationRequestMutation();
  const [editing, setEditing] = useState(false);
  const close = useCallback(() => setEditing(false), []);
  return (
    <Card as="section" aria-label={`Brand: ${brand.name}`}>
      <Head>
        <Avatar src={brand.logo_url} name={brand.name} size={48} />
        <div>
          <h2>
            {brand.name} {brand.verified ? <Badge $tone="success">Verified</Badge> : <Badge $tone="warning">Pending verification</Badge>}
          </h2>
          <p>
            {brand.verified
              ? 'Your active deals are live in the marketplace.'
              : 'Until an administrator verifies this brand, its deals stay hidden from the marketplace. You can prepare them now.'}
          </p>
          {brand.verified ? null : brand.verification_requested_at ? (
            <p>Verification requested on {formatDate(brand.verification_requested_at)}.</p>
          ) : (
            <Button type="button" $variant="secondary" disabled={request.isPending} onClick={() => request.mutate({ brandId: brand.id, userId })}>
              Request Verification
            </Button>
          )}
          <Button type="button" $variant="secondary" aria-label={`Edit brand ${brand.name}`} onClick={() => setEditing(true)}>
            Edit Brand
          </Button>
        </div>
      </Head>
      {editing ? <BrandEditDialog brand={brand} userId={userId} onClose={close} /> : null}
    </Card>
  );
}

/** The brand cards and Add Brand, spaced like the deal list below (they touched). */
const Brands = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/** A brand's /deals: its brand(s), then every deal with its applicants. */
export function BrandWorkspace({ userId }: { userId: string }) {
  const brands = useMyBrandsQuery(userId);
  const brandIds = brands.data?.map((b) => b.id) ?? [];
  const deals = useBrandDealsQuery(userId, brandIds);
  // the applicant counts are written on the deal by the database: its update refreshes the list live
  useLiveRefresh('deals', dealKeys.ownedBy(userId), { filter: `brand_id=in.(${brandIds.join(',')})`, enabled: brandIds.length > 0 });
  const templates = useDealTemplatesQuery(userId, brandIds);
  const campaigns = useCampaignsQuery(userId, brandIds);
  const [adding, setAdding] = useState(false);
  // The lists render in the background, in slices (as the marketplace's cards do), so the first screen of a brand
  // with many deals is no single long task on a phone (Lighthouse TBT on /deals).
  const dealList = useDeferredValue(deals.data);
  const campaignList = useDeferredValue(campaigns.data);
  const templateList = useDeferredValue(templates.data);
  if (brands.isPending) return <Spinner label="Loading your brand..." />;
  if (brands.isError) throw brands.error;
  if (brandIds.length === 0) return <BrandCreateForm userId={userId} />;
  if (deals.isError) throw deals.error;
  return (
    <>
      <Brands>
        {brands.data.map((b) => (
          <BrandCard key={b.id} brand={b} userId={userId} />
        ))}
        {adding ? (
          <BrandCreateForm userId={userId} onCreated={() => setAdding(false)} />
        ) : (
          <div>
            <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
              Add Brand
            </Button>
          </div>
        )}
      </Brands>
      <Bar>
        <h2>Your deals</h2>
        <ButtonLink to="/deals/new">New Deal</ButtonLink>
      </Bar>
      {dealList ? <BrandDealList deals={dealList} /> : <Spinner label="Loading deals..." />}
      <Bar>
        <h2>Campaigns</h2>
      </Bar>
      {campaigns.isError ? (
        <p role="alert">The campaigns could not be loaded.</p>
      ) : campaignList ? (
        <CampaignList brandId={brands.data[0]!.id} campaigns={campaignList} />
      ) : (
        <Spinner label="Loading campaigns..." />
      )}
      <Bar>
        <h2>Templates</h2>
      </Bar>
      {templates.isError ? <p role="alert">The templates could not be loaded.</p> : templateList ? <TemplateList templates={templateList} /> : <Spinner label="Loading templates..." />}
    </>
  );
}
