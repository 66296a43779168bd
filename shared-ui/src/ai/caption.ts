import { checkDisclosure, correctedCaption, DISCLOSURE_WINDOW, type DisclosureResult } from './disclosure';

/** Each platform's caption limits and the hashtag range its own guidance suggests. */
export const PLATFORMS = {
  instagram: { label: 'Instagram', maxLength: 2200, preview: 125, hashtags: [3, 5], maxHashtags: 30 },
  tiktok: { label: 'TikTok', maxLength: 4000, preview: 100, hashtags: [3, 5], maxHashtags: 30 },
  twitter: { label: 'X (Twitter)', maxLength: 280, preview: 280, hashtags: [1, 2], maxHashtags: 10 },
  youtube: { label: 'YouTube', maxLength: 5000, preview: 100, hashtags: [2, 3], maxHashtags: 15 },
  linkedin: { label: 'LinkedIn', maxLength: 3000, preview: 140, hashtags: [3, 5], maxHashtags: 30 },
  facebook: { label: 'Facebook', maxLength: 63206, preview: 80, hashtags: [1, 2], maxHashtags: 30 },
} as const;
export type Platform = keyof typeof PLATFORMS;
export const PLATFORM_OPTIONS = (Object.keys(PLATFORMS) as Platform[]).map((value) => ({ value, label: PLATFORMS[value].label }));

export type CheckStatus = 'pass' | 'warn' | 'fail';
export interface CaptionCheck {
  key: 'length' | 'hashtags' | 'hook' | 'readability' | 'cta' | 'mentions' | 'disclosure';
  label: string;
  status: CheckStatus;
  reason: string;
}

export interface CaptionReport {
  checks: CaptionCheck[];
  disclosure: DisclosureResult | null;
  /** the caption with a clear disclosure at its start, when a sponsored caption needs one */
  corrected: string | null;
}

/** Phrases that ask the reader to do something. */
export const CALLS_TO_ACTION = [
  'link in bio', 'shop', 'tap', 'click', 'comment', 'follow', 'share', 'save', 'sign up', 'use code', 'swipe', 'check out',
  'learn more', 'join', 'try', 'download', 'visit', 'watch', 'tag a friend', 'let me know', 'tell me', 'subscribe', 'grab', 'order',
];

const hashtags = (c: string) => c.match(/(^|[^\w#])#\w+/g)?.length ?? 0;
const mentions = (c: string) => c.match(/(^|[^\w@])@\w+/g)?.length ?? 0;
const words = (s: string) => s.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w) && !/^[#@]/.test(w));

export function lengthCheck(caption: string, platform: Platform): CaptionCheck {
  const p = PLATFORMS[platform];
  const n = [...caption].length;
  const label = 'Length';
  if (n === 0) return { key: 'length', label, status: 'fail', reason: 'The caption is empty.' };
  if (n > p.maxLength) return { key: 'length', label, status: 'fail', reason: `${n} characters: ${p.label} cuts captions at ${p.maxLength}.` };
  return { key: 'length', label, status: 'pass', reason: `${n} of ${p.maxLength} characters allowed on ${p.label}; readers see about the first ${p.preview} before "more".` };
}

export function hashtagCheck(caption: string, platform: Platform): CaptionCheck {
  const p = PLATFORMS[platform];
  const [lo, hi] = p.hashtags;
  const n = hashtags(caption);
  const label = 'Hashtags';
  if (n > p.maxHashtags) return { key: 'hashtags', label, status: 'fail', reason: `${n} hashtags: ${p.label} allows at most ${p.maxHashtags}.` };
  if (n < lo) return { key: 'hashtags', label, status: 'warn', reason: `${n} hashtag${n === 1 ? '' : 's'}: ${lo} to ${hi} relevant ones help people find the post on ${p.label}.` };
  if (n > hi) return { key: 'hashtags', label, status: 'warn', reason: `${n} hashtags: more than ${hi} reads as spam on ${p.label}; keep the most relevant.` };
  return { key: 'hashtags', label, status: 'pass', reason: `${n} hashtags, within the ${lo} to ${hi} suggested for ${p.label}.` };
}

export function hookCheck(caption: string, platform: Platform): CaptionCheck {
  const preview = PLATFORMS[platform].preview;
  const first = caption.trim().split('\n')[0]?.trim() ?? '';
  const label = 'First-line hook';
  if (!first) return { key: 'hook', label, status: 'fail', reason: 'There is no first line to catch a reader.' };
  if (/^([#@]\w+\s*)+$/.test(first) || /^https?:\/\//.test(first)) {
    return { key: 'hook', label, status: 'warn', reason: 'The first line is only tags or a link; open with a sentence that says why to keep reading.' };
  }
  if ([...first].length > preview) return { key: 'hook', label, status: 'warn', reason: `The first line runs past the ${preview} characters shown before "more"; shorten it so the hook is seen whole.` };
  const hooked = /[?!]|\d|\byou(r)?\b|\bhow\b|\bwhy\b/i.test(first);
  return hooked
    ? { key: 'hook', label, status: 'pass', reason: 'The first line is short and gives a reason to read on (a question, a number or "you").' }
    : { key: 'hook', label, status: 'warn', reason: 'The first line fits, but a question, a number or speaking to "you" makes a stronger hook.' };
}

export function readabilityCheck(caption: string): CaptionCheck {
  const sentences = caption.split(/[.!?\n]+/).map((s) => words(s)).filter((w) => w.length > 0);
  const label = 'Readability';
  if (sentences.length === 0) return { key: 'readability', label, status: 'warn', reason: 'No sentences to read: add a line in your own words.' };
  const total = sentences.reduce((s, w) => s + w.length, 0);
  const avg = Math.round((total / sentences.length) * 10) / 10;
  const long = sentences.flat().filter((w) => w.replace(/\W/g, '').length >= 13).length;
  if (avg > 20) return { key: 'readability', label, status: 'warn', reason: `Sentences average ${avg} words; under 20 reads easily on a phone. Split the long ones.` };
  if (long / total > 0.15) return { key: 'readability', label, status: 'warn', reason: `${long} long words out of ${total}; plainer words read faster.` };
  return { key: 'readability', label, status: 'pass', reason: `Sentences average ${avg} words: easy to read on a phone.` };
}

export function ctaCheck(caption: string): CaptionCheck {
  const lower = caption.toLowerCase();
  const found = CALLS_TO_ACTION.filter((c) => new RegExp(`\\b${c}\\b`).test(lower));
  return found.length > 0
    ? { key: 'cta', label: 'Call to action', status: 'pass', reason: `Asks the reader to act ("${found[0]}").` }
    : { key: 'cta', label: 'Call to action', status: 'warn', reason: 'No call to action: ask readers to do one thing (comment, save, "link in bio", use a code).' };
}

export function mentionCheck(caption: string, sponsored: boolean): CaptionCheck {
  const n = mentions(caption);
  const label = 'Mentions';
  if (n === 0 && sponsored) return { key: 'mentions', label, status: 'warn', reason: "No @mention: tag the brand's account so readers know who the partner is." };
  if (n > 5) return { key: 'mentions', label, status: 'warn', reason: `${n} mentions: more than 5 dilutes the partner's tag.` };
  return { key: 'mentions', label, status: 'pass', reason: n === 0 ? 'No mentions (fine for a post nobody paid for).' : `${n} mention${n === 1 ? '' : 's'}.` };
}

/** Every check of the content tool; the disclosure check only for a sponsored post. */
export function analyzeCaption(caption: string, platform: Platform, sponsored: boolean): CaptionReport {
  const checks = [lengthCheck(caption, platform), hashtagCheck(caption, platform), hookCheck(caption, platform), readabilityCheck(caption), ctaCheck(caption), mentionCheck(caption, sponsored)];
  if (!sponsored) return { checks, disclosure: null, corrected: null };
  const disclosure = checkDisclosure(caption);
  checks.push({ key: 'disclosure', label: 'Sponsorship disclosure', status: disclosure.status === 'disclosed' ? 'pass' : 'fail', reason: disclosure.reason });
  return { checks, disclosure, corrected: correctedCaption(caption) };
}

export { DISCLOSURE_WINDOW };
