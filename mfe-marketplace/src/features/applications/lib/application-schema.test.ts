import { validate } from 'shared-ui';
import { applicationSchema, EMPTY_APPLICATION } from './application-schema';

const pitch = 'I coach and compete in track, and my audience of 12k runners trusts my gear reviews every week.';

describe('the application form', () => {
  test('a pitch is required and 50 to 2000 characters', () => {
    expect(validate(applicationSchema, EMPTY_APPLICATION).errors).toMatchObject({ pitch: 'Tell the brand why you are a fit' });
    expect(validate(applicationSchema, { ...EMPTY_APPLICATION, pitch: 'Too short' }).errors).toMatchObject({ pitch: 'Your pitch needs at least 50 characters' });
    expect(validate(applicationSchema, { ...EMPTY_APPLICATION, pitch: 'x'.repeat(2001) }).errors).toMatchObject({ pitch: 'Your pitch can be at most 2000 characters' });
  });

  test('optional fields: a positive rate, up to five http(s) links, a start date not in the past', () => {
    const bad = validate(applicationSchema, { pitch, proposedRate: '-5', deliveryPlan: '', links: 'ftp://x.com', startDate: '2000-01-01' });
    expect(bad.errors).toEqual({
      proposedRate: 'Enter a positive amount, or leave it empty',
      links: 'Each link must be a full http(s) address',
      startDate: 'The start date cannot be in the past',
    });
    const many = validate(applicationSchema, { ...EMPTY_APPLICATION, pitch, links: Array.from({ length: 6 }, (_, i) => `https://a.com/${i}`).join('\n') });
    expect(many.errors).toEqual({ links: 'Add at most 5 links' });
  });

  test('a valid form becomes application_data', () => {
    const ok = validate(applicationSchema, { pitch, proposedRate: '750', deliveryPlan: 'Two reels', links: 'https://instagram.com/me\nhttps://tiktok.com/@me', startDate: '' });
    expect(ok.success && ok.data).toEqual({ pitch, proposedRate: 750, deliveryPlan: 'Two reels', links: ['https://instagram.com/me', 'https://tiktok.com/@me'], startDate: '' });
  });
});
