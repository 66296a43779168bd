// Object names, MIME types and magic bytes: what the local storage API accepts.

/** Supabase Storage's key rule (isValidKey), plus our own limits. */
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]*$/;
const MAX_NAME_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

/** Returns an error message, or null when `name` is a safe object name. */
export function invalidName(name: string): string | null {
  if (!name) return 'The object name is empty';
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return 'The object name is too long';
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'The object name contains control characters';
  if (name.includes('\\')) return 'The object name contains a backslash';
  if (name.startsWith('/')) return 'The object name must be relative';
  if (!KEY_CHARS.test(name)) return `Invalid key: ${name}`;
  for (const seg of name.split('/')) {
    if (seg === '') return 'The object name contains an empty folder';
    if (seg === '.' || seg === '..') return 'The object name contains a relative path segment';
    if (Buffer.byteLength(seg) > MAX_SEGMENT_BYTES) return 'A folder or file name is too long';
  }
  return null;
}

export function baseMime(contentType: string | undefined | null): string {
  return ((contentType ?? '').split(';')[0] ?? '').trim().toLowerCase();
}

/** Bucket allowed_mime_types may hold wildcards like image/*. Null or empty list: anything. */
export function mimeAllowed(mime: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((a) => {
    const x = a.toLowerCase().trim();
    if (x === '*/*' || x === '*') return true;
    if (x.endsWith('/*')) return mime.startsWith(x.slice(0, -1));
    return x === mime;
  });
}

export type Sniffed =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'executable'
  | 'archive'
  | 'unknown';

/** Looks at the first bytes of a file. */
export function sniff(head: Buffer): Sniffed {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (starts(0x4d, 0x5a)) return 'executable'; // MZ: Windows PE / DOS
  if (starts(0x7f, 0x45, 0x4c, 0x46)) return 'executable'; // ELF
  if (starts(0xfe, 0xed, 0xfa, 0xce) || starts(0xfe, 0xed, 0xfa, 0xcf) || starts(0xce, 0xfa, 0xed, 0xfe) || starts(0xcf, 0xfa, 0xed, 0xfe))
    return 'executable'; // Mach-O
  if (starts(0xca, 0xfe, 0xba, 0xbe)) return 'executable'; // Mach-O fat / Java class
  if (starts(0x23, 0x21)) return 'executable'; // #! script
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x1f, 0x8b) || starts(0x52, 0x61, 0x72, 0x21)) return 'archive';
  return 'unknown';
}

const RASTER = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Does the content agree with the declared type? Returns an error message or null. */
export function contentMismatch(declared: string, head: Buffer): string | null {
  const got = sniff(head);
  if (got === 'executable') return `mime type ${declared} is not supported: the file content is an executable`;
  if (RASTER.has(declared)) {
    if (!RASTER.has(got)) return `mime type ${declared} is not supported: the file content is not a ${declared} image`;
    return null;
  }
  if (declared === 'application/pdf' && got !== 'application/pdf') {
    return 'mime type application/pdf is not supported: the file content is not a PDF document';
  }
  if (declared === 'image/svg+xml') {
    const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (!text.startsWith('<')) return 'mime type image/svg+xml is not supported: the file content is not SVG';
  }
  if (declared.startsWith('text/') && (got === 'archive' || head.includes(0))) {
    return `mime type ${declared} is not supported: the file content is binary`;
  }
  return null;
}
