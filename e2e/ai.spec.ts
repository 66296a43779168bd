import { expect, test } from '@playwright/test';
import { signInAsDemoAthlete } from './support/shell';
import { seriousA11yViolations } from './support/axe';

const scoresOnCards = async (page: import('@playwright/test').Page) =>
  (await page.locator('li').getByText(/^Match \d+$/).allTextContents()).map((t) => Number(t.replace('Match ', '')));

test('an athlete sees match scores on deal cards, sorts by Best match and opens "Why this score"', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
  await expect(page.getByText(/^Match \d+$/).first()).toBeVisible();
  expect((await scoresOnCards(page)).length).toBeGreaterThan(10);

  await page.getByLabel('Sort by').selectOption({ label: 'Best match' });
  await expect(page).toHaveURL(/sort=best_match/);
  await expect.poll(async () => {
    const s = await scoresOnCards(page);
    return s.length > 10 && s.every((x, i) => i === 0 || s[i - 1]! >= x);
  }).toBe(true);

  const first = page.getByRole('button', { name: 'Why this score' }).first();
  await first.click();
  const popover = page.getByRole('dialog', { name: /^Why this score: / });
  await expect(popover).toBeVisible();
  for (const factor of ['Role and category fit', 'Audience fit', 'Pay fit', 'Timing', 'Brand trust']) {
    await expect(popover.getByText(factor, { exact: true })).toBeVisible();
  }
  await expect(popover.getByText(/of 100, from what your profile and this deal say/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(first).toBeFocused();
  await page.screenshot({ path: 'test-results/ai-marketplace-best-match.png' });
});

test('a signed-out visitor sees no scores and no Best match sort', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
  await expect(page.locator('[data-deal-id]').first()).toBeVisible();
  await expect(page.getByText(/^Match \d+$/)).toHaveCount(0);
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Best match' })).toHaveCount(0);
});

test('/ai-scoring lists top matches with their working and scores a pasted deal link', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/ai-scoring');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Deal Scoring' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Your top matches' });
  await expect(top.getByText(/^Match \d+$/).first()).toBeVisible();
  await top.getByRole('button', { name: 'Why this score' }).first().click();
  await expect(top.getByText('Audience fit', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Score deal' }).click();
  await expect(page.getByText('Paste a deal link (for example /marketplace?deal=…) or a deal id')).toBeVisible();
  const href = await top.getByRole('link').first().getAttribute('href');
  await page.getByLabel('Deal link or id').fill(`http://localhost${href}`);
  await page.getByRole('button', { name: 'Score deal' }).click();
  const scored = page.getByRole('region', { name: 'Score a deal' });
  await expect(scored.getByText('Brand trust', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/ai-scoring.png', fullPage: true });
});

test('the content tool flags "#sp" and accepts "#ad" in the first line', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/ai-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tools' })).toBeVisible();
  for (const name of ['Deal analysis', 'Content optimisation', 'Scheduling']) {
    await expect(page.getByRole('tab', { name: `${name} NEW` })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /Token-based campaigns/ })).toContainText('Coming soon');
  await page.getByRole('tab', { name: /Content optimisation/ }).click();

  await page.getByLabel('Caption', { exact: true }).fill('Game one in the new Court Pros! Thanks @apexathletics #sp #hoops #gameday');
  await page.getByRole('button', { name: 'Check caption' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Disclosure:' })).toHaveText('Disclosure: Not clear enough');
  await expect(page.getByText(/#sp, thanks @brand alone is not a clear disclosure/)).toBeVisible();
  await expect(page.getByLabel('Corrected caption')).toHaveValue('#ad Game one in the new Court Pros! Thanks @apexathletics #sp #hoops #gameday');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/ai-content-tool.png', fullPage: true });

  await page.getByLabel('Caption', { exact: true }).fill('#ad Game one in the new Court Pros with @apexathletics. Which colour next? #hoops #gameday #CourtPro');
  await page.getByRole('button', { name: 'Check caption' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Disclosure:' })).toHaveText('Disclosure: Disclosed');
  await expect(page.getByLabel('Corrected caption')).toHaveCount(0);
});

test('deal analysis flags the terms a deal states and cites the learning hub', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/marketplace?q=Clean%20Sport');
  const card = page.locator('[data-deal-id]').first();
  const id = await card.getAttribute('data-deal-id');
  await page.goto('/ai-tools?tool=analysis');
  await page.getByLabel('Deal link or id').fill(id!);
  await page.getByRole('button', { name: 'Analyse deal' }).click();
  const analysis = page.getByRole('region', { name: 'Deal analysis' });
  await expect(analysis.getByText(/comparable deals? \(same category/)).toBeVisible();
  await expect(analysis.getByText('Exclusivity', { exact: true })).toBeVisible();
  await expect(analysis.getByText('Payment after 60 days')).toBeVisible();
  await expect(analysis.getByRole('link', { name: 'Reading a Sponsorship Contract' }).first()).toHaveAttribute('href', '/learn/modules/reading-a-contract');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('scheduling shows deliverables due, planned posts and suggestions from the athlete\'s own posts', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/ai-tools?tool=scheduling');
  await expect(page.getByText('Court Pro game-day reel')).toBeVisible();
  await expect(page.getByText(/From your own \d+ past posts/)).toBeVisible();
  await page.getByLabel('Post title').fill('Film session recap');
  await page.getByLabel('Date and time').fill('2030-05-04T18:30');
  await page.getByRole('button', { name: 'Plan post' }).click();
  await expect(page.getByText('Film session recap')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/ai-scheduling.png', fullPage: true });
});

test('the assistant answers "how do I reset my password" with a link to the right article and declines an off-topic question', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'AI Help' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Help' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Ask a question')).toBeFocused();

  await panel.getByLabel('Ask a question').fill('how do I reset my password');
  await panel.getByRole('button', { name: 'Send' }).click();
  const read = panel.getByRole('link', { name: 'Read: Reset your password' });
  await expect(read).toHaveAttribute('href', '/help/reset-your-password');
  await expect(panel.getByText(/choose Forgot Password/)).toBeVisible();

  await panel.getByLabel('Ask a question').fill("what's the weather in Paris tomorrow");
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/could not find an answer to that in Pitchside's help/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Report Issue' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Email support/ })).toHaveAttribute('href', /^mailto:/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/ai-assistant.png' });

  // Tab stays inside the panel; Escape closes it and gives focus back to the button
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'AI Help' })).toBeFocused();

  await page.getByRole('button', { name: 'AI Help' }).click();
  await page.getByRole('dialog', { name: 'AI Help' }).getByLabel('Ask a question').fill('how do I reset my password');
  await page.getByRole('dialog', { name: 'AI Help' }).getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'AI Help' }).getByRole('link', { name: 'Read: Reset your password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test("the home page's AI Help opens the assistant", async ({ page }) => {
  await page.goto('/home');
  await page.locator('main').getByRole('button', { name: 'AI Help' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Help' })).toBeVisible();
});

test('talent see the disclosure check when submitting a deliverable; the brand exports deliverables with their disclosure status', async ({ page: talentPage, browser }) => {
  let page = talentPage;
  const signIn = async (email: string) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Pitchside123!');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  };
  await signIn('lena.fischer@pitchside.dev');
  await page.goto('/deals');
  await page.getByRole('button', { name: 'Submit 1 recap post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit: 1 recap post' });
  await dialog.getByLabel('Caption as published').fill('Camp recap with @apexathletics #sp');
  await expect(dialog.getByText('Disclosure: Not clear enough')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use corrected caption' }).click();
  await expect(dialog.getByLabel('Caption as published')).toHaveValue('#ad Camp recap with @apexathletics #sp');
  await expect(dialog.getByText('Disclosure: Disclosed')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  page = await (await browser.newContext()).newPage();
  await signIn('brand@pitchside.dev');
  await page.goto('/deals');
  await page.getByRole('article', { name: 'Youth Camp Guest Coach' }).getByRole('link', { name: 'Review Applicants' }).click();
  const work = page.getByRole('region', { name: 'Deliverables from Lena Fischer' });
  await expect(work.getByText('Disclosure: Buried')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export deliverables (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('youth-camp-guest-coach-deliverables.csv');
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv.split('\r\n')[0]).toBe('"Talent","Deliverable","Status","Due date","Submitted at","Link","Caption","Disclosure","Why"');
  expect(csv).toContain('"Lena Fischer","On-site appearance","submitted"');
  expect(csv).toContain('"Buried","#ad is buried among the hashtags at the end');
});

test('on a phone the AI pages and the score popover fit the screen', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signInAsDemoAthlete(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of ['/ai-tools?tool=content', '/ai-tools?tool=scheduling', '/ai-scoring']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflow()).toBeLessThanOrEqual(0);
  }
  await page.goto('/marketplace?sort=best_match');
  await page.getByRole('button', { name: 'Why this score' }).first().click();
  await expect(page.getByRole('dialog', { name: /^Why this score: / }).getByText('Brand trust', { exact: true })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/ai-score-popover-375.png' });
  await page.context().close();
});
