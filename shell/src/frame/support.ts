import { getRuntimeConfig, toast } from 'shared-ui';

export const SUPPORT_TOAST_MS = 6000;
const FALLBACK_SUPPORT_EMAIL = 'support@pitchside.dev';

export function supportEmail(): string {
  try {
    return getRuntimeConfig().supportEmail;
  } catch {
    return FALLBACK_SUPPORT_EMAIL;
  }
}

export function academyUrl(): string {
  try {
    return getRuntimeConfig().academyUrl;
  } catch {
    return 'https://academy.pitchside.dev';
  }
}

export function supportMailto(): string {
  return `mailto:${supportEmail()}?subject=Issue%20Report`;
}

/** The Report Issue button's toast: 6 s, with Email Support opening a mail draft. */
export function reportIssue(open: (url: string) => void = (url) => void window.open(url, '_self')): string {
  return toast.info('Need help? Contact our support team', {
    duration: SUPPORT_TOAST_MS,
    action: { label: 'Email Support', onClick: () => open(supportMailto()) },
  });
}
