/** Entries of an uncompressed (ustar) tar archive, as PGlite's dumpDataDir writes one. */
const BLOCK = 512;
const decoder = new TextDecoder();

const field = (header: Uint8Array, start: number, length: number): string =>
  decoder.decode(header.subarray(start, start + length)).replace(/\0.*$/s, '');

/** The archive without the entries whose path `drop` names (a path as stored: PGlite's start with "/"). */
export function withoutTarEntries(tar: Uint8Array, drop: (path: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(prefix ? `${prefix}/${name}` : name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
