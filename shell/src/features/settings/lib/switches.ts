import type { ProfilePreferences } from 'shared-ui';

export type SwitchKey = 'email_notifications' | 'push_notifications' | 'deal_alerts' | 'message_notifications' | 'weekly_digest' | 'marketing_emails';

/** The six switches of onboarding step 3, with the same labels. */
export const PREFERENCE_SWITCHES: { key: SwitchKey & keyof ProfilePreferences; label: string; description: string }[] = [
  { key: 'email_notifications', label: 'Email Notifications', description: 'Updates about your account and deals by email.' },
  { key: 'push_notifications', label: 'Push Notifications', description: 'Alerts in your browser while Pitchside is open.' },
  { key: 'deal_alerts', label: 'Deal Alerts', description: 'New deals that match your profile.' },
  { key: 'message_notifications', label: 'Message Notifications', description: 'When someone sends you a message.' },
  { key: 'weekly_digest', label: 'Weekly Digest', description: 'A summary of your week every Monday.' },
  { key: 'marketing_emails', label: 'Marketing Emails', description: 'Product news and offers.' },
];
