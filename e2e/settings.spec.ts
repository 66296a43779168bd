import { expect, test } from '@playwright/test';
import { latestMail, PASSWORD, toast } from './support/auth';
import { freshContext, signInViaPage, signUp } from './support/messaging';
import { expectAccessible } from './support/axe';

/**
 * Settings (issue 16): a notification switch is saved and survives a reload; a password change, then sign-in with
 * the new password; deleting the account ends the ability to sign in. /settings is the same page. Axe clean.
 */
test('Message Notifications off is saved and survives a reload; /settings is the settings page', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, `Nia Brooks ${Date.now()}`, 'athlete');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/user-profile\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const messages = page.getByRole('switch', { name: 'Message Notifications' });
  await expect(messages).toHaveAttribute('aria-checked', 'true');
  await messages.click();
  await expect(toast(page, 'Preferences saved! ✅')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Message Notifications' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Deal Alerts' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/settings-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screenshots/settings-375.png', fullPage: true });
  await page.context().close();
});

test('password change: the wrong current password is refused, then the new password signs in', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  const email = await signUp(page, `Omar Haddad ${Date.now()}`, 'creator');
  await page.goto('/user-profile/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('New password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill('NotMyPassword1!');
  await form.getByLabel('New password', { exact: true }).fill('FreshStart2026!');
  await form.getByLabel('Confirm new password').fill('FreshStart2026!');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Your current password is not correct')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();

  const again = await (await freshContext(browser)).newPage();
  await again.goto('/auth');
  const signInForm = again.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(again, 'Cannot sign in - Please check your credentials')).toBeVisible();
  await signInViaPage(again, email, 'FreshStart2026!');
  await Promise.all([page, again].map((p) => p.context().close()));
});

test('deleting the account takes typed confirmation and ends the ability to sign in', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  const email = await signUp(page, `Lena Park ${Date.now()}`, 'athlete');
  await page.goto('/user-profile/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  // Home, also when another request of the tab met the ended session before the deletion was answered (supabase-js
  // then signs the tab out and the settings page's guard leaves for /auth first; the answer still brings them home).
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Cannot sign in - Please check your credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.context().close();
});

test("the deletion's answer brings the visitor home even when the tab met the ended session first and was signed out", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, `Omar Haddad ${Date.now()}`, 'creator');
  await page.goto('/user-profile/settings');
  // the deletion is done on the server at once; its answer reaches the page only when released
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/rest/v1/rpc/delete_my_account', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  const answered = page.waitForResponse('**/rest/v1/rpc/delete_my_account');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  // meanwhile the tab opens another page: its requests meet the ended session, the tab is signed out and the guard
  // leaves for the sign-in page, unmounting the settings page that asked
  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/auth/);
  release();
  await answered;
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.context().close();
});

test('email change: confirmed by the link mailed to the new address, then the new address signs in', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signUp(page, `Ada Mensah ${Date.now()}`, 'brand');
  const newEmail = `ada.mensah-${Date.now()}@example.org`;
  await page.goto('/user-profile/settings');
  const form = page.getByRole('form', { name: 'Email address' });
  await form.getByLabel('New email').fill('ada@');
  await form.getByRole('button', { name: 'Change Email' }).click();
  await expect(form.getByText('Invalid email format')).toBeVisible();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Email' }).click();
  await expect(toast(page, 'Check your inbox')).toBeVisible();

  const mail = await latestMail(request, newEmail, 'email_change');
  await page.goto(mail.links[0]!);
  await page.waitForURL(/\/user-profile\/settings/);
  const again = await (await freshContext(browser)).newPage();
  await signInViaPage(again, newEmail, PASSWORD);
  await Promise.all([page, again].map((p) => p.context().close()));
});
