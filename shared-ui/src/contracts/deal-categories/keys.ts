/** The deal categories (the marketplace's filters and deal form, the profile's partnership preferences, the dashboards). */
export const dealCategoryKeys = {
  all: ['deal-categories'] as const,
};
