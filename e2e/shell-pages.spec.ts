import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, signInAsDemoAthlete } from './support/shell';
import { seriousA11yViolations } from './support/axe';

test.use({ serviceWorkers: 'block' });

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} renders its content, sets its head and has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/Pitchside/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('the page head carries description, keywords and Organization structured data', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing | Pitchside');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Starter, Pro, Elite and Brand/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /sponsorship/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Organization', name: 'Pitchside' });
  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
});

test('a signed-in page is titled for itself, also after moving between pages of one section (tabs, history, screen readers)', async ({ page }) => {
  await signInAsDemoAthlete(page);
  await page.goto('/athlete-dashboard');
  await expect(page).toHaveTitle('Athlete Dashboard | Pitchside');
  await page.goto('/marketplace/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page).toHaveTitle('My Applications | Pitchside');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeVisible();
  await expect(page).toHaveTitle('Deal Marketplace | Pitchside');
  await page.goto('/learn/content-library');
  await expect(page).toHaveTitle('Content Library | Pitchside');
  await page.goto('/deals/earnings');
  await expect(page).toHaveTitle('Earnings | Pitchside');
  await page.goBack();
  await expect(page).toHaveTitle('Content Library | Pitchside');
});

test('an unknown path lands on /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_PAGES[0].heading })).toBeVisible();
});

for (const path of ['/dashboard', '/community', '/messages', '/marketplace/applications', '/deals', '/deals/new', '/settings', '/onboarding']) {
  test(`${path} sends a signed-out visitor to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('/dashboard/<role> shows that role\'s dashboard for every role, creator included', async ({ page }) => {
  await signInAsDemoAthlete(page);
  for (const [role, heading] of [['creator', 'Creator Dashboard'], ['brand', 'Brand Dashboard'], ['athlete', 'Athlete Dashboard']] as const) {
    await page.goto(`/dashboard/${role}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/dashboard/owner');
  await expect(page).toHaveURL(/\/athlete-dashboard$/);
});

test('/ai-manager goes to /dashboard (and so to /auth when signed out)', async ({ page }) => {
  await page.goto('/ai-manager');
  await expect(page).toHaveURL(/\/auth$/);
});

test('/signup?role=creator opens the sign-up view of the auth page', async ({ page }) => {
  await page.goto('/signup?role=creator');
  await expect(page).toHaveURL(/\/auth\?mode=signup&role=creator$/);
});

test('the sitemap lists the route table', async ({ page }) => {
  await page.goto('/sitemap');
  for (const name of ['Pricing', 'For Athletes & Artists', 'Deal Marketplace', 'Privacy Policy', 'Analytics']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the FAQ is searchable and its accordion is keyboard operable', async ({ page }) => {
  await page.goto('/faq');
  await page.getByLabel('Search questions').fill('processed');
  await expect(page.getByText(/1 question matches/)).toBeVisible();
  const question = page.getByRole('button', { name: /How are payments processed/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /How are payments processed/ })).toContainText('Checkout runs through Stripe');
});

test('the demo booking form shows inline errors, then a success state', async ({ page }) => {
  await page.goto('/demo-schedule');
  await page.getByRole('button', { name: 'Request demo' }).click();
  await expect(page.getByText('Enter your full name (at least 2 characters)')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Full name').fill('Jordan Reyes');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('I am a').selectOption('Athlete');
  await page.getByLabel('Preferred date').fill('2099-06-01');
  await page.getByLabel('Preferred time').selectOption('11:00');
  await page.getByRole('button', { name: 'Request demo' }).click();
  await expect(page.getByRole('heading', { name: 'Demo requested' })).toBeVisible();
  await expect(page.getByText('We will email jordan@example.com to confirm your demo on 2099-06-01 at 11:00.')).toBeVisible();
});

test('pricing sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
