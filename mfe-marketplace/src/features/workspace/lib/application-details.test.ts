import { applicationAmount, applicationAmountLine, applicationDetails } from './application-details';

const profile = { role: 'athlete', sport: 'basketball', content_type: null, follower_count: '10k-50k', instagram_handle: '@jreyes', twitter_handle: null, tiktok_handle: 'jreyes.hoops' };

test('the brand sees who applied, the pitch, safe links and the facts the applicant gave', () => {
  const d = applicationDetails({
    created_at: '2026-11-20T10:00:00Z',
    profiles: profile,
    application_data: { pitch: '  I train daily and post every game.  ', proposedRate: 1250, deliveryPlan: 'Two reels a week', links: ['https://instagram.com/jreyes', 'javascript:alert(1)'], startDate: '2026-12-01' },
  });
  expect(d.about).toBe('Athlete · basketball · 10k-50k followers');
  expect(d.pitch).toBe('I train daily and post every game.');
  expect(d.links).toEqual(['https://instagram.com/jreyes']);
  expect(d.facts).toEqual([
    ['Proposed rate', '$1,250'],
    ['Delivery', 'Two reels a week'],
    ['Earliest start', '2026-12-01'],
    ['Social', 'Instagram @jreyes, TikTok @jreyes.hoops'],
    ['Applied', 'Nov 20, 2026'],
  ]);
});

test('missing or malformed data leaves those facts out instead of showing blanks', () => {
  const d = applicationDetails({ created_at: '2026-11-20T10:00:00Z', profiles: null, application_data: ['not', 'an', 'object'] });
  expect(d).toEqual({ about: 'Talent', pitch: 'No pitch given.', links: [], facts: [['Applied', 'Nov 20, 2026']] });
});

test('what accepting commits: the proposed rate, else the deal compensation (numeric strings included)', () => {
  expect(applicationAmount({ pitch: 'x', proposedRate: 750 }, 2500)).toBe(750);
  expect(applicationAmount({ pitch: 'x', proposed_rate: 900 }, '2500.00')).toBe(2500);
  expect(applicationAmount(null, 'n/a')).toBe(0);
  // accepted terms win over the first ask
  expect(applicationAmount({ pitch: 'x', proposedRate: 750, agreedAmountCents: 110050 }, 2500)).toBe(1100.5);
});

describe('applicationAmountLine (issue 37, 10: the agreed amount, not the posted budget)', () => {
  test('an accepted application shows the agreed amount, and the posted one beside it when they differ', () => {
    expect(applicationAmountLine('accepted', { agreedAmountCents: 100000 }, 1200)).toBe('$1,000 agreed (posted $1,200)');
    expect(applicationAmountLine('accepted', { agreedAmountCents: 120000 }, '1200.00')).toBe('$1,200 agreed');
    expect(applicationAmountLine('accepted', { proposedRate: 950 }, 1200)).toBe('$950 agreed (posted $1,200)');
    expect(applicationAmountLine('accepted', {}, 1200)).toBe('$1,200 agreed');
    expect(applicationAmountLine('accepted', { agreedAmountCents: 145050 }, '1450.50')).toBe('$1,450.50 agreed');
    expect(applicationAmountLine('accepted', { proposedRate: 950.5 }, 1200)).toBe('$950.50 agreed (posted $1,200)');
  });
  test('before acceptance, the posted amount', () => {
    expect(applicationAmountLine('pending', { agreedAmountCents: 100000, proposedRate: 900 }, 1200)).toBe('$1,200');
    expect(applicationAmountLine('rejected', {}, null)).toBe('$0');
  });
});
