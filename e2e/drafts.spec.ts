import { expect, test } from '@playwright/test';
import { freshContext, signIn } from './support/messaging';

/** The demo athlete has not applied to this seeded deal (infra/supabase/seed.sql). */
const OPEN_DEAL = 'Signature Glove Design Collab';
const PITCH = 'I have coached youth baseball for six seasons and film every practice; a glove we design together would reach 40k parents.';

test('a typed application pitch survives a reload and a visit elsewhere, until it is discarded', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/marketplace');
  await page.getByLabel('Search deals').fill(OPEN_DEAL);
  await page.getByRole('button', { name: new RegExp(OPEN_DEAL) }).click();
  await page.getByRole('dialog', { name: OPEN_DEAL }).getByRole('link', { name: 'Apply Now' }).click();
  const pitch = page.getByLabel('Your pitch');
  await pitch.fill(PITCH);
  // the draft is written a moment after typing stops
  await page.waitForTimeout(800);

  await page.reload();
  await expect(page.getByLabel('Your pitch')).toHaveValue(PITCH);
  await expect(page.getByRole('status').filter({ hasText: 'Your draft is back' })).toBeVisible();

  const applyUrl = page.url();
  await page.goto('/community');
  await page.goto(applyUrl);
  await expect(page.getByLabel('Your pitch')).toHaveValue(PITCH);

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Your pitch')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Your pitch')).toHaveValue('');
  await page.context().close();
});

test('a half-written community post comes back when the composer opens again after a reload', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'creator@pitchside.dev');
  await page.goto('/community');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Create post' });
  await form.getByLabel('Title').fill('Three hooks that kept my retention above 60%');
  await form.getByLabel('Content').fill('Open on the result, cut the intro, and');
  await page.waitForTimeout(800);
  await page.reload();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('form', { name: 'Create post' }).getByLabel('Title')).toHaveValue('Three hooks that kept my retention above 60%');
  await expect(page.getByRole('form', { name: 'Create post' }).getByLabel('Content')).toHaveValue('Open on the result, cut the intro, and');
  await page.context().close();
});

test('a profile tab keeps what was typed across a reload until it is saved', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/profile/basics');
  const bio = 'Point guard who runs the film room and posts a breakdown of every game on Sunday nights.';
  await page.getByLabel('Bio').fill(bio);
  await page.waitForTimeout(800);

  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue(bio);
  await expect(page.getByRole('status').filter({ hasText: 'Your draft is back' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Basics' }).click();
  await expect(page.locator('li[data-type]').filter({ hasText: 'Profile saved! ✅' }).first()).toBeVisible();
  await page.reload();
  // saved: the form shows the profile, with no draft to bring back
  await expect(page.getByLabel('Bio')).toHaveValue(bio);
  await expect(page.getByRole('status').filter({ hasText: 'Your draft is back' })).toHaveCount(0);
  await page.context().close();
});

test("a new campaign's half-filled form comes back when the dialog opens again after a reload", async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const name = 'Summer League Hoops Push';
  await page.getByRole('dialog', { name: 'New campaign' }).getByLabel('Campaign name').fill(name);
  await page.getByRole('dialog', { name: 'New campaign' }).getByLabel('Budget ($)').fill('4200');
  await page.waitForTimeout(800);

  await page.reload();
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await expect(dialog.getByLabel('Campaign name')).toHaveValue(name);
  await expect(dialog.getByLabel('Budget ($)')).toHaveValue('4200');
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await expect(dialog.getByLabel('Campaign name')).toHaveValue('');
  await page.context().close();
});
