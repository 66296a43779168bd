import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PASSWORD, type SignUpRole } from './auth';

export const DEMO_IDS = {
  athlete: '10000000-0000-4000-8000-000000000001',
  creator: '10000000-0000-4000-8000-000000000002',
  brand: '10000000-0000-4000-8000-000000000003',
  /** Apex Athletics, the demo brand's company */
  brandCompany: '20000000-0000-4000-8000-000000000001',
} as const;
export const DEMO_PASSWORD = 'Pitchside123!';

/** A new browser context whose user skips onboarding (a stored snooze date), so guarded pages open at once. */
export async function freshContext(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport });
  await context.addInitScript(() => localStorage.setItem('onboarding_snoozed_until', new Date(Date.now() + 86_400_000).toISOString()));
  return context;
}

/** Signs up through the auth page (fresh address), and waits until the user is signed in. */
export async function signUp(page: Page, fullName: string, role: SignUpRole) {
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}@example.com`;
  await page.goto(`/auth?mode=signup&role=${role}`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('I agree to the terms and conditions').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return email;
}

/**
 * Signs in through the auth page's Sign In tab and waits until the user is signed in. For journeys about signing
 * in (a changed password, a changed email) and those that go on from the page sign-in lands on.
 */
export async function signInViaPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/**
 * Signs the page's browser context in as `email` for the pages it opens next (the caller opens one): a session of
 * its own from the backend's password grant, kept where the app's supabase-js client keeps it (local storage), as
 * signing in on the auth page leaves it. No page load, typing or redirect, so a journey about something else
 * spends no time on the sign-in page; that page is what auth-flows, auth-validation and onboarding journeys test
 * (signInViaUI), and signInViaPage goes through it where a journey needs it. A session per call, as the page
 * gives: a journey that signs out ends only its own.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const context = page.context();
  const configResponse = await context.request.get('/config.json');
  const config = (await configResponse.json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const token = await context.request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password },
  });
  expect(token.ok(), `sign in as ${email}`).toBe(true);
  const session = (await token.json()) as { access_token: string; user: { email: string } };
  expect(session.user.email).toBe(email);
  // supabase-js's storage key: sb-<first label of the backend's host>-auth-token
  const key = `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
  // Once per context (a marker in local storage): a later sign-out or token refresh in the app stays as it is.
  await context.addInitScript(
    ({ origin, key, value, marker }) => {
      if (location.origin !== origin || localStorage.getItem(marker)) return;
      localStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    { origin: new URL(configResponse.url()).origin, key, value: JSON.stringify(session), marker: `e2e-session-placed:${session.access_token.slice(-16)}` },
  );
}

/** The Messages item's unread badge in the top navigation. */
export const messagesBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('messages-unread-badge');

/** A new account signed up through the auth API (fresh address), for a journey that needs a user no other touches. */
export async function signUpViaApi(request: APIRequestContext, fullName: string, role: SignUpRole = 'athlete') {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const email = `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@example.com`;
  const signup = await request.post(`${config.supabaseUrl}/auth/v1/signup`, {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password: PASSWORD, data: { full_name: fullName, role } },
  });
  expect(signup.ok()).toBe(true);
  const body = (await signup.json()) as { id?: string; user?: { id: string } };
  return { email, id: body.user?.id ?? body.id! };
}

/** The backend as a given user (for what another product area does, e.g. a brand deciding an application). */
export async function backendAs(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password },
  });
  expect(token.ok()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${access_token}` };
  return {
    get: async (path: string) => (await request.get(`${config.supabaseUrl}/rest/v1/${path}`, { headers })).json(),
    post: (path: string, data: unknown) =>
      request.post(`${config.supabaseUrl}/rest/v1/${path}`, { headers: { ...headers, Prefer: 'return=representation' }, data }),
    rpc: (fn: string, args: unknown) => request.post(`${config.supabaseUrl}/rest/v1/rpc/${fn}`, { headers, data: args }),
    patch: (path: string, data: unknown) =>
      request.patch(`${config.supabaseUrl}/rest/v1/${path}`, { headers: { ...headers, Prefer: 'return=representation' }, data }),
    del: (path: string) => request.delete(`${config.supabaseUrl}/rest/v1/${path}`, { headers }),
  };
}
