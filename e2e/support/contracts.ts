import { expect } from '@playwright/test';
import type { backendAs } from './messaging';

type Api = Awaited<ReturnType<typeof backendAs>>;

/**
 * Both parties sign the contract the database issued when the application was accepted (what each does on the
 * deal's Contract panel), so the deal can be funded. contracts.spec.ts walks the signing through the UI.
 */
export async function signContractViaApi(brand: Api, talent: Api, applicationId: string, names = { brand: 'Morgan Blake', talent: 'Jordan Reyes' }) {
  const [contract] = (await brand.get(`contracts?select=id,document_hash&application_id=eq.${applicationId}&status=eq.awaiting_signatures`)) as { id: string; document_hash: string }[];
  expect(contract).toBeDefined();
  for (const [api, name] of [[talent, names.talent], [brand, names.brand]] as const) {
    const signed = await api.rpc('sign_contract', { p_contract_id: contract!.id, p_full_name: name, p_agree: true, p_document_hash: contract!.document_hash });
    expect(signed.status()).toBe(200);
  }
}
