import type { UserRole } from 'shared-ui';
import type { DealWithBrand } from '../api/deal-columns';

type DealRules = Pick<DealWithBrand, 'is_active' | 'application_deadline' | 'target_roles'> & { brands: Pick<DealWithBrand['brands'], 'owner_id'> };

/**
 * Why this member cannot apply to the deal now, in the database's own words, or null when Apply Now may be offered.
 * The database still decides (applications_check_rules): this only keeps the product from offering a form that
 * would be refused. The applicant cap needs every application, which only the database sees.
 */
export function applyBlocker(deal: DealRules, viewer: { userId: string; role: UserRole }, now = Date.now()): string | null {
  if (deal.brands.owner_id === viewer.userId) return 'You cannot apply to your own deal';
  if (viewer.role !== 'athlete' && viewer.role !== 'creator') return 'Only athletes and creators apply to deals';
  if (!deal.is_active) return 'This deal is no longer accepting applications';
  if (deal.application_deadline && Date.parse(deal.application_deadline) < now) return 'The application deadline for this deal has passed';
  if (deal.target_roles.length > 0 && !deal.target_roles.includes(viewer.role)) return 'This deal is not open to your role';
  return null;
}
