import { applyPageHead, DEFAULT_TITLE, formatTitle } from './page-head';

describe('page head', () => {
  it('appends the brand when a title lacks it, keeps titles that have it, and defaults to the tagline', () => {
    expect(formatTitle('Pricing')).toBe('Pricing | Pitchside');
    expect(formatTitle('Pitchside Pricing')).toBe('Pitchside Pricing');
    expect(formatTitle('About pitchside')).toBe('About pitchside');
    expect(formatTitle('')).toBe(DEFAULT_TITLE);
    expect(formatTitle(undefined)).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toContain('Pitchside');
  });

  it('writes title, description, keywords, share image, canonical and organisation data', () => {
    applyPageHead(
      { title: 'FAQ', description: 'Answers', keywords: ['a', 'b'] },
      { origin: 'https://pitchside.dev', pathname: '/faq' },
    );
    expect(document.title).toBe('FAQ | Pitchside');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Answers');
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('a, b');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://pitchside.dev/og-image.png');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://pitchside.dev/faq');
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld['@type']).toBe('Organization');
    expect(ld.name).toBe('Pitchside');
    // A second call updates the same elements instead of adding more.
    applyPageHead({ title: 'Pitchside Terms' }, { origin: 'https://pitchside.dev', pathname: '/terms' });
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.title).toBe('Pitchside Terms');
  });
});
