import { mostPopular, recommend, topicSlug, WEIGHTS, type Candidate, type Learner } from './score';

const learner = (over: Partial<Learner> = {}): Learner => ({
  role: 'athlete',
  interests: [],
  sport: null,
  contentType: null,
  completedModuleIds: [],
  startedModuleIds: [],
  ...over,
});

const mod = (id: string, over: Partial<Candidate> = {}): Candidate => ({
  id,
  kind: 'module',
  title: id,
  category: null,
  level: 'intermediate',
  tags: [],
  audience: [],
  learnersByRole: {},
  ...over,
});
const item = (id: string, over: Partial<Candidate> = {}): Candidate => mod(id, { kind: 'item', ...over });

describe('topicSlug', () => {
  test('matches interest labels to topic tags', () => {
    expect(topicSlug('Food & Dining')).toBe('food-dining');
    expect(topicSlug('Sports Equipment')).toBe('sports-equipment');
    expect(topicSlug('Nutrition')).toBe('nutrition');
  });
});

describe('recommend: each reason', () => {
  test('a chosen interest: "Because you chose Nutrition"', () => {
    const [top] = recommend(learner({ interests: ['Apparel', 'Nutrition'] }), [mod('contracts', { tags: ['contracts'] }), mod('fuel', { tags: ['nutrition'] })]);
    expect(top?.candidate.id).toBe('fuel');
    expect(top?.reasons[0]).toBe('Because you chose Nutrition');
    expect(top?.score).toBe(WEIGHTS.interest);
  });

  test('an interest matches the category as well as tags, and counts once', () => {
    const [top] = recommend(learner({ interests: ['Nutrition', 'nutrition'] }), [mod('fuel', { category: 'Nutrition', tags: ['nutrition'] })]);
    expect(top?.reasons).toEqual(['Because you chose Nutrition']);
  });

  test('the sport: "Because you play basketball"', () => {
    const [top] = recommend(learner({ sport: 'basketball' }), [mod('hoops', { tags: ['basketball'] })]);
    expect(top?.reasons).toEqual(['Because you play basketball']);
    expect(top?.score).toBe(WEIGHTS.sport);
  });

  test('the content type: "Because you create fitness content"', () => {
    const [top] = recommend(learner({ role: 'creator', contentType: 'fitness' }), [item('kit', { tags: ['fitness'] })]);
    expect(top?.reasons).toEqual(['Because you create fitness content']);
  });

  test('popular with the viewer\'s role, from the threshold up', () => {
    const below = mod('a', { learnersByRole: { creator: 1, athlete: 5 } });
    const at = mod('b', { learnersByRole: { creator: 2 } });
    const recs = recommend(learner({ role: 'creator' }), [below, at]);
    expect(recs.map((r) => [r.candidate.id, r.reasons])).toEqual([['b', ['Popular with creators']]]);
  });

  test('made for the role, and a good place to start for a beginner with nothing completed', () => {
    const [top] = recommend(learner({ role: 'agency' }), [mod('basics', { level: 'beginner', audience: ['agency'] })]);
    expect(top?.reasons).toEqual(['Made for agencies', 'A good place to start']);
    expect(top?.score).toBe(WEIGHTS.forRole + WEIGHTS.starter);
  });

  test('next step after a completed module of the same topic at a lower level', () => {
    const basics = mod('basics', { title: 'NIL Basics', category: 'Compliance', level: 'beginner' });
    const safety = mod('safety', { title: 'Brand Safety', category: 'Compliance', level: 'intermediate' });
    const other = mod('tax', { category: 'Money', level: 'advanced' });
    const recs = recommend(learner({ completedModuleIds: ['basics'] }), [basics, safety, other]);
    expect(recs.map((r) => r.candidate.id)).toEqual(['safety']);
    expect(recs[0]?.reasons).toEqual(['Next step after NIL Basics']);
  });

  test('reasons are ordered strongest first and the score is their sum', () => {
    const [top] = recommend(learner({ interests: ['Nutrition'], sport: 'track' }), [
      mod('x', { tags: ['track', 'nutrition'], audience: ['athlete'], learnersByRole: { athlete: 3 } }),
    ]);
    expect(top?.reasons).toEqual(['Because you chose Nutrition', 'Because you play track', 'Popular with athletes', 'Made for athletes']);
    expect(top?.score).toBe(WEIGHTS.interest + WEIGHTS.sport + WEIGHTS.popularWithRole + WEIGHTS.forRole);
  });
});

describe('recommend: exclusions and ties', () => {
  test('completed and started modules are not recommended', () => {
    const recs = recommend(learner({ interests: ['Nutrition'], completedModuleIds: ['a'], startedModuleIds: ['b'] }), [
      mod('a', { tags: ['nutrition'] }),
      mod('b', { tags: ['nutrition'] }),
      mod('c', { tags: ['nutrition'] }),
    ]);
    expect(recs.map((r) => r.candidate.id)).toEqual(['c']);
  });

  test('library items need a personal match; role fit alone does not recommend them', () => {
    const recs = recommend(learner({ interests: ['Nutrition'] }), [item('unrelated', { audience: ['athlete'] }), item('fuel', { tags: ['nutrition'] })]);
    expect(recs.map((r) => r.candidate.id)).toEqual(['fuel']);
  });

  test('ties: more learners first, then modules before items, then title', () => {
    const interests = ['Nutrition'];
    const recs = recommend(learner({ interests, role: 'brand' }), [
      item('Zeta item', { title: 'Zeta item', tags: ['nutrition'] }),
      mod('Beta', { title: 'Beta', tags: ['nutrition'] }),
      mod('Alpha', { title: 'Alpha', tags: ['nutrition'] }),
      mod('Crowded', { title: 'Crowded', tags: ['nutrition'], learnersByRole: { athlete: 1 } }),
      item('Able item', { title: 'Able item', tags: ['nutrition'] }),
    ]);
    expect(recs.map((r) => r.candidate.title)).toEqual(['Crowded', 'Alpha', 'Beta', 'Able item', 'Zeta item']);
    expect(new Set(recs.map((r) => r.score))).toEqual(new Set([WEIGHTS.interest]));
  });

  test('is deterministic whatever the input order', () => {
    const list = [mod('a', { tags: ['nutrition'] }), mod('b', { tags: ['nutrition'] }), item('c', { tags: ['nutrition'] })];
    const l = learner({ interests: ['Nutrition'] });
    expect(recommend(l, [...list].reverse())).toEqual(recommend(l, list));
  });

  test('respects the limit', () => {
    const many = Array.from({ length: 10 }, (_, i) => mod(`m${i}`, { tags: ['nutrition'] }));
    expect(recommend(learner({ interests: ['Nutrition'] }), many, 4)).toHaveLength(4);
  });
});

describe('a user with no interests', () => {
  test('gets role-fit and starter modules with their reasons, and no library items', () => {
    const recs = recommend(learner({ interests: [] }), [
      mod('adv', { level: 'advanced', audience: ['brand'] }),
      mod('start', { level: 'beginner', audience: ['athlete'] }),
      mod('mid', { level: 'intermediate', audience: ['athlete'], learnersByRole: { athlete: 4 } }),
      item('guide', { tags: ['nutrition'] }),
    ]);
    expect(recs.map((r) => [r.candidate.id, r.reasons[0]])).toEqual([
      ['mid', 'Popular with athletes'],
      ['start', 'Made for athletes'],
    ]);
  });

  test('and a null role is treated as the default athlete', () => {
    const recs = recommend(learner({ role: null }), [mod('m', { audience: ['athlete'] })]);
    expect(recs[0]?.reasons).toEqual(['Made for athletes']);
  });
});

describe('mostPopular (signed out)', () => {
  test('orders modules by learners across roles, keeping catalogue order for ties, and skips items', () => {
    const list = [mod('a'), mod('b', { learnersByRole: { athlete: 1, creator: 2 } }), item('i', { learnersByRole: { athlete: 9 } }), mod('c', { learnersByRole: { brand: 2 } })];
    expect(mostPopular(list, 3).map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });
});
