import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';

test.describe('auth page', () => {
  test('has real Sign In / Sign Up tabs and preselects the role from /auth?mode=signup&role=...', async ({ page }) => {
    await page.goto('/auth');
    const tabs = page.getByRole('tablist', { name: 'Sign in or sign up' });
    await expect(tabs.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await tabs.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(tabs.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Sign up' });
    for (const label of ['Email', 'Full Name', 'Confirm Password', 'I am a', 'I agree to the terms and conditions']) await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    const role = form.getByLabel('I am a');
    await expect(role).toHaveValue('athlete');
    await expect(role.locator('option')).toHaveText(['Athlete', 'Content Creator', 'Brand', 'Agency']);

    // keyboard: arrow keys move between the tabs
    await tabs.getByRole('tab', { name: 'Sign Up' }).press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/auth?mode=signup&role=brand');
    await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('I am a')).toHaveValue('brand');
    await page.goto('/signup?role=creator');
    await expect(page).toHaveURL(/\/auth\?mode=signup&role=creator/);
    await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('I am a')).toHaveValue('creator');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true });
    await password.fill('hunter22');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('sign-in validation messages show inline and clear as the field is edited', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Email is required')).toHaveCount(0);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await expect(form.getByText('Password is required')).toHaveCount(0);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('sign-up validation messages show inline and clear as the field is edited', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('   ');
    await form.getByLabel('Password', { exact: true }).fill('longenough1');
    await form.getByLabel('Confirm Password', { exact: true }).fill('different12');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByText('You must agree to the terms and conditions')).toBeVisible();

    await form.getByLabel('I agree to the terms and conditions').check();
    await expect(form.getByText('You must agree to the terms and conditions')).toHaveCount(0);
    await form.getByLabel('Confirm Password', { exact: true }).fill('longenough1');
    await expect(form.getByText('Passwords do not match')).toHaveCount(0);
    await form.getByLabel('Full Name').fill('Jo');
    await expect(form.getByText('Full name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill('bad@');
    await form.getByLabel('Password', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('1234567');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('forgot password needs an email and goes back to sign in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(form.getByText('Email is required for password reset')).toBeVisible();
    await form.getByLabel('Email').fill('x');
    await expect(form.getByText('Email is required for password reset')).toHaveCount(0);
    await form.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('the auth page has no serious accessibility violations (axe)', async ({ page }) => {
  for (const path of ['/auth', '/auth?mode=signup', '/auth?mode=reset']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page, { include: 'main', tags: null }), path).toEqual([]);
  }
});
