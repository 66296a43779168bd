export type Preferences = {
  email_notifications: boolean;
  push_notifications: boolean;
  deal_alerts: boolean;
  message_notifications: boolean;
  weekly_digest: boolean;
  marketing_emails: boolean;
  interested_categories: string[];
};

export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  push_notifications: true,
  deal_alerts: true,
  message_notifications: true,
  weekly_digest: true,
  marketing_emails: false,
  interested_categories: [],
};

export const PREFERENCE_SWITCHES: { key: Exclude<keyof Preferences, 'interested_categories'>; label: string; description: string }[] = [
  { key: 'email_notifications', label: 'Email Notifications', description: 'Updates about your account and deals by email.' },
  { key: 'push_notifications', label: 'Push Notifications', description: 'Alerts in your browser while Pitchside is open.' },
  { key: 'deal_alerts', label: 'Deal Alerts', description: 'New deals that match your profile.' },
  { key: 'message_notifications', label: 'Message Notifications', description: 'When someone sends you a message.' },
  { key: 'weekly_digest', label: 'Weekly Digest', description: 'A summary of your week every Monday.' },
  { key: 'marketing_emails', label: 'Marketing Emails', description: 'Product news and offers.' },
];

export const STEP_TITLES = ['Complete Profile', 'Role Setup', 'Preferences', 'Welcome'] as const;
export const TOTAL_STEPS = STEP_TITLES.length;

export const ROLE_SETUP_COPY: Record<string, { title: string; blurb: string }> = {
  athlete: { title: 'Athlete Details', blurb: 'Tell brands about your sport and when you graduate, so the right deals find you.' },
  creator: { title: 'Creator Details', blurb: 'Share what you create and how big your audience is, so brands can match you.' },
  brand: { title: 'Brand Details', blurb: 'Tell athletes and creators about your company before you post deals.' },
  agency: { title: 'Agency Details', blurb: 'Tell us about your agency, so talent and brands know who they work with.' },
  admin: { title: 'Admin Details', blurb: 'Nothing to set up for administrators: continue to the next step.' },
};
