/**
 * `shared-ui/nil`: NIL compliance for college athletes. The business-day rule (the database's own, for display), and
 * the athlete's NIL items, read by the NIL page and the athlete dashboard. An entry of its own because its hook needs
 * react-query, which is not in the shell's first load.
 */
export { addBusinessDays, businessDaysBetween, isBusinessDay, todayUtc } from './business-days';
export { nilKeys } from './keys';
export { fetchNilItems, nilItemSchema, useNilItemsQuery, NIL_STATUSES, type NilItem, type NilStatus } from './nil-items-query';
/** The per-payor total at which a Division I athlete must report (NIL Go), in cents. */
export const NIL_REPORT_THRESHOLD_CENTS = 60_000;
/** Business days an athlete has to report a flagged deal. */
export const NIL_REPORT_BUSINESS_DAYS = 5;
