import { expect, test } from '@playwright/test';
import { signInAsDemoAthlete, toastWith } from './support/shell';
import { backendAs } from './support/messaging';
import { seriousA11yViolations } from './support/axe';

const NUTRITION_MODULE = '50000000-0000-4000-8000-000000000009';

/** The demo athlete (interests include Nutrition) learns, finishes a module, registers for a session and bookmarks. */
test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test('an athlete who chose Nutrition is recommended the nutrition module, completes it, gets a certificate and sees 100% after a reload', async ({ page, request }) => {
  // four lessons and three accessibility scans: past the 45 s default on a busy 2-core machine
  test.setTimeout(120_000);
  // a retry starts where the seed does: the athlete has not begun the nutrition module (members may clear their own progress)
  const athlete = await backendAs(request, 'athlete@pitchside.dev');
  // (the lessons first: removing one re-summarises the module into its summary row, which goes last)
  expect((await athlete.del(`learning_progress?module_id=eq.${NUTRITION_MODULE}&lesson_id=not.is.null`)).ok()).toBe(true);
  expect((await athlete.del(`learning_progress?module_id=eq.${NUTRITION_MODULE}&lesson_id=is.null`)).ok()).toBe(true);
  await signInAsDemoAthlete(page);
  await page.goto('/learn');
  const recommended = page.getByRole('list', { name: 'Recommended for you' });
  const card = recommended.getByRole('listitem').filter({ hasText: 'Partnering With Nutrition and Supplement Brands' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Because you chose Nutrition')).toBeVisible();
  // The started NIL module (two seeded lessons done) is offered to continue, not recommended.
  const resume = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(resume.getByRole('heading', { name: 'NIL Basics and School Rules' })).toBeVisible();
  await expect(resume.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Partnering With Nutrition and Supplement Brands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partnering With Nutrition and Supplement Brands' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Progress in Partnering With Nutrition and Supplement Brands' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const lessons = ['Why Nutrition Brands Sponsor Athletes', 'Supplement Safety and Banned Substances', 'What You May Honestly Claim', 'Fitting a Brand Into Your Real Diet'];
  for (const [i, title] of lessons.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('✓ Completed')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', String(Math.floor(((i + 1) * 100) / lessons.length)));
    if (i < lessons.length - 1) await page.getByRole('link', { name: /^Next/ }).click();
  }
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100% complete').first()).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Certificate of Completion' });
  await expect(certificate).toContainText('Jordan Reyes');
  await expect(certificate).toContainText('Partnering With Nutrition and Supplement Brands');
  await expect(certificate.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/learn');
  await page.reload();
  const modules = page.getByRole('list', { name: 'Modules', exact: true });
  // a reload serves the pre-rendered hub first; the section takes over once its code has loaded (slow on a busy machine)
  await expect(modules.getByRole('progressbar', { name: 'Progress in Partnering With Nutrition and Supplement Brands' })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(modules.getByRole('progressbar', { name: 'Progress in NIL Basics and School Rules' })).toHaveAttribute('aria-valuenow', '40');
  // Completed, so no longer recommended.
  await expect(page.getByRole('list', { name: 'Recommended for you' }).getByText('Partnering With Nutrition and Supplement Brands')).toHaveCount(0);
});

test('register for a workshop, see the seat taken, and cancel', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/learn/workshops-webinars');
  const card = page.getByRole('article', { name: 'Negotiation Role-Play Lab' });
  await expect(card.getByText('Seats left')).toBeVisible();
  const seats = card.locator('dt:has-text("Seats left") + dd');
  await expect(seats).toHaveText('12');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Register: Negotiation Role-Play Lab' }).click();
  await expect(toastWith(page, "You're registered for Negotiation Role-Play Lab")).toBeVisible();
  await expect(card.getByText("✓ You're registered")).toBeVisible();
  await expect(seats).toHaveText('11');

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar: Negotiation Role-Play Lab' }).click();
  expect((await download).suggestedFilename()).toBe('negotiation-role-play-lab.ics');

  await page.reload();
  await expect(card.getByText("✓ You're registered")).toBeVisible();
  await card.getByRole('button', { name: 'Cancel registration: Negotiation Role-Play Lab' }).click();
  await expect(toastWith(page, 'Registration cancelled for Negotiation Role-Play Lab')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Register: Negotiation Role-Play Lab' })).toBeVisible();
  await expect(seats).toHaveText('12');
});

test('bookmark a library item and remove the bookmark', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/learn/content-library?q=invoice');
  const button = page.getByRole('button', { name: 'Bookmark: Invoice Template for Creators' });
  await button.click();
  await expect(toastWith(page, 'Added to bookmarks')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove bookmark: Invoice Template for Creators' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await remove.click();
  await expect(toastWith(page, 'Removed from bookmarks')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});
