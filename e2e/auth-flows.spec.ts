import { expect, test } from '@playwright/test';
import { latestMail, PASSWORD, signInViaUI, signUpViaUI, toast, uniqueEmail } from './support/auth';

test('a wrong password shows the credentials hint for 8 s', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('athlete@pitchside.dev');
  await form.getByLabel('Password', { exact: true }).fill('WrongPassword1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  const error = toast(page, 'Cannot sign in - Please check your credentials');
  await expect(error).toBeVisible();
  await expect(error).toContainText('No account yet? Try Sign Up');
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing up with a registered email offers to sign in instead', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill('Someone Else');
  await form.getByLabel('Email').fill('athlete@pitchside.dev');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('I agree to the terms and conditions').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  const error = toast(page, 'This email is already registered');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Please sign in instead or use a different email.');
  await error.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue('athlete@pitchside.dev');
});

test('a demo account signs in, lands on /, and /dashboard shows its own data; /auth then redirects to the dashboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByText('Try a demo account').click();
  await page.getByRole('button', { name: 'Demo athlete' }).click();
  await expect(toast(page, 'Welcome back! 🎉')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/athlete-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Athlete Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Jordan Reyes.')).toBeVisible();
  // the athlete's own applications (the newest five, each with its status), completeness and the next step
  const applications = page.getByRole('region', { name: 'My applications' });
  await expect(applications.getByRole('listitem').first()).toContainText(/pending|shortlisted|accepted|rejected|withdrawn/);
  await expect(applications.getByRole('link', { name: 'See all applications' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toBeVisible();
  await expect(page.getByText('Next step', { exact: true })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/athlete-dashboard$/);
});

test('forgot password: the reset link from the local mailbox, opened in another browser, sets a new password that signs in', async ({ page, request, browser }) => {
  const email = uniqueEmail('reset');
  await signUpViaUI(page, { email, fullName: 'Reset Tester', role: 'athlete' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  const mail = await latestMail(request, email, 'recovery');
  const link = mail.links.find((l) => l.includes('/reset-password'));
  expect(link).toMatch(/\/reset-password\?token_hash=[^&]+&type=recovery$/);
  // another browser: none of the first one's storage (no PKCE verifier), as when the mail is read on a phone
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(link!);
  await expect(elsewhere).toHaveURL(/\/reset-password/);
  const reset = elsewhere.getByRole('form', { name: 'New password' });
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(reset.getByText('Password is required')).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill('BrandNewPass9');
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('BrandNewPass8');
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(reset.getByText('Passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('BrandNewPass9');
  await reset.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(elsewhere, 'Password updated! Please sign in with your new password.')).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/auth$/);

  // the old password no longer works, the new one does
  const signIn = elsewhere.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(elsewhere, 'Cannot sign in - Please check your credentials')).toBeVisible();
  await signInViaUI(elsewhere, email, 'BrandNewPass9');
  await elsewhere.context().close();
});

test('forgot password: the 6-digit code from the e-mail opens the new-password form', async ({ page, request }) => {
  const email = uniqueEmail('code');
  await signUpViaUI(page, { email, fullName: 'Code Tester', role: 'creator' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  const mail = await latestMail(request, email, 'recovery');
  const code = /code[^\d]*(\d{6})/.exec(mail.text)![1]!;

  await page.goto('/reset-password');
  const withCode = page.getByRole('form', { name: 'Reset with a code' });
  await withCode.getByLabel('Email').fill(email);
  await withCode.getByLabel('6-digit code').fill('12');
  await withCode.getByRole('button', { name: 'Continue' }).click();
  await expect(withCode.getByText('Enter the 6 digits from the e-mail')).toBeVisible();
  await withCode.getByLabel('6-digit code').fill(code);
  await withCode.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'New password' })).toBeVisible();
});

test('external sign-in through the local provider completes at /auth/callback', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Gina Google');
  await page.getByRole('button', { name: 'Allow and continue as this Google user' }).click();
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  // a brand-new account still has to finish onboarding
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('a failed external sign-in shows the error at /auth/callback', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied&error_description=The+user+denied+access');
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByText('The user denied access')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('RLS from the browser: a signed-in athlete cannot make themselves admin', async ({ page }) => {
  const email = uniqueEmail('rls');
  await signUpViaUI(page, { email, fullName: 'Rls Athlete', role: 'athlete' });
  const result = await page.evaluate(async () => {
    const client = (globalThis as unknown as { __pitchsideSupabase: any }).__pitchsideSupabase;
    const { data: u } = await client.auth.getUser();
    const attempt = await client.from('user_roles').upsert({ user_id: u.user.id, role: 'admin' }, { onConflict: 'user_id' }).select();
    const after = await client.from('user_roles').select('role').eq('user_id', u.user.id).single();
    return { error: attempt.error, data: attempt.data, role: after.data?.role };
  });
  expect(result.error?.code).toBe('42501');
  expect(result.error?.message).toMatch(/row-level security|permission/i);
  expect(result.role).toBe('athlete');
});

test('signing out in one browser leaves the same member signed in in another', async ({ page, browser }) => {
  const email = uniqueEmail('two-devices');
  await signUpViaUI(page, { email, fullName: 'Two Devices', role: 'athlete' });
  const laptop = await (await browser.newContext()).newPage();
  await signInViaUI(laptop, email, PASSWORD);
  await expect(laptop.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // the other browser's session was not ended: after a reload it is still signed in
  await laptop.reload();
  await expect(laptop.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await laptop.context().close();
});
