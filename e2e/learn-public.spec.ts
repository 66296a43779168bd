import { expect, test } from '@playwright/test';
import { DEMO_ATHLETE } from './support/shell';
import { seriousA11yViolations } from './support/axe';

/** Signed-out visitors: the content library, the first lesson of a module, and a sign-in that returns to the lesson. */
test.use({ serviceWorkers: 'block' });

test('signed out, the content library lists items and filters them by type, topic and search in the URL', async ({ page }) => {
  await page.goto('/learn/content-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Library' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Library items' }).getByRole('listitem');
  await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText('31 items');
  await expect(items).toHaveCount(31);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Type').selectOption('template');
  await expect(page).toHaveURL(/type=template/);
  await expect(items.first()).toContainText('Template');
  const templates = await items.count();
  expect(templates).toBeGreaterThan(3);
  expect(templates).toBeLessThan(31);

  await page.getByLabel('Topic').selectOption('Money');
  await expect(page).toHaveURL(/topic=Money/);
  await expect(items.filter({ hasText: 'Invoice Template for Creators' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'The NIL Contract Checklist' })).toHaveCount(0);

  await page.getByLabel('Search').fill('gift');
  await expect(page).toHaveURL(/q=gift/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Product and Gift Log');

  // The filters live in the URL: a reload (or a shared link) shows the same list.
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('gift');
  await expect(page.getByLabel('Type')).toHaveValue('template');
  await expect(items).toHaveCount(1);

  await page.getByLabel('Search').fill('no such thing anywhere');
  await expect(page.getByRole('heading', { name: 'Nothing matches these filters' })).toBeVisible();

  // Reading view, no bookmark button while signed out.
  await page.goto('/learn/content-library?q=disclosure%20rules');
  await page.getByRole('link', { name: 'FTC Disclosure Rules Explained' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FTC Disclosure Rules Explained' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Good disclosures' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Bookmark/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('signed out, the first lesson is readable, the second asks to sign in, and signing in returns to it', async ({ page }) => {
  await page.goto('/learn/modules/nil-fundamentals');
  await expect(page.getByRole('heading', { level: 1, name: 'NIL Basics and School Rules' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What is NIL?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What counts as an NIL deal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/lesson=state-laws-and-school-policies/);
  await expect(page.getByRole('heading', { level: 2, name: 'State Laws and School Policies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to access all features' })).toBeVisible();
  await expect(page.getByText('What state laws usually cover')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/auth/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_ATHLETE.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ATHLETE.password);
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/learn\/modules\/nil-fundamentals\?lesson=state-laws-and-school-policies$/);
  await expect(page.getByRole('heading', { name: 'What state laws usually cover' })).toBeVisible();
  // The demo athlete finished this lesson earlier (seed): their own progress shows now.
  await expect(page.getByText('✓ Completed')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress in NIL Basics and School Rules' })).toHaveAttribute('aria-valuenow', '40');
});

test('an unknown module shows not found with a way back to the hub', async ({ page }) => {
  await page.goto('/learn/modules/no-such-module');
  await expect(page.getByRole('heading', { level: 1, name: 'Module not found' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the Learning Hub' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Hub' })).toBeVisible();
});

test('signed out, the hub shows the most popular modules with an invitation to sign in, and filters', async ({ page }) => {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  await expect(page.getByText('Sign in for recommendations based on your role, interests and progress.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(0);
  const modules = page.getByRole('list', { name: 'Modules', exact: true }).locator(':scope > li');
  await expect(modules).toHaveCount(9);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Level').selectOption('advanced');
  await expect(modules).toHaveCount(1);
  await expect(modules.first()).toContainText('Negotiating Sponsorship Deals');
  await page.getByLabel('Level').selectOption('');
  await page.getByLabel('Search').fill('quarterly');
  await expect(modules).toHaveCount(1);
  await expect(modules.first()).toContainText('Taxes on Sponsorship Income');
  await expect(page.getByRole('link', { name: 'Quarterly Tax Calendar for Athletes and Creators' })).toBeVisible();

  await page.goto('/learn/workshops-webinars');
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to register' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch the recording/ }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
