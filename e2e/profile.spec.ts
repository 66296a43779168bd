import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { toast } from './support/auth';
import { freshContext, signUp } from './support/messaging';
import { expectAccessible } from './support/axe';

/**
 * The profile and media kit journey (issue 16): an athlete adds a stat and an achievement, uploads a photo (it
 * shows in the navigation), publishes the media kit; a signed-out browser opens the public link and sees them;
 * the PDF downloads and is a valid PDF. Every page is axe clean.
 */
test('an athlete builds a profile, publishes the media kit, and a signed-out visitor sees it; the PDF is a real PDF', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Tess Okafor ${stamp}`;
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, name, 'athlete');

  // Basics: bio with its live counter, location
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/basics$/);
  await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link')).toHaveText(['Basics', 'Athletics', 'Social accounts', 'Preferences']);
  await page.getByLabel('Bio').fill('Point guard who runs the film room.');
  await expect(page.getByText('35/500')).toBeVisible();
  await page.getByLabel('Location').fill('Columbus, OH');
  await page.getByRole('button', { name: 'Save Basics' }).click();
  await expect(toast(page, 'Profile saved! ✅')).toBeVisible();
  await expectAccessible(page);

  // a photo: any image, cropped to a square, shown in the navigation
  const photo = await page.screenshot({ type: 'png' });
  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(page, 'Profile photo updated')).toBeVisible();
  const navPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(navPhoto).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\/.+\/avatar-\d+\.jpg$/);
  await expect(navPhoto).toBeVisible();
  expect(await navPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);

  // Athletics: a stat and an achievement
  await page.getByRole('link', { name: 'Athletics' }).click();
  await page.getByLabel('Sport', { exact: true }).selectOption('basketball');
  await page.getByLabel('Position').fill('Point guard');
  await page.getByRole('button', { name: 'Save Athletics' }).click();
  await expect(toast(page, 'Profile saved! ✅')).toBeVisible();
  const stats = page.getByRole('form', { name: 'Add a statistic' });
  await stats.getByRole('button', { name: 'Add Stat' }).click();
  await expect(stats.getByText('Season is required')).toBeVisible();
  await stats.getByLabel('Season').fill('2025-26');
  await stats.getByLabel('Stat name').fill('Assists per game');
  await stats.getByLabel('Value').fill('7.4');
  await stats.getByLabel('Unit').fill('ast');
  await stats.getByRole('button', { name: 'Add Stat' }).click();
  await expect(page.getByRole('list', { name: 'Your statistics' })).toContainText('Assists per game 7.4 ast');
  const achievements = page.getByRole('form', { name: 'Add an achievement' });
  await achievements.getByLabel('Achievement title').fill('Big Ten Sixth Player of the Year');
  await achievements.getByLabel('Date').fill('2025-03-09');
  await achievements.getByRole('button', { name: 'Add Achievement' }).click();
  await expect(page.getByRole('list', { name: 'Your achievements' })).toContainText('Big Ten Sixth Player of the Year');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/profile-athletics-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screenshots/profile-athletics-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // the media kit: publish it
  await page.goto('/user-profile/me');
  await expect(page.getByRole('heading', { level: 1, name: 'My Media Kit' })).toBeVisible();
  const kit = page.getByRole('article', { name: `${name}'s media kit` });
  await expect(kit).toContainText('Assists per game');
  await expect(kit).toContainText('Big Ten Sixth Player of the Year');
  const handle = `tess-${stamp}`;
  await page.getByLabel('Link handle').fill(handle);
  await page.getByRole('button', { name: 'Save Media Kit' }).click();
  await expect(toast(page, 'Media kit saved (not published)')).toBeVisible();
  await page.getByRole('switch', { name: 'Publish media kit' }).click();
  await expect(toast(page, 'Media kit published')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Publish media kit' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  // the PDF downloads and is a PDF
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${handle}-media-kit.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
  expect(pdf.length).toBeGreaterThan(20_000); // the photo is embedded

  // signed out, the public link shows the published kit
  const visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await visitor.goto(`/kit/${handle}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Point guard who runs the film room.')).toBeVisible();
  await expect(visitor.getByText('Assists per game')).toBeVisible();
  await expect(visitor.getByText('Big Ten Sixth Player of the Year')).toBeVisible();
  await expect(visitor).toHaveTitle(`${name} | Media Kit | Pitchside`);
  await expect(visitor.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expectAccessible(visitor);

  // unpublished, the link shows nothing
  await page.getByRole('switch', { name: 'Publish media kit' }).click();
  await expect(toast(page, 'Media kit saved (not published)')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This media kit is not available' })).toBeVisible();
  await expect(visitor.getByText('Assists per game')).toHaveCount(0);
  await Promise.all([page, visitor].map((p) => p.context().close()));
});

test('another member opens a profile and messages them; a creator saves audience shares that must add up to 100', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, `Rio Castillo ${Date.now()}`, 'creator');

  // the demo athlete's profile, seen by a signed-in member, with Message
  await page.goto('/user-profile?id=10000000-0000-4000-8000-000000000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeVisible();
  await expect(page.getByText('Points per game')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\?to=10000000-0000-4000-8000-000000000001$/);

  // audience: the gender split must add up to 100
  await page.goto('/profile/audience');
  await page.getByLabel('Female (%)', { exact: true }).fill('60');
  await page.getByLabel('Male (%)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Save Gender split' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Shares must add up to 100% (they add up to 90%)' })).toBeVisible();
  await page.getByLabel('Other (%)', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Save Gender split' }).click();
  await expect(toast(page, 'Audience saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Female (%)', { exact: true })).toHaveValue('60');
  await expectAccessible(page);

  // partnership preferences: a refused category and a minimum amount are kept
  await page.getByRole('link', { name: 'Preferences' }).click();
  const refused = page.getByRole('group', { name: 'Categories you refuse' });
  await refused.getByRole('button', { name: 'Gaming' }).click();
  await page.getByLabel('Minimum deal amount (USD)').fill('400.50');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Enter a whole number of dollars (up to 10,000,000)')).toBeVisible();
  await page.getByLabel('Minimum deal amount (USD)').fill('400');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toast(page, 'Preferences saved! ✅')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Categories you refuse' }).getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Minimum deal amount (USD)')).toHaveValue('400');
  await expectAccessible(page);
  await page.context().close();
});

test('a brand sees the tabs that fit it and saves its company details', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, `Priya Shah ${Date.now()}`, 'brand');
  await page.goto('/profile/athletics');
  // a tab that does not fit the role goes to the first one
  await expect(page).toHaveURL(/\/profile\/basics$/);
  await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link')).toHaveText(['Basics', 'Brand', 'Preferences']);
  await page.getByRole('link', { name: 'Brand', exact: true }).click();
  await page.getByLabel('Company Name').fill(' ');
  await page.getByLabel('Website URL').fill('fieldhousefuel');
  await page.getByRole('button', { name: 'Save Brand' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL (e.g., https://example.com)')).toBeVisible();
  await page.getByLabel('Company Name').fill('Fieldhouse Fuel');
  await page.getByLabel('Industry').selectOption('food');
  await page.getByLabel('Website URL').fill('https://fieldhousefuel.example.com');
  await page.getByRole('button', { name: 'Save Brand' }).click();
  await expect(toast(page, 'Profile saved! ✅')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Fieldhouse Fuel');
  await expect(page.getByLabel('Industry')).toHaveValue('food');
  await expectAccessible(page);
  await page.context().close();
});
