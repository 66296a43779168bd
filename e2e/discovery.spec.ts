import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

test('discovery: a brand searches talent, sees the fit for its deal with why, and invites; the athlete accepts and the apply form opens pre-filled', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const title = `Invite Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One court-side reel.', category: 'Sports Equipment', compensation_amount: 900, deliverables: ['Court-side reel'], target_roles: ['athlete'] });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];

  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto('/discover?role=athlete&category=basketball');
  await expect(brand.getByRole('heading', { level: 1, name: 'Discover Talent' })).toBeVisible();
  const results = brand.getByRole('list', { name: 'Talent' });
  const jordan = results.getByRole('article', { name: 'Jordan Reyes' });
  await expect(jordan).toBeVisible();
  await expect(brand.getByRole('status').filter({ hasText: /^\d+ (people|person)$/ })).toBeVisible();
  // the URL carries the filters; fit for one of the brand's deals, with why
  await brand.getByLabel('Fit for your deal').selectOption({ label: title });
  await expect(brand).toHaveURL(new RegExp(`deal=${dealId}`));
  await expect(brand).toHaveURL(/sort=fit/);
  await jordan.getByText(new RegExp(`^Why fit \\d+ for ${title}$`)).click();
  await expect(jordan.getByText(/^Category: \d+ of 30\./)).toBeVisible();
  await expect(jordan.getByText(/^Rate against budget: \d+ of 25\./)).toBeVisible();
  await expectAccessible(brand);

  await jordan.getByRole('button', { name: 'Invite to deal' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Invite Jordan Reyes to a deal' });
  await dialog.getByLabel('Deal').selectOption({ label: title });
  await dialog.getByLabel('Note (optional)').fill('Your free-throw breakdowns are exactly our audience.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastWith(brand, 'Invitation sent')).toBeVisible();
  // a second invitation to the same deal is refused with the database's reason
  await jordan.getByRole('button', { name: 'Invite to deal' }).click();
  await brand.getByRole('dialog', { name: 'Invite Jordan Reyes to a deal' }).getByLabel('Deal').selectOption({ label: title });
  await brand.getByRole('dialog', { name: 'Invite Jordan Reyes to a deal' }).getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastWith(brand, 'You already invited this person to this deal')).toBeVisible();

  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const card = athlete.getByRole('article', { name: `Invitation: ${title}` });
  await expect(card).toContainText('Your free-throw breakdowns are exactly our audience.');
  await expectAccessible(athlete);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(athlete).toHaveURL(new RegExp(`/marketplace/apply/${dealId}\\?invitation=`));
  await expect(athlete.getByLabel('Your pitch')).toHaveValue('Thank you for the invitation! ');

  // an athlete cannot open discovery
  await athlete.goto('/discover');
  await expect(athlete.getByRole('heading', { level: 1, name: 'Discover Talent' })).toHaveCount(0);
  await brand.context().close();
  await athlete.context().close();
});
