import { hasVisibleText } from './visible-text';

test('blank: empty, spaces, tabs, line breaks, no-break, zero-width and other invisible spaces', () => {
  for (const blank of ['', ' ', '\t\n\t', ' \r\n ', '\u00a0', '\u200b\u200c\u200d', '\u2060', '\ufeff', '\u3000\u2028', null, undefined, 3]) {
    expect(hasVisibleText(blank)).toBe(false);
  }
});

test('visible: any other character, wherever it is', () => {
  for (const text of ['a', ' a ', '\t.\n', '\u200bé', '😀', '中']) expect(hasVisibleText(text)).toBe(true);
});
