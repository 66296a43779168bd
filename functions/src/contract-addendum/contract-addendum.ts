import { createHash } from 'node:crypto';
import { z } from 'zod';
import { callerId } from '../lib/auth';
import type { Deps } from '../lib/deps';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { assertInGoodStanding } from '../lib/standing';
import { downloadObject } from '../lib/storage';

/** The contract-addenda bucket's own limit. */
const MAX_BYTES = 5 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

const Body = z.strictObject({
  contract_id: z.uuid(),
  /** The object the brand uploaded into its own folder of the contract-addenda bucket. */
  path: z.string().trim().min(1).max(500),
});

/**
 * Why these bytes cannot be an addendum, or null. Hosted Storage checks only the declared type and the bucket's size
 * limit, so the function checks the file itself.
 */
export function addendumBytesProblem(bytes: Uint8Array): { code: string; message: string } | null {
  if (bytes.length > MAX_BYTES) return { code: 'addendum_too_large', message: 'The addendum must be at most 5 MB' };
  if (!Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) return { code: 'not_pdf', message: 'The addendum must be a PDF file' };
  return null;
}

/**
 * POST /contract-addendum: the brand's uploaded PDF becomes the addendum of a contract nobody has signed. The
 * SHA-256 the document names (and both parties sign) is computed here from the stored bytes, never taken from the
 * browser; stored addenda cannot be replaced or removed, so the file stays the one the hash names.
 */
export async function attachContractAddendum(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const { contract_id, path } = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  if (path.split('/')[0] !== caller) throw forbidden('Attach a PDF you uploaded yourself.');
  const bytes = await downloadObject(deps.config, 'contract-addenda', path);
  if (!bytes) throw badRequest('Upload the addendum PDF first', 'addendum_missing');
  const problem = addendumBytesProblem(bytes);
  if (problem) throw badRequest(problem.message, problem.code);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { error } = await deps.db.rpc('attach_contract_addendum', { p_user_id: caller, p_contract_id: contract_id, p_addendum_path: path, p_addendum_sha256: sha256 });
  if (error?.code === '42501') throw forbidden(error.message);
  if (error?.code === 'P0001') throw conflict(error.message, 'refused');
  if (error) throw new Error(`attach addendum: ${error.message}`);
  return { status: 200, body: { contract_id, sha256 } };
}
