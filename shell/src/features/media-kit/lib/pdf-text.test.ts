import { pdfFileName, pdfText } from './pdf-text';

test('keeps Latin-1, plain-forms typography, drops the rest', () => {
  expect(pdfText('José’s “best” season – 2025 🏀')).toBe('José\'s "best" season - 2025');
  expect(pdfText('東京 Tokyo')).toBe('Tokyo');
  expect(pdfFileName(null, 'Jordan Reyes')).toBe('jordan-reyes-media-kit.pdf');
  expect(pdfFileName('jordan-hoops', 'x')).toBe('jordan-hoops-media-kit.pdf');
});
