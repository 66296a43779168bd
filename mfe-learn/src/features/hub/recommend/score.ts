/**
 * Recommendations as a pure, explainable score: every point a candidate earns comes with the reason shown to
 * the user, so "why this?" is always the top reason. Same input, same order (ties broken by popularity, then
 * modules before library items, then title).
 */
export interface Learner {
  role: string | null;
  /** interested_categories from onboarding, e.g. ['Nutrition', 'Apparel'] */
  interests: string[];
  sport: string | null;
  contentType: string | null;
  /** modules the learner finished (excluded, and the basis of "Next step after ...") */
  completedModuleIds: string[];
  /** modules the learner started (excluded: they appear under "Continue where you left off") */
  startedModuleIds: string[];
}

export interface Candidate {
  id: string;
  kind: 'module' | 'item';
  title: string;
  category: string | null;
  level: 'beginner' | 'intermediate' | 'advanced';
  tags: string[];
  audience: string[];
  /** learners per role (modules only) */
  learnersByRole: Record<string, number>;
}

export interface Recommendation {
  candidate: Candidate;
  score: number;
  /** strongest first; reasons[0] is the one shown */
  reasons: string[];
}

export const WEIGHTS = { interest: 5, sport: 3, contentType: 3, nextStep: 2, popularWithRole: 2, forRole: 1, starter: 1 } as const;
/** Learners of the viewer's role a module needs before it counts as "popular with" that role. */
export const POPULAR_THRESHOLD = 2;

const ROLE_PLURALS: Record<string, string> = { athlete: 'athletes', creator: 'creators', brand: 'brands', agency: 'agencies', admin: 'admins' };
const LEVEL_RANK = { beginner: 0, intermediate: 1, advanced: 2 } as const;

/** 'Food & Dining' -> 'food-dining', the form topic tags are written in. */
export function topicSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const learnersTotal = (c: Candidate) => Object.values(c.learnersByRole).reduce((a, b) => a + b, 0);

function scoreOne(learner: Learner, c: Candidate, completed: Candidate[]): Recommendation {
  const reasons: Array<[number, string]> = [];
  const tags = new Set([...c.tags.map(topicSlug), ...(c.category ? [topicSlug(c.category)] : [])]);
  const seen = new Set<string>();
  for (const interest of learner.interests) {
    const slug = topicSlug(interest);
    if (!slug || seen.has(slug) || !tags.has(slug)) continue;
    seen.add(slug);
    reasons.push([WEIGHTS.interest, `Because you chose ${interest}`]);
  }
  if (learner.sport && tags.has(topicSlug(learner.sport))) reasons.push([WEIGHTS.sport, `Because you play ${learner.sport}`]);
  if (learner.contentType && tags.has(topicSlug(learner.contentType))) {
    reasons.push([WEIGHTS.contentType, `Because you create ${learner.contentType} content`]);
  }
  if (c.kind === 'module') {
    const previous = completed
      .filter((d) => d.category && d.category === c.category && LEVEL_RANK[d.level] < LEVEL_RANK[c.level])
      .sort((a, b) => a.title.localeCompare(b.title))[0];
    if (previous) reasons.push([WEIGHTS.nextStep, `Next step after ${previous.title}`]);
    const role = learner.role ?? 'athlete';
    if ((c.learnersByRole[role] ?? 0) >= POPULAR_THRESHOLD) {
      reasons.push([WEIGHTS.popularWithRole, `Popular with ${ROLE_PLURALS[role] ?? `${role}s`}`]);
    }
    if (c.audience.includes(role)) reasons.push([WEIGHTS.forRole, `Made for ${ROLE_PLURALS[role] ?? `${role}s`}`]);
    if (c.level === 'beginner' && learner.completedModuleIds.length === 0) reasons.push([WEIGHTS.starter, 'A good place to start']);
  }
  // stable: equal weights keep the order they were found in
  const ordered = reasons.map((r, i) => ({ r, i })).sort((a, b) => b.r[0] - a.r[0] || a.i - b.i);
  return { candidate: c, score: reasons.reduce((sum, [w]) => sum + w, 0), reasons: ordered.map(({ r }) => r[1]) };
}

/**
 * Ranks candidates for a learner. Library items are only recommended when they match the learner's own
 * interests, sport or content type; modules also earn points for fit with the learner's role and progress.
 */
export function recommend(learner: Learner, candidates: Candidate[], limit = 6): Recommendation[] {
  const done = new Set(learner.completedModuleIds);
  const started = new Set(learner.startedModuleIds);
  const completed = candidates.filter((c) => c.kind === 'module' && done.has(c.id));
  return candidates
    .filter((c) => !(c.kind === 'module' && (done.has(c.id) || started.has(c.id))))
    .map((c) => scoreOne(learner, c, completed))
    .filter((r) => r.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        learnersTotal(b.candidate) - learnersTotal(a.candidate) ||
        (a.candidate.kind === b.candidate.kind ? 0 : a.candidate.kind === 'module' ? -1 : 1) ||
        a.candidate.title.localeCompare(b.candidate.title),
    )
    .slice(0, limit);
}

/** Signed out: the modules most people have started, then the catalogue order. */
export function mostPopular(candidates: Candidate[], limit = 3): Candidate[] {
  return candidates
    .filter((c) => c.kind === 'module')
    .map((c, i) => ({ c, i }))
    .sort((a, b) => learnersTotal(b.c) - learnersTotal(a.c) || a.i - b.i)
    .slice(0, limit)
    .map(({ c }) => c);
}
