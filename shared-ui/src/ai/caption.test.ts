import { analyzeCaption, ctaCheck, hashtagCheck, hookCheck, lengthCheck, mentionCheck, readabilityCheck } from './caption';

describe('caption checks', () => {
  it('length: empty fails, over the platform limit fails, else passes', () => {
    expect(lengthCheck('', 'instagram').status).toBe('fail');
    expect(lengthCheck('x'.repeat(281), 'twitter').status).toBe('fail');
    expect(lengthCheck('x'.repeat(281), 'instagram').status).toBe('pass');
  });
  it('hashtags: within the platform range passes, too few or too many warns, over the hard limit fails', () => {
    expect(hashtagCheck('Go #a #b #c', 'instagram').status).toBe('pass');
    expect(hashtagCheck('Go #a', 'instagram').status).toBe('warn');
    expect(hashtagCheck('Go #a #b #c', 'twitter').status).toBe('warn');
    expect(hashtagCheck(Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' '), 'instagram').status).toBe('fail');
  });
  it('hook: a short first line with a question, number or "you" passes', () => {
    expect(hookCheck('Ever wondered how pros recover?\nHere is mine.', 'instagram').status).toBe('pass');
    expect(hookCheck('My recovery routine', 'instagram').status).toBe('warn');
    expect(hookCheck('#ad #fitness', 'instagram').status).toBe('warn');
    expect(hookCheck(`${'Long words '.repeat(15)}?`, 'instagram').status).toBe('warn');
    expect(hookCheck('   ', 'instagram').status).toBe('fail');
  });
  it('readability: long sentences warn', () => {
    expect(readabilityCheck('Short one. Another short one!').status).toBe('pass');
    expect(readabilityCheck(`${'word '.repeat(25)}.`).status).toBe('warn');
  });
  it('call to action: found or asked for', () => {
    expect(ctaCheck('Use code JORDAN10 for 10% off').status).toBe('pass');
    expect(ctaCheck('Link in bio!').status).toBe('pass');
    expect(ctaCheck('Nice day at the gym').status).toBe('warn');
  });
  it('mentions: a sponsored post should tag the brand', () => {
    expect(mentionCheck('New shoes', true).status).toBe('warn');
    expect(mentionCheck('New shoes', false).status).toBe('pass');
    expect(mentionCheck('@a @b @c @d @e @f', false).status).toBe('warn');
    expect(mentionCheck('New shoes from @apex', true).status).toBe('pass');
  });
});

describe('analyzeCaption', () => {
  it('adds the disclosure check and a corrected caption for a sponsored post', () => {
    const r = analyzeCaption('Check out my new kicks from @apex #sp', 'instagram', true);
    expect(r.checks.find((c) => c.key === 'disclosure')?.status).toBe('fail');
    expect(r.corrected).toBe('#ad Check out my new kicks from @apex #sp');
  });
  it('passes "#ad" in the first line', () => {
    const r = analyzeCaption('#ad Game day with @apex. Which shoe should I wear? #hoops #gameday #apex', 'instagram', true);
    expect(r.checks.find((c) => c.key === 'disclosure')?.status).toBe('pass');
    expect(r.corrected).toBeNull();
  });
  it('leaves the disclosure out for a post nobody paid for', () => {
    const r = analyzeCaption('Morning run done', 'instagram', false);
    expect(r.disclosure).toBeNull();
    expect(r.checks.map((c) => c.key)).not.toContain('disclosure');
  });
});
