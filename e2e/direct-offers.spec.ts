import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

const AMARA = 'amara.diallo@pitchside.dev';

test('direct offer: a brand finds a talent and sends a private offer; visitors and other talent never see it; the talent accepts it on the dashboard and the deal is in both workspaces', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const title = `Private Clinic Reel ${Date.now()}`;

  // the brand discovers Amara and sends an offer with its terms
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  const amara = brand.getByRole('list', { name: 'Talent' }).getByRole('article', { name: 'Amara Diallo' });
  // under heavy load the session's role can arrive after the guard has looked: open the page again then
  await expect(async () => {
    await brand.goto('/discover?role=athlete&category=soccer');
    await expect(amara).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  await amara.getByRole('button', { name: 'Send offer' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Send Amara Diallo an offer' });
  await dialog.getByLabel('Offer title').fill(title);
  await dialog.getByLabel('Message to the talent (optional)').fill('Your coaching sessions are exactly what our academy line needs.');
  await dialog.getByLabel('Amount (USD)').fill('1450');
  await dialog.getByLabel('Deliverable 1', { exact: true }).fill('Clinic highlight reel');
  await expectAccessible(brand);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(toastWith(brand, 'Offer sent')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // nobody else sees it: a signed-out visitor's and another talent's marketplace, and their backend reads
  const visitor = await (await freshContext(browser)).newPage();
  await visitor.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('heading', { name: 'No deals match these filters' })).toBeVisible();
  const jordan = await (await freshContext(browser)).newPage();
  await signIn(jordan, 'athlete@pitchside.dev');
  await jordan.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await expect(jordan.getByRole('heading', { name: 'No deals match these filters' })).toBeVisible();
  // the brand reads its own private deal (never listed: brand_verified is false for it)
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const [deal] = (await brandApi.get(`deals?select=id,brand_verified&title=eq.${encodeURIComponent(title)}`)) as [{ id: string; brand_verified: boolean }];
  expect(deal.brand_verified).toBe(false);
  const jordanApi = await backendAs(request, 'athlete@pitchside.dev');
  expect(await jordanApi.get(`deals?select=id&id=eq.${deal.id}`)).toEqual([]);
  expect(await jordanApi.get(`direct_offers?select=id&deal_id=eq.${deal.id}`)).toEqual([]);
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const anon = await request.get(`${config.supabaseUrl}/rest/v1/deals?select=id&id=eq.${deal.id}`, { headers: { apikey: config.supabaseAnonKey } });
  expect(await anon.json()).toEqual([]);

  // the talent sees it on the dashboard's Invitations card and accepts
  const talent = await (await freshContext(browser)).newPage();
  await signIn(talent, AMARA);
  await talent.goto('/dashboard');
  const invitations = talent.getByRole('region', { name: 'Invitations' });
  const card = invitations.getByRole('article', { name: `Offer: ${title}` });
  // (the card reads five queries; under heavy load it can take a while)
  await expect(card).toContainText('Private offer from Apex Athletics · $1,450 (version 1)', { timeout: 45_000 });
  await expect(card).toContainText('Your coaching sessions are exactly what our academy line needs.');
  await expect(card.getByRole('link', { name: `View offer: ${title}` })).toHaveAttribute('href', /\/marketplace\/applications#application-[0-9a-f-]{36}$/);
  await expectAccessible(talent);
  await card.getByRole('button', { name: 'Accept' }).click();
  // accepting asks first, naming the amount Fund Deal will charge; Cancel keeps the offer open
  const confirm = talent.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText(`This agrees “${title}” with Apex Athletics at $1,450 (version 1 of the terms).`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  // accepting opens the deals workspace, where the deal now is
  await expect(talent).toHaveURL(/\/deals$/, { timeout: 30_000 });
  await expect(talent.getByRole('list', { name: 'Your deals' }).getByRole('article', { name: title })).toBeVisible();

  // and in the brand's workspace, with its agreed amount to fund
  await brand.goto('/deals');
  await expect(brand.getByRole('list', { name: 'Your deals' }).getByRole('article', { name: title })).toBeVisible();
  const [app] = (await brandApi.get(`applications?select=status,application_data&deal_id=eq.${deal.id}`)) as [{ status: string; application_data: { agreedAmountCents: number } }];
  expect(app.status).toBe('accepted');
  expect(app.application_data.agreedAmountCents).toBe(145000);

  // once answered, the card is gone
  await talent.goto('/dashboard');
  await expect(talent.getByRole('region', { name: 'Invitations' }).getByRole('article', { name: `Offer: ${title}` })).toHaveCount(0);
  for (const p of [brand, visitor, jordan, talent]) await p.context().close();
});

test('roster request: an agency asks a talent it found to join its roster; the talent declines on the dashboard with a reason and the agency is told', async ({ browser, request }) => {
  test.setTimeout(210_000);
  // (accepting adds the agency_clients row: direct-offers.test.ts; declining here leaves the demo agency's roster,
  // which deals-workspace.spec.ts counts, as it is)
  const agency = await (await freshContext(browser)).newPage();
  await signIn(agency, 'agency@pitchside.dev');
  const tyler = agency.getByRole('list', { name: 'Talent' }).getByRole('article', { name: 'Tyler Brooks' });
  await expect(async () => {
    await agency.goto('/discover?role=athlete&category=baseball');
    await expect(tyler).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  await tyler.getByRole('button', { name: 'Ask to join roster' }).click();
  const dialog = agency.getByRole('dialog', { name: 'Ask Tyler Brooks to join your roster' });
  await dialog.getByLabel('Message (optional)').fill('We book baseball talent with three regional brands.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toastWith(agency, 'Roster request sent')).toBeVisible();
  // a second request while the first is open is refused with the database's reason
  await tyler.getByRole('button', { name: 'Ask to join roster' }).click();
  await agency.getByRole('dialog', { name: 'Ask Tyler Brooks to join your roster' }).getByRole('button', { name: 'Send request' }).click();
  await expect(toastWith(agency, 'You already asked this person to join your roster')).toBeVisible();

  const talent = await (await freshContext(browser)).newPage();
  await signIn(talent, 'tyler.brooks@pitchside.dev');
  await talent.goto('/dashboard');
  const card = talent.getByRole('region', { name: 'Invitations' }).getByRole('article', { name: 'Roster request: Elevate Talent Group' });
  await expect(card).toContainText('We book baseball talent with three regional brands.', { timeout: 45_000 });
  await card.getByRole('button', { name: 'Decline' }).click();
  const decline = talent.getByRole('dialog', { name: 'Decline this roster request?' });
  await decline.getByLabel('Reason (optional)').fill('I am happy managing my own deals.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(toastWith(talent, 'Roster request declined')).toBeVisible();
  await expect(card).toHaveCount(0);

  const agencyApi = await backendAs(request, 'agency@pitchside.dev');
  await expect
    .poll(async () => ((await agencyApi.get("notifications?select=message&title=eq.Roster%20request%20declined&order=created_at.desc&limit=1")) as { message: string }[])[0]?.message)
    .toBe('Tyler Brooks declined your roster request. Reason: I am happy managing my own deals.');
  for (const p of [agency, talent]) await p.context().close();
});

test("offer from a profile: a brand sends an offer from a creator's profile page; the creator finds it on /deals, opens its private deal and accepts it after confirming", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const PRIYA = '10000000-0000-4000-8000-000000000014';
  const title = `Stream Setup Tour ${Date.now()}`;
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/user-profile?id=${PRIYA}`);
  await expect(brand.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible({ timeout: 30_000 });

  // Invite to deal opens the same dialog as Discover's results; Cancel goes back to the profile
  await brand.getByRole('link', { name: 'Invite to deal' }).click();
  const invite = brand.getByRole('dialog', { name: 'Invite Priya Nair to a deal' });
  await expect(invite.getByLabel('Deal')).toBeVisible();
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(brand).toHaveURL(new RegExp(`/user-profile\\?id=${PRIYA}$`));

  await brand.getByRole('link', { name: 'Send offer' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Send Priya Nair an offer' });
  await dialog.getByLabel('Offer title').fill(title);
  await dialog.getByLabel('Amount (USD)').fill('900');
  await dialog.getByLabel('Deliverable 1', { exact: true }).fill('Stream setup tour video');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(toastWith(brand, 'Offer sent')).toBeVisible();
  await expect(brand).toHaveURL(new RegExp(`/user-profile\\?id=${PRIYA}$`));
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const [deal] = (await brandApi.get(`deals?select=id&title=eq.${encodeURIComponent(title)}`)) as [{ id: string }];

  // the creator sees it in the Invitations on /deals
  const talent = await (await freshContext(browser)).newPage();
  await signIn(talent, 'priya.nair@pitchside.dev');
  await talent.goto('/deals');
  await expect(talent.getByRole('region', { name: 'Invitations' }).getByRole('article', { name: `Offer: ${title}` })).toContainText('Private offer from Apex Athletics · $900 (version 1)', { timeout: 45_000 });

  // the offer's own link (its notification's) shows the offer to answer, not Apply Now
  await talent.goto(`/marketplace/deals/${deal.id}`);
  const details = talent.getByRole('dialog', { name: title });
  await expect(details.getByText('Only Apex Athletics and the talent it was made to see this deal; it is never listed.')).toBeVisible({ timeout: 30_000 });
  await expect(details.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  const offer = details.getByRole('region', { name: 'Your private offer' }).getByRole('article', { name: `Offer: ${title}` });
  await expectAccessible(talent);
  await offer.getByRole('button', { name: 'Accept' }).click();
  const confirm = talent.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText('at $900 (version 1 of the terms)');
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  await expect(talent).toHaveURL(/\/deals$/, { timeout: 30_000 });
  await expect(talent.getByRole('list', { name: 'Your deals' }).getByRole('article', { name: title })).toBeVisible();
  const [app] = (await brandApi.get(`applications?select=status,application_data&deal_id=eq.${deal.id}`)) as [{ status: string; application_data: { agreedAmountCents: number } }];
  expect(app.status).toBe('accepted');
  expect(app.application_data.agreedAmountCents).toBe(90000);
  for (const p of [brand, talent]) await p.context().close();
});

test('My Applications: a private offer the talent declined reads as closed (its terms are not open to accept), and an accepted deal the brand cancelled as ended', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'creator@pitchside.dev');
  await page.goto('/marketplace/applications');
  await page.getByRole('button', { name: /^Withdrawn \(/ }).click();
  const declined = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Court Shoe Unboxing' }) });
  await expect(declined.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  const version = declined.getByLabel('Version 1', { exact: true });
  await expect(version.getByText('Closed', { exact: true })).toBeVisible();
  await expect(version.getByText('Open', { exact: true })).toHaveCount(0);
  await expect(declined.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // an accepted deal the brand cancelled after funding reads as ended, and says where its details are
  await page.getByRole('button', { name: /^Accepted \(/ }).click();
  const cancelled = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hydration Mix Taste Test' }) });
  await expect(cancelled.getByText('Deal ended', { exact: true })).toBeVisible();
  await expect(cancelled.getByText(/^The brand cancelled this deal on [A-Z][a-z]{2} \d{1,2}, \d{4} and its payment was refunded to the brand\./)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Foam Roller Recovery Routine' }) }).getByText('Deal ended')).toHaveCount(0);
  await expectAccessible(page);
  await page.context().close();
});
