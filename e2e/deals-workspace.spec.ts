import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';
import { acceptedApplicationViaApi } from './support/deals';

test.describe.configure({ mode: 'serial' });

test('a brand posts a deal with the editor, sees it in its list and in the marketplace, then closes it', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Brand: Apex Athletics' }).getByText('Verified', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('deals-brand-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'New Deal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Deal' });
  await form.getByRole('button', { name: 'Post Deal' }).click();
  await expect(form.getByText('Give the deal a title')).toBeVisible();
  await expect(form.getByText('Describe the deal in at least 20 characters')).toBeVisible();

  const title = `Winter Hoops Clinic Host ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Host a two-day winter clinic for middle-school players and share the best moments.');
  await form.getByLabel('Tags').fill('basketball, coaching, events');
  await form.getByLabel('Compensation ($)').fill('1800');
  await form.getByLabel('Deliverables').fill('Two clinic days\nOne recap reel');
  await form.getByLabel('Creators').uncheck();
  await form.getByLabel('Application deadline').fill('2020-01-01');
  await form.getByRole('button', { name: 'Post Deal' }).click();
  await expect(form.getByText('The application deadline must be in the future')).toBeVisible();
  await form.getByLabel('Application deadline').fill('');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('deal-editor-1280.png'), fullPage: true });
  await form.getByRole('button', { name: 'Post Deal' }).click();
  await expect(toastWith(page, 'Deal posted')).toBeVisible();
  await expect(page).toHaveURL(/\/deals$/);
  const row = page.getByRole('article', { name: title });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText(/No applicants yet/)).toBeVisible();

  await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();

  await page.goto('/deals');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Close Deal' }).click();
  await expect(page.getByRole('article', { name: title }).getByText('Closed', { exact: true })).toBeVisible();
  await page.context().close();
});

test('a hired deal keeps its pay: the editor shows it fixed, and the rest of the deal still saves', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  await page.getByRole('article', { name: 'Court Shoe Launch Campaign' }).getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Deal' });
  const pay = form.getByLabel('Compensation ($)');
  await expect(pay).toHaveValue('4000');
  await expect(pay).not.toBeEditable();
  await expect(pay).toHaveAccessibleDescription(/Fixed: the talent you hired signed for this pay/);
  await expect(form.getByLabel('Compensation type')).toBeDisabled();
  await expect(form.getByLabel('Brand')).toBeDisabled();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Deal updated')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Court Shoe Launch Campaign' })).toContainText('$4,000');
  await page.context().close();
});

test('the brand shortlists and accepts an applicant with a note; the applicant is told', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  await page.getByRole('article', { name: 'Pre-Season Training Gear Ambassador' }).getByRole('link', { name: 'Review Applicants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants: Pre-Season Training Gear Ambassador' })).toBeVisible();
  const tyler = page.getByRole('article', { name: /^Tyler Brooks/ });
  await expect(tyler.getByText('Catcher, team captain', { exact: false })).toBeVisible();
  await expect(tyler.getByText('$750')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('deal-applicants-1280.png'), fullPage: true });

  await tyler.getByRole('button', { name: 'Shortlist' }).click();
  await page.getByRole('dialog', { name: 'Shortlist Tyler Brooks?' }).getByRole('button', { name: 'Shortlist' }).click();
  await expect(toastWith(page, 'Applicant shortlisted')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tyler Brooks, Shortlisted' })).toBeVisible();

  await page.getByRole('article', { name: 'Tyler Brooks, Shortlisted' }).getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Tyler Brooks?' });
  // the deal belongs to the Back to Court campaign: the dialog says what accepting commits
  await expect(dialog.getByText(/^Accepting commits \$750: "Back to Court" will have \$[\d,]+ committed of \$25,000\.$/)).toBeVisible();
  await dialog.getByLabel('Message to the applicant (optional)').fill('Welcome to the team! Kit ships Monday.');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(page, 'Applicant accepted')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tyler Brooks, Accepted' }).getByText('Your note: Welcome to the team! Kit ships Monday.')).toBeVisible();
  await page.getByRole('button', { name: /^Accepted \(/ }).click();
  await expect(page.getByRole('list', { name: 'Applicants' }).getByRole('article')).not.toHaveCount(0);
  await page.context().close();

  const tylerPage = await (await freshContext(browser)).newPage();
  await signIn(tylerPage, 'tyler.brooks@pitchside.dev');
  await tylerPage.goto('/deals');
  const won = tylerPage.getByRole('article', { name: 'Pre-Season Training Gear Ambassador' });
  await expect(won.getByText('From the brand: Welcome to the team! Kit ships Monday.')).toBeVisible();
  await tylerPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(tylerPage.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem', { name: 'Application accepted' })).toBeVisible();
  await tylerPage.context().close();
});

test('an athlete sees the deals they won with deliverables and timeline; on a phone nothing overflows', async ({ browser }) => {
  const page = await (await freshContext(browser, { width: 375, height: 800 })).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/deals');
  const deal = page.getByRole('article', { name: 'Court Shoe Launch Campaign' });
  await expect(deal.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await expect(deal.getByRole('heading', { name: 'Deliverables' })).toBeVisible();
  await expect(deal.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /\/messages\?to=10000000-0000-4000-8000-000000000003/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('deals-talent-375.png'), fullPage: true });
  await page.context().close();
});

test('the talent withdraws from an accepted deal the brand has not funded: the deal leaves their Deals and the brand is told', async ({ browser, request }) => {
  const title = `Spring Trail Run Recap ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const creatorApi = await backendAs(request, 'creator@pitchside.dev');
  const { dealId, applicationId } = await acceptedApplicationViaApi(brandApi, creatorApi, DEMO_IDS.creator,
    { title, description: 'One recap reel of the spring trail run.', compensation_amount: 600, deliverables: ['Recap reel'] }, 'I film trail runs every weekend.');

  const creator = await (await freshContext(browser)).newPage();
  await signIn(creator, 'creator@pitchside.dev');
  await creator.goto('/deals');
  const won = creator.getByRole('article', { name: title });
  await expect(won.getByRole('region', { name: `Payment for ${title}` })).toContainText('The brand has not funded this deal yet.');
  // a deal she has delivered work on is not one she can walk away from here
  await expect(creator.getByRole('article', { name: 'Massage Gun Morning Routine' }).getByRole('button', { name: 'Withdraw from Deal' })).toHaveCount(0);
  await won.getByRole('button', { name: 'Withdraw from Deal' }).click();
  const dialog = creator.getByRole('dialog', { name: 'Withdraw from this deal?' });
  await expect(dialog).toContainText(`Apex Athletics has not funded "${title}", so no money moves.`);
  await expectAccessible(creator);
  await creator.screenshot({ path: test.info().outputPath('deal-withdraw-unfunded-1280.png') });
  await dialog.getByRole('button', { name: 'Stay on the Deal' }).click();
  await expect(won).toBeVisible();
  await won.getByRole('button', { name: 'Withdraw from Deal' }).click();
  await dialog.getByRole('button', { name: 'Withdraw from Deal' }).click();
  await expect(toastWith(creator, 'You withdrew from the deal: the brand was told')).toBeVisible();
  await expect(won).toHaveCount(0);
  await creator.goto('/marketplace/applications');
  await expect(creator.locator(`#application-${applicationId}`).getByText('Withdrawn', { exact: true })).toBeVisible();
  await creator.context().close();

  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto('/deals');
  await brand.getByRole('button', { name: /^Notifications/ }).click();
  const told = brand.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem', { name: 'Talent withdrew from a deal' }).filter({ hasText: title });
  await expect(told).toContainText(`withdrew from "${title}" before it was funded, so nothing was charged.`);
  await told.getByRole('button', { name: 'Talent withdrew from a deal', exact: true }).click();
  await expect(brand).toHaveURL(new RegExp(`/deals/${dealId}/applicants$`));
  await expect(brand.getByRole('article', { name: 'Maya Chen, Withdrawn' })).toBeVisible();
  await brand.context().close();
});

test('a deal its brand closed after hiring stays named in the talent\'s deals, with its brand and pay', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'priya.nair@pitchside.dev');
  await page.goto('/deals');
  const deal = page.getByRole('list', { name: 'Your deals' }).getByRole('article', { name: 'Autumn Lakes Cabin Weekend' });
  await expect(deal).toContainText('Summit Travel Co.');
  await expect(deal).toContainText('$1,400');
  await expect(deal.getByText('Approved', { exact: true })).toHaveCount(2);
  await page.context().close();
});

test("the demo creator: approved work waits for her payout account, a cancelled deal closes its deliverables and its kill fee waits too", async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'creator@pitchside.dev');
  await page.goto('/deals');
  const deals = page.getByRole('list', { name: 'Your deals' });

  const approved = deals.getByRole('article', { name: 'Massage Gun Morning Routine' });
  await expect(approved.getByRole('listitem', { name: '1 routine reel: Approved' })).toBeVisible();
  await expect(approved.getByRole('region', { name: 'Payment for Massage Gun Morning Routine' }))
    .toContainText('Your work was approved. Set up payouts to receive $270: it is sent as soon as Stripe has verified your payout account');

  const cancelled = deals.getByRole('article', { name: 'Hydration Mix Taste Test' });
  await expect(cancelled.getByText(/^This deal was cancelled: its payment was refunded to the brand less the kill fee on .+, so its deliverables are closed\.$/)).toBeVisible();
  await expect(cancelled.getByRole('button', { name: 'Submit 1 taste-test reel' })).toHaveCount(0);
  await expect(cancelled.getByText('Cancelled: $112.50 kill fee')).toBeVisible();
  await expect(cancelled.getByRole('region', { name: 'Payment for Hydration Mix Taste Test' }))
    .toContainText("you receive its kill fee of $112.50: $101.25 after Pitchside's 10% platform fee. Set up payouts to receive it");
  const contract = cancelled.getByRole('region', { name: 'Contract for Hydration Mix Taste Test' });
  await expect(contract.getByText('Ended', { exact: true })).toBeVisible();
  await expect(contract).toContainText('This deal was cancelled and its payment refunded, so its contract has ended: it no longer binds either party (its exclusivity included) and cannot be amended.');
  await expect(contract.getByRole('button', { name: 'View Contract' })).toBeVisible();
  await expect(contract.getByRole('button', { name: 'Propose Amendment' })).toHaveCount(0);

  const running = deals.getByRole('article', { name: 'Foam Roller Recovery Routine' });
  await expect(running.getByRole('listitem', { name: 'Recovery routine reel: Changes requested' })).toContainText('Could the intro be under five seconds?');
  await expect(running.getByRole('button', { name: 'Submit Recovery routine reel' })).toBeVisible();
  await expectAccessible(page);

  // her dashboard owes nothing on the cancelled deal; its next step is the reel Apex sent back
  await page.goto('/creator-dashboard');
  await expect(page.getByRole('region', { name: 'Update "Recovery routine reel"' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active deals' })).toContainText('2 Instagram stories');
  await expect(page.getByRole('region', { name: 'Active deals' })).not.toContainText('1 taste-test reel');
  await page.goto('/deals');
  await approved.getByRole('region', { name: 'Payment for Massage Gun Morning Routine' }).getByRole('link', { name: 'Earnings' }).click();
  const killFeeRow = page.getByTestId('earning-row').filter({ hasText: 'Hydration Mix Taste Test (kill fee)' });
  await expect(killFeeRow.getByRole('cell')).toHaveText(['Set up payoutsSet up payouts to receive $101.25.', '$112.50', '$11.25', '$101.25', '-', '-']);
  await expect(page.getByTestId('earning-row').filter({ hasText: 'Massage Gun Morning Routine' })).toContainText('Set up payouts to receive $270.00.');
  await page.context().close();

  // the brand sees the approved money waiting for her, and its page does not ask to release it again on every visit
  const brand = await (await freshContext(browser)).newPage();
  const releaseCalls: string[] = [];
  brand.on('request', (r) => { if (r.url().includes('/release-deal-payment')) releaseCalls.push(r.url()); });
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto('/deals');
  await brand.getByRole('article', { name: 'Massage Gun Morning Routine' }).getByRole('link', { name: 'Review Applicants' }).click();
  await expect(brand.getByRole('region', { name: 'Payment for Massage Gun Morning Routine' }))
    .toContainText('You approved the work. The money goes to Maya Chen as soon as their payout account is ready.');
  await brand.waitForLoadState('networkidle');
  expect(releaseCalls).toEqual([]);
  await brand.goto('/deals');
  await brand.getByRole('article', { name: 'Hydration Mix Taste Test' }).getByRole('link', { name: 'Review Applicants' }).click();
  await expect(brand.getByText(/^This deal was cancelled: its payment was refunded to the brand less the kill fee on .+, so its deliverables are closed\.$/)).toBeVisible();
  await expect(brand.getByLabel('Due date: 1 taste-test reel')).toHaveCount(0);
  await brand.context().close();
});

test('deliverables: the athlete resubmits requested changes, the brand approves, the athlete sees it approved', async ({ browser }) => {
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const deal = athlete.getByRole('article', { name: 'Court Shoe Launch Campaign' });
  await expect(deal.getByRole('listitem', { name: 'Unboxing video: Approved' })).toBeVisible();
  const posts = deal.getByRole('listitem', { name: '2 in-game posts: Changes requested' });
  await expect(posts.getByText('Changes requested: Great shot. Please tag @apexathletics')).toBeVisible();
  await posts.getByRole('button', { name: 'Submit 2 in-game posts' }).click();
  const dialog = athlete.getByRole('dialog', { name: 'Submit: 2 in-game posts' });
  await dialog.getByLabel('Link to the work').fill('not a link');
  await dialog.getByRole('button', { name: 'Submit Deliverable' }).click();
  await expect(dialog.getByText('Add a full link to the work, starting with https://')).toBeVisible();
  await dialog.getByLabel('Link to the work').fill('https://instagram.com/p/court-pro-game-one-tagged');
  await dialog.getByLabel('Note for the brand').fill('Tagged @apexathletics and added #CourtPro.');
  await dialog.getByRole('button', { name: 'Submit Deliverable' }).click();
  await expect(toastWith(athlete, 'Deliverable submitted')).toBeVisible();
  await expect(deal.getByRole('listitem', { name: '2 in-game posts: Submitted' })).toBeVisible();

  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto('/deals');
  await brand.getByRole('article', { name: 'Court Shoe Launch Campaign' }).getByRole('link', { name: 'Review Applicants' }).click();
  const work = brand.getByRole('region', { name: 'Deliverables from Jordan Reyes' });
  await expect(work.getByRole('link', { name: 'instagram.com/p/court-pro-game-one-tagged' })).toBeVisible();
  await expectAccessible(brand);
  await work.getByRole('button', { name: 'Approve 2 in-game posts' }).click();
  await expect(toastWith(brand, 'Deliverable approved')).toBeVisible();
  await expect(work.getByRole('listitem', { name: '2 in-game posts: Approved' })).toBeVisible();

  // the athlete's open page follows without a reload
  await expect(deal.getByRole('listitem', { name: '2 in-game posts: Approved' })).toBeVisible({ timeout: 15_000 });
  await athlete.context().close();
  await brand.context().close();
});

test('templates: start a deal from one, save a deal as one; a pending brand asks for verification', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  await page.getByRole('article', { name: 'Template: Season ambassador' }).getByRole('link', { name: 'Use Template' }).click();
  const form = page.getByRole('form', { name: 'Deal' });
  await expect(form.getByLabel('Title')).toHaveValue('Season ambassador');
  await expect(form.getByLabel('Compensation ($)')).toHaveValue('5000');
  await expect(form.getByLabel('Deliverables')).toHaveValue('Monthly posts\n2 appearances');

  const name = `Spring clinic ${Date.now()}`;
  await form.getByLabel('Title').fill('Spring clinic host');
  await form.getByRole('button', { name: 'Save as Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(toastWith(page, 'Template saved')).toBeVisible();
  await page.goto('/deals');
  await expect(page.getByRole('article', { name: `Template: ${name}` })).toBeVisible();

  const pending = page.getByRole('region', { name: 'Brand: Nova Startup Labs' });
  await expect(pending.getByText('Pending verification')).toBeVisible();
  await pending.getByRole('button', { name: 'Request Verification' }).click();
  await expect(toastWith(page, 'Verification requested')).toBeVisible();
  await expect(pending.getByText(/^Verification requested on /)).toBeVisible();
  await page.context().close();
});

test('an agency adds a client to its roster and clients_managed follows; athletes among them see fitting deals', async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'agency@pitchside.dev');
  await page.goto('/deals');
  const roster = page.getByRole('region', { name: 'Clients' });
  await expect(roster.getByRole('article', { name: 'Client: Sam Okafor' }).getByText('Open deals for athletes:')).toBeVisible();
  const agency = await backendAs(request, 'agency@pitchside.dev');
  const managed = async () => ((await agency.get('profiles?select=extra_data&user_id=eq.10000000-0000-4000-8000-000000000004')) as { extra_data: { clients_managed: number } }[])[0]!.extra_data.clients_managed;
  const before = await managed();

  await roster.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Enter the client name')).toBeVisible();
  const name = `Northside Runners ${Date.now()}`;
  await dialog.getByLabel('Client name').fill(name);
  await dialog.getByLabel('Contact').fill('coach@northside.example');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(toastWith(page, 'Client added')).toBeVisible();
  await expect(roster.getByRole('article', { name: `Client: ${name}` })).toBeVisible();
  await expect.poll(managed).toBe(before + 1);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('deals-agency-1280.png'), fullPage: true });

  // Removing asks first: Cancel keeps the client, Remove Client removes it.
  await roster.getByRole('article', { name: `Client: ${name}` }).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this client?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(roster.getByRole('article', { name: `Client: ${name}` })).toBeVisible();
  await roster.getByRole('article', { name: `Client: ${name}` }).getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove Client' }).click();
  await expect(roster.getByRole('article', { name: `Client: ${name}` })).toHaveCount(0);
  await expect.poll(managed).toBe(before);
  await page.context().close();
});

test('campaigns: a brand creates one with its audience and sees committed spend against budget', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  await expect(page.getByRole('article', { name: 'Campaign: Back to Court' }).getByText(/committed of \$25,000$/)).toBeVisible();
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Budget ($)').fill('-5');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog.getByText('Name the campaign')).toBeVisible();
  await expect(dialog.getByText('Enter a budget of 0 or more')).toBeVisible();
  const name = `Spring Push ${Date.now()}`;
  await dialog.getByLabel('Campaign name').fill(name);
  await dialog.getByLabel('Budget ($)').fill('1500');
  await dialog.getByLabel('Athlete', { exact: true }).check();
  await dialog.getByLabel('Basketball').check();
  await dialog.getByLabel('10k-100k').check();
  await dialog.getByLabel('Locations').fill('US, Canada');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toastWith(page, 'Campaign created')).toBeVisible();
  await expect(page.getByRole('article', { name: `Campaign: ${name}` }).getByText('$0 committed of $1,500')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('deals-brand-375.png'), fullPage: true });
  await page.context().close();
});

test('a brand edits its brand and uploads a logo, and sets a deliverable due date', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/deals');
  const nova = page.getByRole('region', { name: 'Brand: Nova Startup Labs' });
  await nova.getByRole('button', { name: 'Edit brand Nova Startup Labs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Nova Startup Labs' });
  await dialog.getByLabel('Logo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByText('Choose a PNG, JPEG, WebP, GIF or SVG image')).toBeVisible();
  // a 1x1 PNG
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByLabel('Logo').setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: png });
  await dialog.getByLabel('Industry').fill('technology');
  await dialog.getByRole('button', { name: 'Save Brand' }).click();
  await expect(toastWith(page, 'Brand saved')).toBeVisible();
  await expect(nova.locator('img[src*="/storage/v1/object/public/brand-logos/"]')).toBeVisible();

  await page.getByRole('article', { name: 'Youth Camp Guest Coach' }).getByRole('link', { name: 'Review Applicants' }).click();
  const due = page.getByRole('region', { name: 'Deliverables from Lena Fischer' }).getByLabel('Due date: 1 recap post');
  await due.fill('2027-01-15');
  await expect(toastWith(page, 'Due date saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Deliverables from Lena Fischer' }).getByLabel('Due date: 1 recap post')).toHaveValue('2027-01-15');
  await page.context().close();
});

test('on a phone, the deal editor and the applicant review fit the screen', async ({ browser }) => {
  const page = await (await freshContext(browser, { width: 375, height: 800 })).newPage();
  await signIn(page, 'brand@pitchside.dev');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto('/deals/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
  await page.getByRole('form', { name: 'Deal' }).getByLabel('Title').fill('Spring Training Vlog Series');
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Spring Training Vlog Series' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('deal-editor-375.png'), fullPage: true });

  await page.goto('/deals');
  await page.getByRole('article', { name: 'Pre-Season Training Gear Ambassador' }).getByRole('link', { name: 'Review Applicants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Applicants/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('applicants-375.png'), fullPage: true });
  await page.context().close();
});
