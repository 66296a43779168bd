import { FAQ } from '../../../core/faq-data';
import { HELP_ARTICLES } from '../content/help-articles';

/** One quotable passage: a help article's paragraph, an FAQ answer or a learning hub lesson's paragraph. */
export interface Passage {
  id: number;
  /** what answers: `help/<article>` or `learn/<module>` */
  source: string;
  title: string;
  text: string;
  keywords: string;
  link: string;
}

/** FAQ answers are quoted from the article that covers their question. */
const FAQ_ARTICLE: Record<string, string> = {
  'How do I apply to a deal?': 'apply-to-a-deal',
  'Which social accounts can I link?': 'edit-your-profile',
  'How are brands verified?': 'brand-verification',
  'How does AI deal scoring work?': 'match-score',
  'Can an agency manage several clients?': 'agency-clients',
  'Is Pitchside free?': 'subscription-billing',
  'How are payments processed?': 'subscription-billing',
  'Can I cancel at any time?': 'subscription-billing',
  'I did not get the verification email.': 'verify-your-email',
  'How do I reset my password?': 'reset-your-password',
  'How do I report a problem?': 'report-a-problem',
};

/**
 * What each learning module answers, in the words members ask with: the lessons say "usage window" where a member
 * asks about "using my video in ads".
 */
export const LEARN_KEYWORDS: Record<string, string> = {
  'ftc-disclosure': 'disclose disclosure #ad ad sponsored paid partnership gifted free product gift material connection hashtag caption label partner tag ftc',
  'pricing-your-content': 'charge rate price pricing how much followers per post fee cpm usage ads whitelisting paid ads extra rate card micro influencer',
  'negotiating-sponsorship-deals': 'negotiate negotiation counter offer lower offer less than my rate say back respond budget push back',
  'reading-a-contract': 'contract clause terms usage rights kill fee exclusivity morals clause net 30 payment terms termination sign',
  'taxes-on-sponsorship-income': 'tax taxes income report 1099 irs deduct deduction expenses self employed quarterly estimated',
  'nil-fundamentals': 'nil name image likeness college ncaa school compliance office report disclose eligibility student athlete',
  'brand-safety': 'brand safety alcohol betting gambling vape cbd restricted categories banned sponsors reputation',
  'nutrition-and-supplement-partnerships': 'supplement protein powder drug tested banned substance nsf certified nutrition testing risk',
  'building-a-media-kit': 'media kit one sheet rate card audience demographics statistics platforms numbers show brands',
};

export const clean = (md: string) =>
  md
    // a table reads as its rows ("Instagram post · $150-$400."), never as pipes
    .replace(/^[ \t]*\|?[ \t:|-]*-{3,}[ \t:|-]*$/gm, '')
    .replace(/^[ \t]*\|(.+)\|[ \t]*$/gm, (_row, cells: string) => `${cells.split('|').map((c) => c.trim()).filter(Boolean).join(' · ')}.`)
    .replace(/\*\*|__|`/g, '')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/^\s*(>|#{1,6}|[-*]|\d+\.)\s*/gm, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

interface SeedModule {
  id: string;
  slug: string;
  title: string;
  description: string;
}

/** The learning hub's modules and lessons, read from the seed (the content the learn section serves). */
export function learningPassages(seedSql: string): Omit<Passage, 'id'>[] {
  const modules = new Map<string, SeedModule>();
  const moduleRow = /\('(5\d{7}-[0-9a-f-]{27})', '([a-z0-9-]+)', '((?:[^']|'')+)',\s*'((?:[^']|'')+)'/g;
  const block = /insert into public\.learning_modules[\s\S]*?on conflict \(slug\) do nothing;/.exec(seedSql)?.[0] ?? '';
  for (const m of block.matchAll(moduleRow)) {
    modules.set(m[1]!, { id: m[1]!, slug: m[2]!, title: m[3]!.replace(/''/g, "'"), description: m[4]!.replace(/''/g, "'") });
  }
  const out: Omit<Passage, 'id'>[] = [];
  for (const mod of modules.values()) {
    out.push({ source: `learn/${mod.slug}`, title: mod.title, text: mod.description, keywords: LEARN_KEYWORDS[mod.slug] ?? '', link: `/learn/modules/${mod.slug}` });
  }
  const lesson = /\('(5\d{7}-[0-9a-f-]{27})', '[a-z0-9-]+', '((?:[^']|'')+)', \d+, \d+, [^,]+, [^,]+, \$md\$([\s\S]*?)\$md\$\)/g;
  for (const m of seedSql.matchAll(lesson)) {
    const mod = modules.get(m[1]!);
    if (!mod) continue;
    const lessonTitle = m[2]!.replace(/''/g, "'");
    for (const para of m[3]!.split(/\n\s*\n/)) {
      const text = clean(para);
      if (text.length < 40) continue;
      out.push({ source: `learn/${mod.slug}`, title: `${mod.title}: ${lessonTitle}`, text, keywords: LEARN_KEYWORDS[mod.slug] ?? '', link: `/learn/modules/${mod.slug}` });
    }
  }
  return out;
}

/** Every passage the assistant searches, numbered. */
export function buildCorpus(seedSql: string): Passage[] {
  const help: Omit<Passage, 'id'>[] = HELP_ARTICLES.flatMap((a) =>
    a.paragraphs.map((text) => ({ source: `help/${a.slug}`, title: a.title, text, keywords: a.keywords, link: `/help/${a.slug}` })),
  );
  const faq: Omit<Passage, 'id'>[] = FAQ.map((f) => {
    const slug = FAQ_ARTICLE[f.q];
    return slug
      ? { source: `help/${slug}`, title: HELP_ARTICLES.find((a) => a.slug === slug)!.title, text: `${f.q} ${f.a}`, keywords: '', link: `/help/${slug}` }
      : { source: 'help/faq', title: 'FAQ', text: `${f.q} ${f.a}`, keywords: '', link: '/faq' };
  });
  return [...help, ...faq, ...learningPassages(seedSql)].map((p, id) => ({ ...p, id }));
}
