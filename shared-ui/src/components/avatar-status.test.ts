import { avatarColor, avatarInitial, avatarInitials, defaultAvatarUrl, INITIALS_PALETTE, shouldShowFallback } from './avatar-status';

describe('avatar rules', () => {
  it('shows the fallback unless the image loaded, once the delay has passed', () => {
    expect(shouldShowFallback('idle', true)).toBe(true);
    expect(shouldShowFallback('loading', true)).toBe(true);
    expect(shouldShowFallback('error', true)).toBe(true);
    expect(shouldShowFallback('loaded', true)).toBe(false);
    expect(shouldShowFallback('loading', false)).toBe(false);
  });

  it('uses the first letter of the name, else the email, else U', () => {
    expect(avatarInitial('jordan lee', 'x@y.z')).toBe('J');
    expect(avatarInitial('  ', 'maya@pitchside.dev')).toBe('M');
    expect(avatarInitial(null, undefined)).toBe('U');
  });

  it('generates the same default image for the same user id, and different ones for different ids', () => {
    const a = defaultAvatarUrl('3f1c0e7a-0000-4000-8000-000000000001');
    expect(a).toMatch(/^data:image\/svg\+xml/);
    expect(defaultAvatarUrl('3f1c0e7a-0000-4000-8000-000000000001')).toBe(a);
    expect(defaultAvatarUrl('3f1c0e7a-0000-4000-8000-000000000002')).not.toBe(a);
  });

  it('shows up to two initials: first and last word of the name, else the email, else U (issue 37, 3)', () => {
    expect(avatarInitials('Jordan Reyes', null)).toBe('JR');
    expect(avatarInitials('  maya  de la cruz ', null)).toBe('MC');
    expect(avatarInitials('Apex Athletics', null)).toBe('AA');
    expect(avatarInitials('Maya', null)).toBe('M');
    expect(avatarInitials('— ', 'sam@pitchside.dev')).toBe('S');
    expect(avatarInitials(null, null)).toBe('U');
  });

  it('gives a name the same colour every time, from a palette white text reads on', () => {
    expect(avatarColor('Jordan Reyes')).toBe(avatarColor('Jordan Reyes'));
    expect(INITIALS_PALETTE).toContain(avatarColor('Apex Athletics'));
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const c of INITIALS_PALETTE) expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
