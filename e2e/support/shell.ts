import { expect, type Page } from '@playwright/test';
import { signIn } from './messaging';

/** A seeded demo account (infra/supabase/seed.sql) with finished onboarding. */
export const DEMO_ATHLETE = { email: 'athlete@pitchside.dev', password: 'Pitchside123!', name: 'Jordan Reyes' };

/** Every public page the shell owns, and the h1 it shows. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Where athletes, creators and brands make deals' },
  { path: '/home', heading: 'Grow your career with partnerships that fit' },
  { path: '/explore', heading: 'Explore Pitchside' },
  { path: '/athlete-info', heading: 'Get sponsored for what you already do best' },
  { path: '/creator-info', heading: 'Partnerships that match your content and your audience' },
  { path: '/brand-info', heading: 'Find the right athletes and creators, and run every deal in one place' },
  { path: '/about', heading: 'Why we built Pitchside' },
  { path: '/services', heading: 'Everything a partnership needs' },
  { path: '/pricing', heading: 'Simple plans that grow with you' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/sitemap', heading: 'Sitemap' },
  { path: '/demo-schedule', heading: 'Book a Demo' },
  { path: '/marketplace', heading: 'Deal Marketplace' },
  { path: '/learn', heading: 'Learning Hub' },
  { path: '/support', heading: 'Need help? Contact our support team' },
] as const;

/** The toast with this text in the one toast area. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('li[data-type]').filter({ hasText: text }).first();
}

/** Signs in with the demo athlete through the auth page and waits until the shell shows the signed-in nav. */
export async function signInAsDemoAthleteViaPage(page: Page) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_ATHLETE.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ATHLETE.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Signs the page's context in as the demo athlete for the pages it opens next, without the auth page (signIn in ./messaging). */
export async function signInAsDemoAthlete(page: Page) {
  await signIn(page, DEMO_ATHLETE.email, DEMO_ATHLETE.password);
}
