import { bestSlots, MIN_POSTS, type PastPost } from './posting-times';
import { parsePostCsv } from './post-csv';

describe('parsePostCsv', () => {
  it('reads columns in any order and reports bad lines by number', () => {
    const r = parsePostCsv('platform,date,reach,engagement\nInstagram,2026-01-05,4000,320\ntiktok,2026-01-06T18:30:00Z,900,80\nmyspace,2026-01-07,1,1\ninstagram,2026-01-08,lots,1');
    expect(r.rows).toEqual([
      { platform: 'instagram', posted_at: '2026-01-05', reach: 4000, engagement: 320 },
      { platform: 'tiktok', posted_at: '2026-01-06T18:30:00Z', reach: 900, engagement: 80 },
    ]);
    expect(r.errors).toHaveLength(2);
    expect(r.errors[0]).toMatch(/^Line 4:/);
  });
  it('refuses a file without the header, an empty file and future dates', () => {
    expect(parsePostCsv('date,reach\n2026-01-01,5').errors[0]).toMatch(/missing: platform, engagement/);
    expect(parsePostCsv('').errors).toEqual(['The file is empty.']);
    expect(parsePostCsv('date,platform,reach,engagement\n2999-01-01,instagram,1,1').errors[0]).toMatch(/in the future/);
  });
});

describe('bestSlots', () => {
  const post = (iso: string, reach: number, engagement: number): PastPost => ({ posted_at: iso, platform: 'instagram', reach, engagement });
  it('needs enough posts before it suggests anything', () => {
    expect(bestSlots(Array.from({ length: MIN_POSTS - 1 }, (_, i) => post(`2026-01-0${(i % 9) + 1}T18:00:00Z`, 100, 10)), 'UTC')).toEqual([]);
  });
  it('ranks weekday and 3-hour blocks by engagement rate', () => {
    const posts = [
      ...Array.from({ length: 6 }, () => post('2026-01-05T19:00:00Z', 1000, 90)), // Monday 6-9 pm: 9%
      ...Array.from({ length: 6 }, () => post('2026-01-10T08:00:00Z', 1000, 40)), // Saturday 6-9 am: 4%
    ];
    expect(bestSlots(posts, 'UTC')).toEqual([
      { day: 'Monday', hour: 18, rate: 9, posts: 6 },
      { day: 'Saturday', hour: 6, rate: 4, posts: 6 },
    ]);
  });
});
