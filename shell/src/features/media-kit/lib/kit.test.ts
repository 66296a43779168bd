import { HANDLE_PATTERN, kitAudience, kitSubtitle, mediaKitSchema, suggestHandle } from './kit';

test('handles come from the name and fit the database pattern', () => {
  expect(suggestHandle('José Álvarez-Núñez', 'a1b2')).toBe('jose-alvarez-nunez-a1b2');
  expect(HANDLE_PATTERN.test(suggestHandle('!!!', 'x9'))).toBe(true);
  expect(HANDLE_PATTERN.test('-bad')).toBe(false);
});

test('the kit shows the general audience, else the first platform', () => {
  const rows = [
    { platform: 'instagram', dimension: 'age', label: '18-24', percentage: 60 },
    { platform: 'instagram', dimension: 'gender', label: 'female', percentage: 70 },
  ];
  expect(kitAudience(rows).platform).toBe('instagram');
  expect(kitAudience([...rows, { platform: null, dimension: 'age', label: '25-34', percentage: 100 }]).byDimension).toEqual({
    age: [{ platform: null, dimension: 'age', label: '25-34', percentage: 100 }],
  });
});

test('subtitle and parsing', () => {
  expect(kitSubtitle({ role: 'athlete', sport: 'basketball', position: 'Point guard', school: 'Ohio State', graduation_year: 2027, content_type: null, company_name: null, location: 'Columbus, OH' })).toBe(
    "Basketball · Point guard · Ohio State '27 · Columbus, OH",
  );
  const parsed = mediaKitSchema.parse({
    user_id: 'u',
    full_name: 'Maya Chen',
    role: 'creator',
    published: true,
    sections: ['platforms'],
    platforms: [{ platform: 'tiktok', handle: 'mayamoves', url: null, follower_count: 312000, engagement_rate: '7.20' }],
    audience: null,
    stats: null,
    achievements: null,
    partnerships: null,
    rates: null,
  });
  expect(parsed.platforms![0]!.engagement_rate).toBe(7.2);
  expect(parsed.content_categories).toEqual([]);
});
