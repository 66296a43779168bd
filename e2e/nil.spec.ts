import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

const RILEY = { id: '10000000-0000-4000-8000-000000000170', email: 'riley.james@members.pitchside.dev' };

test('NIL: a Division I athlete sees the $600 flag when a payor total reaches it, ticks "I reported it" and downloads the deal sheet as a PDF', async ({ browser, request }) => {
  test.setTimeout(150_000);
  // a new payor for Riley: Apex Athletics accepts her at $400, under the $600 line
  const title = `NIL Court Clinic ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const rileyApi = await backendAs(request, RILEY.email);
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'Coach one youth volleyball clinic.', compensation_amount: 400, deliverables: ['Clinic recap post'] });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  const applied = await rileyApi.post('applications', { deal_id: dealId, user_id: RILEY.id, application_data: { pitch: 'I coach juniors every summer.', proposedRate: 400 } });
  expect(applied.status()).toBe(201);
  expect((await brandApi.patch(`applications?deal_id=eq.${dealId}`, { status: 'accepted' })).status()).toBe(200);

  const page = await (await freshContext(browser)).newPage();
  await signIn(page, RILEY.email);

  // the dashboard flags the seeded overdue item
  await page.goto('/athlete-dashboard');
  const nilCard = page.getByRole('region', { name: 'NIL reporting' });
  await expect(nilCard.getByRole('alert')).toHaveText('1 deal is overdue to report to NIL Go.');
  await nilCard.getByRole('link', { name: /open NIL compliance/ }).click();
  await expect(page).toHaveURL(/\/nil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NIL Compliance' })).toBeVisible();
  await expect(page.getByText('Rules differ by school and state.').first()).toBeVisible();

  const card = page.getByRole('article', { name: new RegExp(`^${title} with Apex Athletics`) });
  await expect(card.getByText('Under $600 with this payor: no NIL Go report needed')).toBeVisible();
  await expect(card.getByLabel('I reported it')).toHaveCount(0);

  // $200 of shoes takes Apex Athletics to $600: the database flags the deal
  await card.getByLabel('What you received').fill('Court shoes');
  await card.getByLabel('Value ($)').fill('200');
  await card.getByRole('button', { name: 'Add in-kind item' }).click();
  await expect(toastWith(page, 'In-kind item added')).toBeVisible();
  await expect(card.getByText('Report to NIL Go within 5 business days')).toBeVisible();
  await expect(card.getByText(/^Due .*, in 5 business days$|^Due .*, in \d business days$/)).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: '$600.00' }).first()).toBeVisible();
  await expectAccessible(page, 'main');

  // "I reported it", with today's date and a reference
  await card.getByLabel('I reported it').check();
  await card.getByLabel('Reference (optional)').fill('NILGO-48213');
  await card.getByRole('button', { name: 'Save report' }).click();
  await expect(toastWith(page, 'Marked as reported to NIL Go')).toBeVisible();
  await expect(card.getByText('Reported to NIL Go', { exact: true })).toBeVisible();
  await expect(card.getByText(/reference NILGO-48213\.$/)).toBeVisible();
  await expect(card.getByLabel('I reported it')).toBeChecked();

  // the deal sheet is a real PDF, named for the payor and the day
  const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Deal sheet (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^nil-deal-sheet-apex-athletics-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2000);
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');

  // and the CSV carries the same sheet
  const [csv] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Deal sheet (CSV)' }).click()]);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('Payor,Name,Apex Athletics');
  expect(text).toContain('Value,In kind: Court shoes,$200.00');
  expect(text).toContain('NIL Go,Reference,NILGO-48213');
  await page.context().close();
});

test('NIL: an athlete whose profile does not say Division I sees why his deals are not flagged, not "under $600"', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/nil');
  await expect(page.getByText('You have not said you are an NCAA Division I athlete, so no deal is flagged.', { exact: false })).toBeVisible();
  const card = page.getByRole('article', { name: /^Court Shoe Launch Campaign with Apex Athletics/ });
  await expect(card.getByText('Not flagged: your profile does not say you are a Division I athlete')).toBeVisible();
  await expect(card.getByText('Under $600 with this payor: no NIL Go report needed')).toHaveCount(0);
  await page.context().close();
});
