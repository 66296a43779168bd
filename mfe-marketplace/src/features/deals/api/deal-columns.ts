import type { Row } from 'shared-ui';

/**
 * What a card in the list shows: the deal's title, description, tags, pay and deadline, its brand's name, logo and
 * badge, and the signed-in talent's match score (null for anyone else). The score comes from the computed
 * relationship deal_match(deals), spread into the row: the database inlines it into the list's query (Best match
 * orders by it), where the computed field match_score(deals) runs once per row.
 */
export const DEAL_CARD_COLUMNS = 'id, title, description, tags, compensation_amount, application_deadline, applicants_count, ...deal_match(match_score), brands(name, logo_url, verified)';

/** The order of Best match: the embedded score, best first, then the newest (deals-list adds the tie-breakers). */
export const BEST_MATCH_ORDER = 'deal_match(match_score)';

export type DealCardRow = Pick<Row<'deals'>, 'id' | 'title' | 'description' | 'tags' | 'compensation_amount' | 'application_deadline' | 'applicants_count'> & {
  match_score?: number | null;
  brands: Pick<Row<'brands'>, 'name' | 'logo_url' | 'verified'>;
};

/** What the details show: everything a talent needs to decide, and the brand block. */
export const DEAL_COLUMNS =
  'id, title, description, tags, category, compensation_amount, compensation_type, application_deadline, deliverables, requirements, target_roles, location, max_applicants, applicants_count, is_active, created_at, brand_id, private_for, brands(id, owner_id, name, logo_url, verified, website_url, description)';

export type DealWithBrand = Pick<
  Row<'deals'>,
  | 'id' | 'title' | 'description' | 'tags' | 'category' | 'compensation_amount' | 'compensation_type' | 'application_deadline'
  | 'deliverables' | 'requirements' | 'target_roles' | 'location' | 'max_applicants' | 'applicants_count' | 'is_active' | 'created_at' | 'brand_id' | 'private_for'
> & { brands: Pick<Row<'brands'>, 'id' | 'owner_id' | 'name' | 'logo_url' | 'verified' | 'website_url' | 'description'> };
