/** The brand's addendum: a PDF of at most 5 MB (the contract-addenda bucket's own limits). */
export const ADDENDUM_MAX_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be the addendum, or null when it can. */
export function addendumFileProblem(file: { name: string; type: string; size: number }): string | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return 'The addendum must be a PDF file';
  if (file.size === 0) return 'This PDF is empty';
  if (file.size > ADDENDUM_MAX_BYTES) return `The addendum must be at most 5 MB; this PDF is ${(file.size / 1024 / 1024).toFixed(1)} MB`;
  return null;
}

/** A storage-safe object name from the file's name (letters, digits, spaces, dots, dashes), ending in .pdf. */
export function addendumObjectName(ownerId: string, fileName: string, now = Date.now()): string {
  const base = fileName.replace(/\.pdf$/i, '').replace(/[^\w .-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'addendum';
  return `${ownerId}/${now}/${base}.pdf`;
}

/** The SHA-256 of bytes, in hex (Web Crypto, in the browser and in Node). */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
