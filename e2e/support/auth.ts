import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Sup3rSecret!';
export type SignUpRole = 'athlete' | 'creator' | 'brand' | 'agency';
export const ROLE_LABELS: Record<SignUpRole, string> = { athlete: 'Athlete', creator: 'Content Creator', brand: 'Brand', agency: 'Agency' };
export const ROLE_DASHBOARDS: Record<SignUpRole, { path: string; heading: string }> = {
  athlete: { path: '/athlete-dashboard', heading: 'Athlete Dashboard' },
  creator: { path: '/creator-dashboard', heading: 'Creator Dashboard' },
  brand: { path: '/brand-dashboard', heading: 'Brand Dashboard' },
  agency: { path: '/agency-dashboard', heading: 'Agency Dashboard' },
};

/** A fresh address per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('li[data-type]').filter({ hasText: text }).first();
}

/** Fills and submits the Sign Up tab; waits until the page left /auth. */
export async function signUpViaUI(page: Page, input: { email: string; fullName: string; role: SignUpRole; password?: string }) {
  await page.goto(`/auth?mode=signup&role=${input.role}`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(input.fullName);
  await form.getByLabel('Email').fill(input.email);
  await form.getByLabel('Password', { exact: true }).fill(input.password ?? PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(input.password ?? PASSWORD);
  await expect(form.getByLabel('I am a')).toHaveValue(input.role);
  await form.getByLabel('I agree to the terms and conditions').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Signs in through the Sign In tab and waits for 'Welcome back! 🎉'. */
export async function signInViaUI(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back! 🎉')).toBeVisible();
}

/** Signs out through the avatar menu. */
export async function signOutViaUI(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page, /Signed out successfully/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
}

async function backendUrl(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string };
  return config.supabaseUrl;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind: string;
}

/** The newest mail of a kind the local auth server "sent" to an address (GET /mailbox.json). */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  const base = await backendUrl(request);
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${base}/mailbox.json?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as { messages: Mail[] };
      found = messages.find((m) => m.kind === kind);
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** Runs a function with the page's own supabase client (exposed outside production). */
export function withPageClient<T>(page: Page, fn: string): Promise<T> {
  return page.evaluate(async (body) => {
    const client = (globalThis as unknown as { __pitchsideSupabase?: unknown }).__pitchsideSupabase;
    if (!client) throw new Error('The page has no supabase client yet');
    return (new Function('client', `return (${body})(client);`) as (c: unknown) => Promise<T>)(client);
  }, fn);
}
