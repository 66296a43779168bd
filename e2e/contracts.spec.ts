import fs from 'node:fs';
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, DEMO_IDS, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';
import { acceptedApplicationViaApi } from './support/deals';

test('contract: the brand accepts, Fund Deal waits for signatures, both sign in the product, the PDF downloads with its audit page, then the brand funds', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const title = `Signed Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const deal = await brandApi.post('deals', { brand_id: DEMO_IDS.brandCompany, title, description: 'One launch reel.', compensation_amount: 700, deliverables: ['Launch reel'] });
  expect(deal.status()).toBe(201);
  const [{ id: dealId }] = (await deal.json()) as [{ id: string }];
  expect((await athleteApi.post('applications', { deal_id: dealId, user_id: DEMO_IDS.athlete, application_data: { pitch: 'Filming this week.' } })).status()).toBe(201);

  // the brand accepts the applicant: the database issues the contract
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  await brand.getByRole('article', { name: /^Jordan Reyes, / }).getByRole('button', { name: 'Accept' }).click();
  await brand.getByRole('dialog', { name: 'Accept Jordan Reyes?' }).getByRole('button', { name: 'Accept' }).click();
  const card = brand.getByRole('article', { name: 'Jordan Reyes, Accepted' });
  const contract = card.getByRole('region', { name: `Contract for ${title}` });
  await expect(contract.getByText('Waiting for signatures', { exact: true })).toBeVisible();
  await expect(contract.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveText(['Brand: not signed yet', 'Talent: not signed yet']);
  const payment = card.getByRole('region', { name: `Payment for ${title}` });
  await expect(payment.getByRole('button', { name: 'Fund Deal ($700)' })).toBeDisabled();
  await expect(payment.getByText(/^Waiting for signatures:/)).toBeVisible();
  // the payment function refuses too, not only the button
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string; functionsUrl: string };
  const token = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email: 'brand@pitchside.dev', password: 'Pitchside123!' } });
  const { access_token } = (await token.json()) as { access_token: string };
  const [{ id: applicationId }] = (await brandApi.get(`applications?select=id&deal_id=eq.${dealId}`)) as [{ id: string }];
  const site = test.info().project.use.baseURL!;
  const early = await request.post(`${config.functionsUrl}/create-payment`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { amount: 70000, description: `Deal funding: ${title}`, user_id: DEMO_IDS.brand, application_id: applicationId, success_url: `${site}/payment-success`, cancel_url: `${site}/payment-canceled` },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe('contract_unsigned');

  // the athlete reviews the document on their deals page and signs: typed full legal name + I agree
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  // (the seeded Court Shoe contract is in force: its delivered piece's usage window and the exclusivity show)
  const rights = athlete.getByRole('region', { name: 'Contract for Court Shoe Launch Campaign' }).getByRole('list', { name: 'Usage rights and exclusivity' });
  await expect(rights).toContainText(/Unboxing video: usage rights end on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(rights).toContainText(/Exclusivity in Basketball footwear until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const mine = athlete.getByRole('region', { name: `Contract for ${title}` });
  await mine.getByRole('button', { name: 'Review and Sign' }).click();
  const dialog = athlete.getByRole('dialog', { name: `Contract: ${title}` });
  const text = dialog.getByLabel('Contract text');
  await expect(text).toContainText('SPONSORSHIP AGREEMENT PS-');
  await expect(text).toContainText('Talent: Jordan Reyes.');
  await expect(text).toContainText('Cash: $700.00 (USD)');
  await expect(text).toContainText('FTC');
  await expect(dialog.getByText(/^Document SHA-256: [0-9a-f]{64}$/)).toBeVisible();
  await expectAccessible(athlete);
  // "I agree" is required
  await dialog.getByLabel('Full legal name').fill('Jordan Reyes');
  await dialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(dialog.getByText('Select "I agree" to sign')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I agree' }).check();
  await dialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(athlete, 'Contract signed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText('You have signed. Waiting for the other party.')).toBeVisible();

  // the brand sees the talent's signature live; still waiting for its own
  await expect(contract.getByRole('list', { name: 'Signatures' })).toContainText(/Talent: signed by Jordan Reyes on /);
  await expect(payment.getByRole('button', { name: 'Fund Deal ($700)' })).toBeDisabled();
  await contract.getByRole('button', { name: 'Review and Sign' }).click();
  const brandDialog = brand.getByRole('dialog', { name: `Contract: ${title}` });
  await brandDialog.getByLabel('Full legal name').fill('Morgan Blake');
  await brandDialog.getByRole('checkbox', { name: 'I agree' }).check();
  await brandDialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(brand, 'Contract signed')).toBeVisible();
  await expect(contract.getByText('In force', { exact: true })).toBeVisible();
  await expect(contract.getByRole('list', { name: 'Signatures' })).toContainText(/Brand: signed by Morgan Blake on /);

  // the PDF: a real PDF file, loaded on the first click
  const [download] = await Promise.all([brand.waitForEvent('download'), contract.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ps-[0-9a-f]{8}-v1\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('Audit trail');

  // in force: the brand funds
  await expect(payment.getByText(/^Waiting for signatures:/)).toHaveCount(0);
  await payment.getByRole('button', { name: 'Fund Deal ($700)' }).click();
  await expect(brand).toHaveURL(/\/checkout\/cs_test_/);
  await expect(brand.getByText('$700.00', { exact: true })).toBeVisible();
  await athlete.context().close();
  await brand.context().close();
});

test("governing terms and amendments: the brand attaches its own PDF addendum (PDF only, 5 MB), both open it, both sign; the talent proposes an amendment with a reason, both sign it and it supersedes version 1; the talent declines the brand's next one", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const title = `Addendum Reel ${Date.now()}`;
  const brandApi = await backendAs(request, 'brand@pitchside.dev');
  const athleteApi = await backendAs(request, 'athlete@pitchside.dev');
  const { dealId, applicationId } = await acceptedApplicationViaApi(brandApi, athleteApi, DEMO_IDS.athlete,
    { title, description: 'One reel with our terms.', compensation_amount: 500, deliverables: ['Reel'] });

  // the brand chooses its own PDF as the addendum: a file over 5 MB is refused with a clear reason
  const brand = await (await freshContext(browser)).newPage();
  await signIn(brand, 'brand@pitchside.dev');
  await brand.goto(`/deals/${dealId}/applicants`);
  const contract = brand.getByRole('region', { name: `Contract for ${title}` });
  await expect(contract.getByText('Governing terms: Pitchside Standard Creator Terms.')).toBeVisible();
  await contract.getByRole('button', { name: 'Governing Terms' }).click();
  const terms = brand.getByRole('dialog', { name: 'Governing terms' });
  await terms.getByRole('radio', { name: 'Standard terms plus our own PDF addendum' }).check();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await terms.getByLabel('Addendum PDF').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) });
  await expect(terms.getByText('The addendum must be at most 5 MB; this PDF is 6.0 MB')).toBeVisible();
  await terms.getByLabel('Addendum PDF').setInputFiles({ name: 'terms.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK') });
  await expect(terms.getByText('The addendum must be a PDF file')).toBeVisible();
  await terms.getByLabel('Addendum PDF').setInputFiles({ name: 'Apex terms.pdf', mimeType: 'application/pdf', buffer: pdf });
  await terms.getByRole('button', { name: 'Save Governing Terms' }).click();
  await expect(toastWith(brand, 'Addendum attached to the contract')).toBeVisible();
  await expect(contract.getByText('Governing terms: Pitchside Standard Creator Terms, with the brand\'s addendum "Apex terms.pdf".')).toBeVisible();
  await brand.screenshot({ path: test.info().outputPath('addendum-brand.png'), fullPage: false });

  // the athlete opens the addendum (the same bytes) and signs the document that names it and its hash
  const sha = crypto.createHash('sha256').update(pdf).digest('hex');
  const athlete = await (await freshContext(browser)).newPage();
  await signIn(athlete, 'athlete@pitchside.dev');
  await athlete.goto('/deals');
  const mine = athlete.getByRole('region', { name: `Contract for ${title}` });
  const [download] = await Promise.all([athlete.waitForEvent('download'), mine.getByRole('button', { name: 'Open Addendum (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('Apex terms.pdf');
  expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);
  await mine.getByRole('button', { name: 'Review and Sign' }).click();
  const dialog = athlete.getByRole('dialog', { name: `Contract: ${title}` });
  await expect(dialog.getByLabel('Contract text')).toContainText(`The brand's addendum "Apex terms.pdf" (PDF, SHA-256 ${sha}) is attached to this agreement`);
  await dialog.getByLabel('Full legal name').fill('Jordan Reyes');
  await dialog.getByRole('checkbox', { name: 'I agree' }).check();
  await dialog.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(athlete, 'Contract signed')).toBeVisible();

  // only the parties read the file: another member's request is refused by the storage policy
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const [v1] = (await brandApi.get(`contracts?select=id,document_hash,terms&application_id=eq.${applicationId}`)) as [{ id: string; document_hash: string; terms: { addendum: { path: string } } }];
  const strangerToken = (await (await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, { headers: { apikey: config.supabaseAnonKey }, data: { email: 'creator@pitchside.dev', password: 'Pitchside123!' } })).json()) as { access_token: string };
  const stolen = await request.get(`${config.supabaseUrl}/storage/v1/object/contract-addenda/${v1.terms.addendum.path.split('/').map(encodeURIComponent).join('/')}`, {
    headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${strangerToken.access_token}` },
  });
  expect(stolen.ok()).toBe(false);

  // the brand signs (its own side of this journey is covered above); in force
  expect((await brandApi.rpc('sign_contract', { p_contract_id: v1.id, p_full_name: 'Morgan Blake', p_agree: true, p_document_hash: v1.document_hash })).status()).toBe(200);
  await expect(mine.getByText('In force', { exact: true })).toBeVisible();

  // the athlete proposes an amendment: a longer notice, with the reason
  await mine.getByRole('button', { name: 'Propose Amendment' }).click();
  const amend = athlete.getByRole('dialog', { name: 'Propose an amendment' });
  await amend.getByRole('button', { name: 'Propose Amendment' }).click();
  await expect(amend.getByText('Say why the terms change')).toBeVisible();
  await amend.getByLabel('Reason for the amendment').fill('Two weeks of notice fits my season schedule');
  await amend.getByRole('button', { name: 'Propose Amendment' }).click();
  await expect(amend.getByText('Change at least one term: this is the contract in force as it is.')).toBeVisible();
  await amend.getByLabel('Notice (days)').fill('14');
  await expectAccessible(athlete);
  await athlete.screenshot({ path: test.info().outputPath('amendment-form.png'), fullPage: false });
  await amend.getByRole('button', { name: 'Propose Amendment' }).click();
  await expect(toastWith(athlete, 'Amendment proposed: both parties sign it to put it in force')).toBeVisible();
  await expect(mine.getByText('Amendment waiting for signatures', { exact: true })).toBeVisible();
  const versions = mine.getByRole('list', { name: 'Contract versions' });
  await expect(versions.getByRole('listitem')).toHaveText([/^Version 1 \(original\)In force/, /^Amendment 1Waiting for signatures.*Reason: Two weeks of notice fits my season schedule$/]);
  await expect(mine.getByRole('button', { name: 'Propose Amendment' })).toHaveCount(0);

  // both sign the amendment the same way: typed name + I agree, in the brand's view too
  await mine.getByRole('button', { name: 'Review and Sign' }).click();
  const amendment = athlete.getByRole('dialog', { name: `Contract: ${title}, Amendment 1` });
  await expect(amendment.getByLabel('Contract text')).toContainText('Reason: Two weeks of notice fits my season schedule.');
  await expect(amendment.getByLabel('Contract text')).toContainText("Either party may cancel with 14 days' written notice");
  await expect(amendment.getByLabel('Contract text')).toContainText('"Apex terms.pdf"');
  await amendment.getByLabel('Full legal name').fill('Jordan Reyes');
  await amendment.getByRole('checkbox', { name: 'I agree' }).check();
  await amendment.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(athlete, 'Contract signed')).toBeVisible();
  await expect(mine.getByText('You have signed the amendment. Waiting for the other party.')).toBeVisible();

  await expect(contract.getByText('Amendment waiting for signatures', { exact: true })).toBeVisible();
  await contract.getByRole('button', { name: 'Review and Sign' }).click();
  const brandAmendment = brand.getByRole('dialog', { name: `Contract: ${title}, Amendment 1` });
  await brandAmendment.getByLabel('Full legal name').fill('Morgan Blake');
  await brandAmendment.getByRole('checkbox', { name: 'I agree' }).check();
  await brandAmendment.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toastWith(brand, 'Contract signed')).toBeVisible();
  await expect(contract.getByRole('list', { name: 'Contract versions' }).getByRole('listitem')).toHaveText([/^Version 1 \(original\)Superseded/, /^Amendment 1In force/]);
  await expect(versions.getByRole('listitem')).toHaveText([/^Version 1 \(original\)Superseded/, /^Amendment 1In force/]);
  // the superseded version still opens, unchanged
  await versions.getByRole('button', { name: 'View Version 1 (original)' }).click();
  await expect(athlete.getByRole('dialog', { name: `Contract: ${title}` }).getByLabel('Contract text')).toContainText("Either party may cancel with 7 days' written notice");
  await athlete.screenshot({ path: test.info().outputPath('contract-versions.png'), fullPage: false });

  // a waiting amendment ends without signatures: the brand, who proposes it, could withdraw it; the athlete declines it
  await athlete.keyboard.press('Escape');
  const [inForceNow] = (await brandApi.get(`contracts?select=id&application_id=eq.${applicationId}&status=eq.in_force`)) as [{ id: string }];
  expect((await brandApi.rpc('amend_contract', { p_contract_id: inForceNow.id, p_changes: { cancellation: { notice_days: 21, kill_fee_pct: 25 } }, p_reason: 'Three weeks of notice' })).status()).toBe(200);
  await expect(contract.getByRole('button', { name: 'Withdraw Amendment' })).toBeVisible();
  await mine.getByRole('button', { name: 'Decline Amendment' }).click();
  const declining = athlete.getByRole('dialog', { name: 'Decline Amendment 2?' });
  await expect(declining).toContainText('Amendment 1 stays in force');
  await declining.getByRole('button', { name: 'Decline Amendment' }).click();
  await expect(toastWith(athlete, 'Amendment declined: the version before stays in force')).toBeVisible();
  await expect(versions.getByRole('listitem')).toHaveText([/^Version 1 \(original\)Superseded/, /^Amendment 1In force/, /^Amendment 2Declined.*Reason: Three weeks of notice$/]);
  await expect(mine.getByRole('button', { name: 'Propose Amendment' })).toBeVisible();
  await expect(contract.getByRole('button', { name: 'Withdraw Amendment' })).toHaveCount(0);
  await athlete.screenshot({ path: test.info().outputPath('amendment-declined.png'), fullPage: false });
  await athlete.context().close();
  await brand.context().close();
});

test('a competing brand sees a current exclusivity on the talent\'s profile and in search, without the brand that holds it; other viewers see nothing', async ({ browser }) => {
  // Courtside Optics is in sports, as Apex Athletics (which holds Jordan's exclusivity in Basketball footwear)
  const rival = await (await freshContext(browser)).newPage();
  await signIn(rival, 'courtside@members.pitchside.dev');
  await rival.goto(`/user-profile?id=${DEMO_IDS.athlete}`);
  const onProfile = rival.getByRole('region', { name: 'Current exclusivities' });
  await expect(onProfile).toHaveText(/^Exclusive with a competing brand in Basketball footwear until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(onProfile).not.toContainText('Apex');
  // his finished Apex deals without an exclusivity are public past partnerships; the deal that holds it is not named
  await expect(rival.getByRole('main')).toContainText('Summer Skills Camp Recap');
  await expect(rival.getByRole('main')).not.toContainText('Court Shoe');
  await rival.screenshot({ path: test.info().outputPath('exclusivity-profile.png'), fullPage: false });
  await rival.goto('/discover?role=athlete&category=basketball');
  const jordan = rival.getByRole('article', { name: 'Jordan Reyes' });
  await expect(jordan.getByRole('list', { name: 'Current exclusivities' })).toHaveText(/^Exclusive with a competing brand in Basketball footwear until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(jordan).not.toContainText('Apex');
  await rival.context().close();

  // an agency (and a brand in another industry) sees the profile without it
  for (const email of ['agency@pitchside.dev', 'ridgeline@members.pitchside.dev']) {
    const other = await (await freshContext(browser)).newPage();
    await signIn(other, email);
    await other.goto(`/user-profile?id=${DEMO_IDS.athlete}`);
    await expect(other.getByRole('heading', { name: 'Jordan Reyes' }).first()).toBeVisible();
    await expect(other.getByRole('region', { name: 'Current exclusivities' })).toHaveCount(0);
    await expect(other.getByText(/Exclusive with a competing brand/)).toHaveCount(0);
    await other.context().close();
  }
});
