import type MiniSearch from 'minisearch';
import type { Passage } from './corpus';
import { retrieve, type SourceHit } from './retrieve';

export type AssistantMessage =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'assistant'; kind: 'answer'; source: SourceHit; related: SourceHit[] }
  | { id: number; from: 'assistant'; kind: 'decline' };

/** The assistant's reply: the best source's passages and a link, or an honest "not found". */
export function answer(index: MiniSearch<Passage>, question: string, id: number): AssistantMessage {
  const r = retrieve(index, question);
  if (!r.confident || !r.sources[0]) return { id, from: 'assistant', kind: 'decline' };
  return { id, from: 'assistant', kind: 'answer', source: r.sources[0], related: r.sources.slice(1) };
}
