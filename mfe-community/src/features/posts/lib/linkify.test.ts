import { linkify } from './linkify';

describe('linkify', () => {
  test('plain text stays one text part', () => {
    expect(linkify('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });

  test('http(s) and www links become links; the sentence keeps its full stop', () => {
    expect(linkify('See https://pitchside.dev/learn. Or www.example.com, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://pitchside.dev/learn', href: 'https://pitchside.dev/learn' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  test('markup and other schemes are text, never links or HTML', () => {
    const parts = linkify('<img src=x onerror=alert(1)> javascript:alert(1)');
    expect(parts).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> javascript:alert(1)' }]);
  });

  test('a link in brackets leaves the bracket out', () => {
    expect(linkify('(https://a.co/x)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://a.co/x', href: 'https://a.co/x' },
      { kind: 'text', text: ')' },
    ]);
  });
});
