export const AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45+'] as const;
export const GENDERS = ['Female', 'Male', 'Other'] as const;
