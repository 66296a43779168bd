/** @jest-environment node */
import { Readable } from 'node:stream';
import { readMultipart } from './multipart';
import { contentMismatch, invalidName, mimeAllowed, sniff } from './validate';

test('object names', () => {
  for (const ok of ['u/a.png', 'u/sub dir/file (1).png', "u/it's+fine=ok;.png"]) expect(invalidName(ok)).toBeNull();
  for (const bad of ['', '/abs.png', 'u/../x', 'u/./x', 'u//x', 'a\\b', 'a\u0000b', 'a\nb', 'u/<x>.png', 'u/' + 'x'.repeat(256), 'x/'.repeat(600)]) {
    expect({ bad, err: invalidName(bad) === null }).toEqual({ bad, err: false });
  }
});

test('mime allow-list and magic bytes', () => {
  expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
  expect(mimeAllowed('text/plain', ['image/png'])).toBe(false);
  expect(mimeAllowed('text/plain', null)).toBe(true);
  expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  expect(sniff(Buffer.from('MZ\x90\x00'))).toBe('executable');
  expect(sniff(Buffer.from('\x7fELF'))).toBe('executable');
  expect(contentMismatch('image/png', Buffer.from('MZ....'))).toMatch(/executable/);
  expect(contentMismatch('image/png', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull(); // a JPEG labelled PNG is still an image
  expect(contentMismatch('application/pdf', Buffer.from('%PDF-1.7'))).toBeNull();
  expect(contentMismatch('application/pdf', Buffer.from('<html>'))).toMatch(/not a PDF/);
  expect(contentMismatch('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(contentMismatch('text/plain', Buffer.from('hello'))).toBeNull();
});

test('multipart: fields and one streamed file, split across arbitrary chunk boundaries', async () => {
  const boundary = '----x123';
  const file = Buffer.alloc(70_000, 0x41);
  file.write(`\r\n--${boundary.slice(0, 5)}`, 1000); // a partial delimiter inside the data
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  for (const size of [1, 7, 100, 65536]) {
    const chunks: Buffer[] = [];
    for (let i = 0; i < body.length; i += size) chunks.push(body.subarray(i, i + size));
    const got: Buffer[] = [];
    let type: string | null = null;
    const { fields, sawFile } = await readMultipart(Readable.from(chunks), boundary, async (h) => {
      type = h.contentType;
      return { write: async (c) => void got.push(Buffer.from(c)), end: async () => undefined };
    });
    expect(sawFile).toBe(true);
    expect(fields).toEqual({ cacheControl: '3600' });
    expect(type).toBe('image/png');
    expect(Buffer.concat(got).equals(file)).toBe(true);
  }
});
