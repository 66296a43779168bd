export { CONTENT_TYPE_OPTIONS, graduationYears, INDUSTRY_OPTIONS, INTERESTS, PLATFORM_OPTIONS, SPORT_OPTIONS } from 'shared-ui/profile-fields';

export const AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45+'] as const;
export const GENDERS = ['Female', 'Male', 'Other'] as const;
