import type { Row } from 'shared-ui';

/** What a card and the details show: the deal and its brand's name, logo and badge; the signed-in user's match score (null signed out). */
export const DEAL_COLUMNS =
  'id, title, description, tags, category, compensation_amount, compensation_type, application_deadline, deliverables, requirements, target_roles, location, max_applicants, is_active, created_at, brand_id, match_score, brands(id, owner_id, name, logo_url, verified, website_url, description)';

export type DealWithBrand = Pick<
  Row<'deals'>,
  | 'id' | 'title' | 'description' | 'tags' | 'category' | 'compensation_amount' | 'compensation_type' | 'application_deadline'
  | 'deliverables' | 'requirements' | 'target_roles' | 'location' | 'max_applicants' | 'is_active' | 'created_at' | 'brand_id'
> & { match_score?: number | null; brands: Pick<Row<'brands'>, 'id' | 'owner_id' | 'name' | 'logo_url' | 'verified' | 'website_url' | 'description'> };
