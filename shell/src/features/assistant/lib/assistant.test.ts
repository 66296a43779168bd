import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HELP_ARTICLES } from '../content/help-articles';
import { EVAL_QUESTIONS, OFF_TOPIC } from '../eval/questions';
import { HELP_INDEX_JSON } from '../generated/help-index';
import { buildCorpus, clean } from './corpus';
import { buildHelpIndex, loadHelpIndex } from './help-index';
import { retrieve } from './retrieve';

const seed = readFileSync(path.resolve(__dirname, '../../../../../infra/supabase/seed.sql'), 'utf8');
const index = loadHelpIndex(JSON.parse(HELP_INDEX_JSON));

describe('the help index', () => {
  it('is up to date with the articles, the FAQ and the lessons (run `npm run build:help-index`)', () => {
    expect(HELP_INDEX_JSON).toBe(buildHelpIndex(seed));
  });
  it('holds every help article and the learning hub modules', () => {
    const sources = new Set(buildCorpus(seed).map((p) => p.source));
    for (const a of HELP_ARTICLES) expect(sources).toContain(`help/${a.slug}`);
    expect([...sources].filter((s) => s.startsWith('learn/')).length).toBeGreaterThanOrEqual(9);
  });
  it('has at least 60 held-out questions whose answers exist, covering the help and the learning hub', () => {
    const sources = new Set(buildCorpus(seed).map((p) => p.source));
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.answer.split('/')[0]))).toEqual(new Set(['help', 'learn']));
    for (const q of EVAL_QUESTIONS) expect(sources).toContain(q.answer);
  });
});

describe('the corpus', () => {
  it('reads a markdown table as sentences, with no pipes left', () => {
    expect(clean('Rates:\n\n| Platform | Typical rate |\n|---|---|\n| Instagram post | $150-$400 |')).toBe('Rates: Platform · Typical rate. Instagram post · $150-$400.');
    for (const p of buildCorpus(seed)) expect(p.text).not.toMatch(/\|/);
  });
});

describe('retrieve', () => {
  it.each([
    ['How much should I charge for one post with 8k followers?', 'learn/pricing-your-content'],
    ['Do I need #ad if the brand only sent free shoes?', 'learn/ftc-disclosure'],
  ])('answers "%s" from %s, not from a neighbouring topic', (q, source) => {
    expect(retrieve(index, q).sources[0]?.source).toBe(source);
  });

  it('answers "how do I reset my password" from the right article, quoting it', () => {
    const r = retrieve(index, 'how do I reset my password');
    expect(r.confident).toBe(true);
    expect(r.sources[0]).toMatchObject({ source: 'help/reset-your-password', title: 'Reset your password', link: '/help/reset-your-password' });
    expect(r.sources[0]!.passages[0]).toMatch(/Forgot Password/);
  });
  it('answers sponsorship basics from the learning hub', () => {
    expect(retrieve(index, 'which words disclose a sponsored post').sources[0]!.source).toBe('learn/ftc-disclosure');
  });
  it.each([...OFF_TOPIC, '', '???', 'the and of'])('declines %j', (q) => {
    expect(retrieve(index, q).confident).toBe(false);
  });
});
