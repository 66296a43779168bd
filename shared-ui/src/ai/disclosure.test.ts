import { checkDisclosure, correctedCaption, type DisclosureStatus } from './disclosure';

const filler = 'Training week three is in the books and my legs have never felt this fresh, thanks to a proper recovery routine every night.';

// [caption, expected status, why it is in the table]
const CASES: [string, DisclosureStatus, string][] = [
  ['#ad Loving the new Apex Court Pro on the hardwood this week', 'disclosed', '#ad first'],
  ['#Sponsored: my game-day hydration routine with @peakfuel', 'disclosed', '#sponsored, any case'],
  ['Paid partnership with @apexathletics. New season, new shoes.', 'disclosed', 'Paid partnership with'],
  ['paid partnership with @stride - my campus fits this fall', 'disclosed', 'lower case'],
  ['New season, new shoes #ad', 'disclosed', 'short caption, #ad at the end but alone'],
  ['Game day fuel (#ad) from @peakfuel', 'disclosed', 'in brackets'],
  ['Morning routine. #advertisement @glowbeauty', 'disclosed', '#advertisement'],
  ['#AD Big news: I signed with Volt Tech', 'disclosed', 'upper case'],
  [`Recovery matters.\n#ad with @apex\n${filler}`, 'disclosed', 'on the second line, inside the window'],
  ['Check out my new kicks #sp', 'weak', '#sp alone'],
  ['Check out my new kicks #spon', 'weak', '#spon alone'],
  ['Proud to #partner with @apexathletics this season', 'weak', '#partner alone'],
  ['Fun #collab with @glowbeauty on my post-game routine', 'weak', '#collab alone'],
  ['Thanks @apexathletics for the new gear!', 'weak', 'thanks @brand alone'],
  ['Thank you @peakfuel for keeping me hydrated', 'weak', 'thank you @brand alone'],
  ['Big thanks to @stride for the fits', 'weak', 'thanks to @brand'],
  ['#sp #spon #collab with @volt', 'weak', 'several weak tags are still weak'],
  [`${filler} #ad`, 'buried', 'after the first 125 characters'],
  [`${filler} Paid partnership with @apex.`, 'buried', 'paid partnership late'],
  ['Love these shoes! #fitness #running #gym #ad', 'buried', 'among the hashtags at the end'],
  ['Leg day done #ad #legday #gymlife #fitfam', 'buried', 'first of a hashtag pile at the end'],
  ['New season #basketball #hoops #sponsored #apex', 'buried', '#sponsored inside the closing tags'],
  [`${filler} #sp #ad`, 'buried', 'weak plus a late clear tag'],
  ['Loving my new running shoes from @stride', 'missing', 'a brand mention is not a disclosure'],
  ['Got my new #adidas kicks today', 'missing', '#adidas is not #ad'],
  ['Weekend #adventure with @wandertrails', 'missing', '#adventure is not #ad'],
  ['My #sponsoredathlete journey starts now', 'missing', '#sponsoredathlete is not #sponsored'],
  ['Spring #collaboration recap', 'missing', '#collaboration is not #collab'],
  ['', 'missing', 'empty caption'],
  ['#spring training with the team', 'missing', '#spring is not #sp'],
  ['Email me at ad@example.com for rates', 'missing', 'an address is not #ad'],
  ['#ad #fitness #gym', 'disclosed', 'a caption of tags only, #ad first'],
  ['Partnered with @apex? No: #ad, they paid for this one.', 'disclosed', 'clear tag after a question'],
];

describe('sponsorship disclosure (table of captions)', () => {
  it('has at least 30 captions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });
  it.each(CASES)('%j -> %s (%s)', (caption, status) => {
    expect(checkDisclosure(caption).status).toBe(status);
  });
});

describe('the reasons', () => {
  it('names the weak tags and says they are not enough', () => {
    const r = checkDisclosure('Check out my new kicks #sp');
    expect(r.weak).toEqual(['#sp']);
    expect(r.reason).toMatch(/#sp alone is not a clear disclosure/);
  });
  it('says where a buried tag is', () => {
    expect(checkDisclosure('Love these shoes! #fitness #running #gym #ad').reason).toMatch(/buried among the hashtags at the end/);
    expect(checkDisclosure(`${filler} #ad`).reason).toMatch(/after the first 125 characters/);
  });
});

describe('the corrected caption', () => {
  it.each([
    ['Check out my new kicks #sp', '#ad Check out my new kicks #sp'],
    ['Love these shoes! #fitness #running #gym #ad', '#ad Love these shoes! #fitness #running #gym'],
    ['Loving my new running shoes from @stride', '#ad Loving my new running shoes from @stride'],
  ])('%j becomes %j', (caption, fixed) => {
    expect(correctedCaption(caption)).toBe(fixed);
  });
  it('leaves a disclosed caption alone, and every correction passes', () => {
    expect(correctedCaption('#ad Loving the new shoes')).toBeNull();
    for (const [caption] of CASES) {
      const fixed = correctedCaption(caption);
      if (fixed !== null) expect(checkDisclosure(fixed).status).toBe('disclosed');
    }
  });
});
