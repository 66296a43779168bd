import { avatarInitial, defaultAvatarUrl, shouldShowFallback } from './avatar-status';

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
});
