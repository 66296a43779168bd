import { DEFAULT_DISCOVER, discoverArgs, formatFollowers, readDiscover, writeDiscover } from './discover-filters';

test('the URL round-trips every filter and leaves defaults out', () => {
  const url = 'role=athlete&category=basketball&platform=instagram&fmin=10000&fmax=500000&eng=3.5&age=18-24&female=50&country=United+States&location=Austin&school=Lakeside&budget=1500&kit=1&sort=fit&deal=d1&page=2';
  const f = readDiscover(new URLSearchParams(url));
  expect(f).toEqual({
    role: 'athlete', category: 'basketball', platform: 'instagram', followersMin: '10000', followersMax: '500000', engagementMin: '3.5',
    ageBand: '18-24', femaleMin: '50', country: 'United States', location: 'Austin', school: 'Lakeside', budget: '1500', mediaKit: true,
    sort: 'fit', deal: 'd1', page: 2,
  });
  expect(readDiscover(writeDiscover(f))).toEqual(f);
  expect(writeDiscover(DEFAULT_DISCOVER).toString()).toBe('');
});

test('nonsense in the URL falls back to the defaults; fit without a deal sorts by followers', () => {
  expect(readDiscover(new URLSearchParams('role=admin&fmin=-3&eng=abc&sort=fit&page=0'))).toEqual(DEFAULT_DISCOVER);
});

test('the arguments carry only what is set, with the page as an offset', () => {
  expect(discoverArgs(DEFAULT_DISCOVER)).toEqual({ p_sort: 'followers', p_limit: 24, p_offset: 0 });
  expect(discoverArgs({ ...DEFAULT_DISCOVER, role: 'creator', followersMin: '1000', budget: '800', mediaKit: true, deal: 'd1', sort: 'fit', page: 3 })).toEqual({
    p_sort: 'fit', p_limit: 24, p_offset: 48, p_role: 'creator', p_followers_min: 1000, p_budget: 800, p_media_kit: true, p_deal_id: 'd1',
  });
  expect(formatFollowers(150_000)).toBe('150K followers');
});
