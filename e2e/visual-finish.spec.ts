import { expect, test, type Locator, type Page } from '@playwright/test';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { seriousA11yViolations } from './support/axe';

/** Issue 37 (items 3 and 10): what a person saw out of place, each checked where it was seen. */

const PHONE = { width: 375, height: 812 };
const WIDTHS = [375, 768, 1024, 1280];

const box = async (l: Locator) => (await l.boundingBox())!;
/** Whether box `inner` lies within box `outer` (a pixel of rounding either way). */
const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
/** How much wider than the screen the page is (0: no sideways scroll). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the price filter is one track with two thumbs, each named with its value, moved by keys, kept in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/marketplace?min=500&max=6000');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ deals?$/ })).toBeVisible();
  const min = page.getByRole('slider', { name: 'Minimum price' });
  const max = page.getByRole('slider', { name: 'Maximum price' });
  await expect(min).toHaveAttribute('aria-valuetext', '$500');
  await expect(max).toHaveAttribute('aria-valuetext', '$6,000');
  await expect(page.getByTestId('price-readout')).toHaveText(/From \$500\s*to \$6,000/);
  // one track: both thumbs ride the same box, not two tracks stacked
  expect(await box(min)).toEqual(await box(max));
  expect(inside(await box(min), await box(page.getByTestId('price-track')))).toBe(true);

  await max.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/max=5900/);
  await expect(max).toHaveAttribute('aria-valuetext', '$5,900');
  await min.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/min=600/);
  // with keys a thumb stops at the other one
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/min=5900&max=5900|max=5900&min=5900/);
  await expect(page.getByTestId('price-readout')).toHaveText(/From \$5,900\s*to \$5,900/);
  await page.keyboard.press('Home');
  await expect(page).not.toHaveURL(/min=/);
  await expect(page.getByLabel('Min ($)')).toHaveValue('0');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // two thumbs on one spot: dragging to the left pulls the minimum out from under the maximum
  await page.goto('/marketplace?min=5000&max=5000');
  await expect(min).toHaveAttribute('aria-valuetext', '$5,000');
  const track = await box(page.getByTestId('price-track'));
  const middle = { x: track.x + track.width / 2, y: track.y + track.height / 2 };
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.down();
  await page.mouse.move(middle.x - track.width / 4, middle.y, { steps: 8 });
  await page.mouse.up();
  await expect(max).toHaveAttribute('aria-valuetext', '$5,000');
  await expect.poll(async () => Number(new URL(page.url()).searchParams.get('min'))).toBeLessThan(4000);
});

test('the match badge stays inside its deal card at every width, and a phone never scrolls sideways', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/marketplace');
  const cards = page.locator('li').filter({ has: page.locator('[data-deal-id]') }).filter({ has: page.getByLabel(/^Match score \d+ of 100/) });
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      const parts = [card.getByLabel(/^Match score/), card.getByRole('button', { name: 'Why this score' }), card.locator('[data-deal-id]')];
      // polled: the list may still be laying out at the new width between one measurement and the next
      await expect
        .poll(async () => {
          const outer = await box(card);
          return { width, card: i, inside: await Promise.all(parts.map(async (part) => inside(await box(part), outer))) };
        })
        .toEqual({ width, card: i, inside: [true, true, true] });
      const outer = await box(card);
      // the card draws the border around the badge: the badge sits below the card's top edge
      expect((await box(card.getByLabel(/^Match score/))).y).toBeGreaterThan(outer.y + 4);
    }
    expect({ width, overflow: await overflow(page) }).toEqual({ width, overflow: 0 });
  }
  await page.context().close();
});

test("the media kit's header stacks on a phone and sits beside the avatar on a desktop", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser, PHONE)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/user-profile/me');
  const kit = page.getByRole('article', { name: "Jordan Reyes's media kit" });
  const name = kit.getByRole('heading', { name: 'Jordan Reyes' });
  const avatar = kit.getByRole('img', { name: 'Jordan Reyes' });
  const pdf = kit.getByRole('button', { name: 'Download PDF' });
  await expect(pdf).toBeVisible({ timeout: 20_000 });
  await expect(kit.getByText('Followers', { exact: true })).toBeVisible();

  // phone: avatar, then name, then the actions, one under the other, nothing past the screen's edge
  expect((await box(avatar)).y + (await box(avatar)).height).toBeLessThanOrEqual((await box(name)).y + 1);
  expect((await box(name)).y).toBeLessThan((await box(pdf)).y);
  for (const part of [avatar, name, pdf, kit.getByRole('link', { name: 'Edit profile' }), kit.getByRole('link', { name: /^Instagram/ })]) {
    const b = await box(part);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await overflow(page)).toBe(0);

  // desktop: the avatar stands to the left of the name
  await page.setViewportSize({ width: 1280, height: 900 });
  // polled, as the badge check above: the header may still be laying out at the new width
  await expect.poll(async () => (await box(name)).x - ((await box(avatar)).x + (await box(avatar)).width)).toBeGreaterThanOrEqual(0);
  expect(await overflow(page)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();
});

test('the demo booking form, the one date form outside a section, uses the shared form fields', async ({ page }) => {
  await page.goto('/demo-schedule');
  const date = page.getByLabel('Preferred date');
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toHaveAttribute('aria-required', 'true');
  const look = (l: Locator) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return { size: s.fontSize, weight: s.fontWeight, family: s.fontFamily, padding: s.padding, background: s.backgroundColor, border: s.borderColor };
    });
  // the same label and control as every other form's fields: a 600-weight label at body size, not a heading
  const dateLabel = await look(page.locator('label', { hasText: 'Preferred date' }));
  expect(dateLabel).toEqual(await look(page.locator('label', { hasText: 'Full name' })));
  expect(dateLabel.weight).toBe('600');
  expect(dateLabel.size).toBe(await page.evaluate(() => getComputedStyle(document.body).fontSize));
  expect(await look(date)).toEqual(await look(page.getByLabel('Full name')));
});

test('an accepted application shows the agreed amount, not the posted one, to both sides (item 10)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const title = `Agreed Amount Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const created = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One launch reel for the new trainer.', compensation_amount: 1200, deliverables: ['Launch reel'] });
  expect(created.status()).toBe(201);
  const [{ id: dealId }] = (await created.json()) as [{ id: string }];
  const applied = await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Filming this week at the gym.' } });
  expect(applied.status()).toBe(201);
  const [{ id: applicationId }] = (await applied.json()) as [{ id: string }];
  // the brand offers $1,000 for the $1,200 deal and the athlete accepts: the agreed amount is $1,000
  const proposed = await brandApi.rpc('propose_application_terms', {
    p_application_id: applicationId,
    p_terms: { amount_cents: 100_000, deliverables: [{ title: 'Launch reel', due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10) }] },
  });
  expect(proposed.status()).toBe(200);
  const { id: termsId } = (await proposed.json()) as { id: string };
  expect((await athleteApi.rpc('accept_application_terms', { p_terms_id: termsId })).status()).toBe(200);

  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const won = athlete.getByRole('listitem').filter({ has: athlete.getByRole('heading', { name: new RegExp(title) }) });
  await expect(won.getByTestId('agreed-amount')).toHaveText('$1,000 agreed (posted $1,200)', { timeout: 20_000 });
  await athlete.goto('/marketplace/applications');
  const mine = athlete.getByRole('listitem').filter({ has: athlete.getByRole('heading', { name: title }) });
  await expect(mine.getByTestId('application-amount')).toHaveText('$1,000 agreed (posted $1,200)', { timeout: 20_000 });
  await expect(mine).not.toContainText('$1,200 agreed');

  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  const payment = brand.getByRole('region', { name: `Payment for ${title}` });
  await expect(payment.getByRole('button', { name: 'Fund Deal ($1,000)' })).toBeVisible({ timeout: 20_000 });
  await athlete.context().close();
  await brand.context().close();
});
