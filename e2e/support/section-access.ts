import { expect, type Page } from '@playwright/test';
import { signUpViaUI, uniqueEmail } from './auth';
import { signInAsDemoAthlete } from './shell';

type Access = 'demo' | 'fresh-user' | undefined;
const current = new WeakMap<Page, Access>();

/**
 * Puts the page in the state a section screen needs: signed out for public sections, the seeded demo athlete
 * (finished onboarding) for guarded ones, a fresh sign-up (onboarding not done) for the wizard.
 */
export async function prepareSectionVisit(page: Page, access: Access): Promise<void> {
  if (!access || current.get(page) === access) return;
  if (current.get(page)) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  }
  if (access === 'demo') {
    await signInAsDemoAthlete(page);
  } else {
    await signUpViaUI(page, { email: uniqueEmail('federation'), fullName: 'Federation Check', role: 'athlete' });
    // The guard moves a user with unfinished onboarding on to the wizard; let that settle first.
    await page.waitForURL(/\/onboarding/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  current.set(page, access);
}
