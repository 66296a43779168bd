import { expect, test } from '@playwright/test';
import { freshContext, signIn } from './support/messaging';

/** Seeded deal of Apex Athletics (brand@pitchside.dev), open to athletes (infra/supabase/seed.sql). */
const DEAL = 'Signature Glove Design Collab';

test('a brand is offered no Apply Now it would be refused: the button is disabled with the reason, and the form says it too', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'agency@pitchside.dev');
  await page.goto('/marketplace');
  await page.getByLabel('Search deals').fill(DEAL);
  await page.getByRole('button', { name: new RegExp(DEAL) }).click();
  const dialog = page.getByRole('dialog', { name: DEAL });
  const apply = dialog.getByRole('button', { name: 'Apply Now' });
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAccessibleDescription('Only athletes and creators apply to deals');

  const dealId = new URL(page.url()).searchParams.get('deal');
  expect(dealId).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`/marketplace/apply/${dealId}`);
  await expect(page.getByRole('alert')).toHaveText('Only athletes and creators apply to deals');
  await expect(page.getByLabel('Your pitch')).toHaveCount(0);
  await page.context().close();
});

test('the brand that owns the deal is told it is its own', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/marketplace');
  await page.getByLabel('Search deals').fill(DEAL);
  await page.getByRole('button', { name: new RegExp(DEAL) }).click();
  const dialog = page.getByRole('dialog', { name: DEAL });
  await expect(dialog.getByRole('button', { name: 'Apply Now' })).toHaveAccessibleDescription('You cannot apply to your own deal');
  await page.context().close();
});
