/** The product's name, used in titles, the footer and structured data. */
export const PRODUCT_NAME = 'Pitchside';
/** The sister platform the landing page presents (its URL comes from /config.json `academyUrl`). */
export const ACADEMY_NAME = 'Pitchside Academy';
/**
 * The app version: the ONE place it is written. The shell build emits /version.json from it
 * (shared-ui/build/webpack.cjs reads this line), and the update notifier compares against it.
 */
export const APP_VERSION = '1.0.0';
