/**
 * `npm run eval:assistant`: top-1 and top-3 retrieval accuracy over the held-out questions, and how many
 * off-topic questions the assistant declines.
 */
import { HELP_INDEX_JSON } from '../generated/help-index';
import { loadHelpIndex } from '../lib/help-index';
import { retrieve } from '../lib/retrieve';
import { EVAL_QUESTIONS, OFF_TOPIC } from './questions';

const index = loadHelpIndex(JSON.parse(HELP_INDEX_JSON));
let top1 = 0;
let top3 = 0;
let answered = 0;
for (const { q, answer } of EVAL_QUESTIONS) {
  const r = retrieve(index, q);
  const got = r.sources.map((s) => s.source);
  if (got[0] === answer) top1++;
  if (got.includes(answer)) top3++;
  if (r.confident) answered++;
  if (got[0] !== answer) console.log(`${got.includes(answer) ? 'top-3' : 'MISS '}  ${q}\n        want ${answer}, got ${got.join(', ') || 'nothing'}${r.confident ? '' : ' (declined)'}`);
}
const declined = OFF_TOPIC.filter((q) => !retrieve(index, q).confident).length;
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(`\n${EVAL_QUESTIONS.length} held-out questions`);
console.log(`top-1 accuracy: ${top1}/${EVAL_QUESTIONS.length} = ${pct(top1, EVAL_QUESTIONS.length)}`);
console.log(`top-3 accuracy: ${top3}/${EVAL_QUESTIONS.length} = ${pct(top3, EVAL_QUESTIONS.length)}`);
console.log(`answered with confidence: ${answered}/${EVAL_QUESTIONS.length}`);
console.log(`off-topic declined: ${declined}/${OFF_TOPIC.length}`);
