import { expect, test, type Page } from '@playwright/test';
import { signUpViaUI, toast, uniqueEmail, type SignUpRole } from './support/auth';
import { signIn } from './support/messaging';
import { seriousA11yViolations } from './support/axe';

async function freshUserAtWizard(page: Page, role: SignUpRole, fullName = 'Wizard Tester') {
  await signUpViaUI(page, { email: uniqueEmail(role), fullName, role });
  await page.waitForURL(/\/(explore|onboarding)/);
  if (!page.url().includes('/onboarding')) await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
}

async function passProfileStep(page: Page) {
  await page.getByLabel('About You').fill('Ten or more characters about me.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Profile saved! ✅')).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

test('the guard sends a signed-in user with unfinished onboarding to /onboarding; signed out, /onboarding goes to /auth', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/auth$/);
  await freshUserAtWizard(page, 'athlete');
  await page.goto('/athlete-dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a user who finished onboarding is sent from /onboarding to the role dashboard', async ({ page }) => {
  await signIn(page, 'creator@pitchside.dev');
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
});

test('step 1 validation: every message, the live counter, errors clear on edit', async ({ page }) => {
  await freshUserAtWizard(page, 'athlete');
  const name = page.getByLabel('Full Name');
  const bio = page.getByLabel('About You');
  await name.fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Bio is required')).toBeVisible();
  await expect(toast(page, 'Please fix the errors before continuing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await name.fill('J');
  await expect(page.getByText('Full name is required')).toHaveCount(0);
  await bio.fill('too short');
  await expect(page.getByText('9/500')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Bio must be at least 10 characters')).toBeVisible();

  await name.fill('Jo');
  await bio.fill('x'.repeat(501));
  await expect(page.getByText('501/500')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Bio must be less than 500 characters')).toBeVisible();
  await expect(page.getByText('Full name must be at least 2 characters')).toHaveCount(0);
  await bio.fill('x'.repeat(500));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Profile saved! ✅')).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
});

test('step 2 validation for a brand: company name required (asterisk) and website rules', async ({ page }) => {
  await freshUserAtWizard(page, 'brand');
  await passProfileStep(page);
  await expect(page.locator('label', { hasText: 'Company Name' })).toContainText('*');
  await page.getByLabel('Website URL').fill('not a url');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL (e.g., https://example.com)')).toBeVisible();
  await expect(toast(page, 'Please fix the errors before continuing')).toBeVisible();
  await page.getByLabel('Website URL').fill('ftp://files.example.com');
  await expect(page.getByText('Please enter a valid URL')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('URL must start with http:// or https://')).toBeVisible();
  await page.getByLabel('Company Name').fill('Brandy Co');
  await page.getByLabel('Website URL').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Role information saved! ✅')).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
});

test('step 2 validation for an agency: agency name required', async ({ page }) => {
  await freshUserAtWizard(page, 'agency');
  await passProfileStep(page);
  await expect(page.getByRole('heading', { name: 'Agency Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Agency name is required')).toBeVisible();
});

test('skipping role setup and preferences with empty data still sets the flags; Back goes one step back', async ({ page }) => {
  await freshUserAtWizard(page, 'athlete');
  await passProfileStep(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Skipped (no data provided)')).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Skipped (no preferences set)')).toBeVisible();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();

  // the step comes from the stored status: a reload continues at Welcome
  await page.reload();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const status = await page.evaluate(async () => {
    const client = (globalThis as unknown as { __pitchsideSupabase: any }).__pitchsideSupabase;
    const { data: u } = await client.auth.getUser();
    const { data } = await client.from('onboarding_status').select('*').eq('user_id', u.user.id).single();
    return data;
  });
  expect(status).toMatchObject({ profile_completed: true, role_setup_completed: true, preferences_set: true, onboarding_completed: false });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(toast(page, 'Welcome to Pitchside 🎉')).toBeVisible();
  await expect(page).toHaveURL(/\/athlete-dashboard$/);
});

test('Remind me later snoozes onboarding for 7 days and the guard honours it', async ({ page }) => {
  await freshUserAtWizard(page, 'creator');
  await page.getByRole('button', { name: 'Remind me later' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
  const until = await page.evaluate(() => localStorage.getItem('onboarding_snoozed_until'));
  const days = (new Date(until!).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  // the wizard itself stays reachable while snoozed
  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('a failing step save shows the mapped error for 8 s with Contact Support; no data returned is a failure', async ({ page, context }) => {
  await freshUserAtWizard(page, 'athlete');
  let reply: { status: number; body: unknown } = { status: 400, body: { code: '42703', message: 'column "nope" does not exist', details: null, hint: null } };
  await page.route('**/rest/v1/profiles?**', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: reply.status, json: reply.body }) : route.fallback(),
  );
  await page.getByLabel('About You').fill('Ten or more characters about me.');
  await page.getByRole('button', { name: 'Continue' }).click();
  const error = toast(page, 'Database error: Invalid field. Please contact support.');
  await expect(error).toBeVisible();
  const popup = context.waitForEvent('page');
  await error.getByRole('button', { name: 'Contact Support' }).click();
  const support = await popup;
  expect(new URL(support.url()).pathname).toBe('/support');
  await expect(support.getByRole('heading', { level: 1, name: 'Need help? Contact our support team' })).toBeVisible();
  await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+\?subject=Issue%20Report$/);
  await support.close();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  reply = { status: 400, body: { code: '23502', message: 'null value in column "user_id"', details: null, hint: null } };
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Required field missing. Please fill all required fields.')).toBeVisible();

  reply = { status: 200, body: [] };
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Update failed - no data returned')).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('the wizard steps have no serious accessibility violations (axe)', async ({ page }) => {
  const check = async (label: string) => {
    expect(await seriousA11yViolations(page, { include: 'main', tags: null }), label).toEqual([]);
  };
  await freshUserAtWizard(page, 'athlete');
  await check('step 1');
  await passProfileStep(page);
  await check('step 2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await check('step 3');
});
