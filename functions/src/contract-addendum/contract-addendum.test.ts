import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_PASSWORD, startHarness, type Harness } from '../testing/harness';
import { addendumBytesProblem, attachContractAddendum } from './contract-addendum';

const APEX_OWNER = '10000000-0000-4000-8000-000000000003';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let h: Harness;
let brand: SupabaseClient;
let brandToken: string;

async function signedIn(email: string): Promise<[SupabaseClient, string]> {
  const client = h.server.client({ key: h.server.publishableKey });
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return [client, data.session!.access_token];
}

async function upload(client: SupabaseClient, name: string, bytes: Buffer): Promise<string> {
  const path = `${APEX_OWNER}/${Date.now()}-${Math.random().toString(36).slice(2)}/${name}`;
  const { error } = await client.storage.from('contract-addenda').upload(path, bytes, { contentType: 'application/pdf' });
  if (error) throw error;
  return path;
}

/** A contract of the demo brand nobody has signed (the seed's accepted direct offer). */
async function unsignedContract(): Promise<{ id: string; document_hash: string }> {
  const { data, error } = await h.deps.db.from('contracts').select('id, document_hash, deals!inner(title)')
    .eq('deals.title', 'Off-Season Conditioning Series').eq('status', 'awaiting_signatures').single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  h = await startHarness({ storage: true });
  [brand, brandToken] = await signedIn('brand@pitchside.dev');
});
afterAll(() => h.close());

describe('the stored bytes', () => {
  // hosted Storage takes any bytes declared application/pdf (the local one sniffs them, so this is not reachable
  // through its upload)
  test.each([
    ['a PDF', PDF, null],
    ['a Word file named .pdf', Buffer.from('PK\u0003\u0004word/document.xml'), { code: 'not_pdf', message: 'The addendum must be a PDF file' }],
    ['an empty file', Buffer.alloc(0), { code: 'not_pdf', message: 'The addendum must be a PDF file' }],
    ['a PDF over 5 MB', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), { code: 'addendum_too_large', message: 'The addendum must be at most 5 MB' }],
  ])('%s', (_name, bytes, problem) => {
    expect(addendumBytesProblem(bytes)).toEqual(problem);
  });
});

describe('POST /contract-addendum', () => {
  test('records the SHA-256 of the stored bytes (a client cannot name one); the re-rendered document names it', async () => {
    const contract = await unsignedContract();
    const path = await upload(brand, 'Apex terms.pdf', PDF);
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(await h.call(attachContractAddendum, { contract_id: contract.id, path }, brandToken)).toEqual({ status: 200, body: { contract_id: contract.id, sha256 } });
    const { data } = await h.deps.db.from('contracts').select('template, terms, document, document_hash').eq('id', contract.id).single();
    expect(data!.template).toBe('brand_addendum');
    expect((data!.terms as { addendum: unknown }).addendum).toEqual({ path, file_name: 'Apex terms.pdf', sha256, size: PDF.length });
    expect(data!.document).toContain(`(PDF, SHA-256 ${sha256})`);
    expect(data!.document_hash).not.toBe(contract.document_hash);
    // a hash the client names is not taken: the body allows only the contract and the path
    expect(await h.call(attachContractAddendum, { contract_id: contract.id, path, sha256: 'b'.repeat(64) }, brandToken)).toMatchObject({ status: 400 });
  });

  test('refuses, with a 4xx and its reason: no sign-in, a file in someone else\'s folder, no such file, a contract that is not the caller\'s', async () => {
    const contract = await unsignedContract();
    const path = await upload(brand, 'terms.pdf', PDF);
    expect(await h.call(attachContractAddendum, { contract_id: contract.id, path })).toMatchObject({ status: 401 });
    const [, athleteToken] = await signedIn('athlete@pitchside.dev');
    expect(await h.call(attachContractAddendum, { contract_id: contract.id, path }, athleteToken))
      .toMatchObject({ status: 403, body: { error: { message: 'Attach a PDF you uploaded yourself.' } } });
    expect(await h.call(attachContractAddendum, { contract_id: contract.id, path: `${APEX_OWNER}/missing/terms.pdf` }, brandToken))
      .toMatchObject({ status: 400, body: { error: { code: 'addendum_missing', message: 'Upload the addendum PDF first' } } });
    expect(await h.call(attachContractAddendum, { contract_id: '00000000-0000-4000-8000-000000000000', path }, brandToken))
      .toMatchObject({ status: 403, body: { error: { message: 'Only the brand of this contract chooses its governing terms' } } });
    expect(await h.call(attachContractAddendum, { contract_id: 'nope', path }, brandToken)).toMatchObject({ status: 400 });
  });

  test('once anyone has signed, the addendum is an amendment: 409 with the database\'s words', async () => {
    const { data, error } = await h.deps.db.from('contracts').select('id, deals!inner(title)')
      .eq('deals.title', 'Youth Camp Guest Coach').eq('status', 'awaiting_signatures').single();
    if (error) throw error;
    const path = await upload(brand, 'late.pdf', PDF);
    expect(await h.call(attachContractAddendum, { contract_id: data.id, path }, brandToken)).toMatchObject({
      status: 409,
      body: { error: { message: 'The governing terms are chosen before anyone signs; now a change is an amendment both parties sign' } },
    });
  });
});
