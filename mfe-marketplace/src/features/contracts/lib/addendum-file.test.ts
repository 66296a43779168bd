/** @jest-environment node */
import { addendumFileProblem, addendumObjectName, sha256Hex } from './addendum-file';

describe('the brand addendum file', () => {
  test('a PDF of at most 5 MB, with a clear reason otherwise', () => {
    expect(addendumFileProblem({ name: 'terms.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(addendumFileProblem({ name: 'terms.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000 })).toBe('The addendum must be a PDF file');
    expect(addendumFileProblem({ name: 'terms.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 })).toBe('The addendum must be at most 5 MB; this PDF is 6.0 MB');
    expect(addendumFileProblem({ name: 'terms.pdf', type: 'application/pdf', size: 0 })).toBe('This PDF is empty');
  });

  test('stored under the brand owner\'s folder with a safe name', () => {
    expect(addendumObjectName('u1', 'Apex Terms (2026) #3.PDF', 42)).toBe('u1/42/Apex Terms 2026 3.pdf');
    expect(addendumObjectName('u1', '###.pdf', 42)).toBe('u1/42/addendum.pdf');
  });

  test('the SHA-256 of the exact bytes', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
