import type { Json } from '../../supabase/types';

/**
 * profiles.extra_data.preferences: the six notification switches and the interests from onboarding step 3, and
 * the partnership preferences from the profile manager. The database merges this object key by key on update
 * and checks refused_categories (deal_categories slugs) and min_deal_amount (whole dollars).
 */
export interface ProfilePreferences {
  email_notifications: boolean;
  push_notifications: boolean;
  deal_alerts: boolean;
  message_notifications: boolean;
  weekly_digest: boolean;
  marketing_emails: boolean;
  interested_categories: string[];
  refused_categories: string[];
  min_deal_amount: number | null;
}

export const DEFAULT_PREFERENCES: ProfilePreferences = {
  email_notifications: true,
  push_notifications: true,
  deal_alerts: true,
  message_notifications: true,
  weekly_digest: true,
  marketing_emails: false,
  interested_categories: [],
  refused_categories: [],
  min_deal_amount: null,
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The preferences stored in a profile's extra_data, with the spec's defaults for what is missing. */
export function readPreferences(extraData: Json | null | undefined): ProfilePreferences {
  const stored = isObject(extraData) && isObject(extraData.preferences) ? extraData.preferences : {};
  const flag = (key: keyof ProfilePreferences) => (typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (DEFAULT_PREFERENCES[key] as boolean));
  return {
    email_notifications: flag('email_notifications'),
    push_notifications: flag('push_notifications'),
    deal_alerts: flag('deal_alerts'),
    message_notifications: flag('message_notifications'),
    weekly_digest: flag('weekly_digest'),
    marketing_emails: flag('marketing_emails'),
    interested_categories: strings(stored.interested_categories),
    refused_categories: strings(stored.refused_categories),
    min_deal_amount: typeof stored.min_deal_amount === 'number' ? stored.min_deal_amount : null,
  };
}
