import * as z from 'zod';
import type { Deps } from '../lib/deps';
import { HttpError } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { assertVisitorOrInGoodStanding } from '../lib/standing';

/**
 * POST /assistant: phrases an answer to a help question from the passages the browser's retrieval found, through
 * an OpenAI-compatible provider the operator configures (ASSISTANT_PROVIDER_URL, ASSISTANT_PROVIDER_KEY,
 * ASSISTANT_MODEL). The key never reaches the browser. With no provider configured it answers 200
 * { found: false, configured: false }: nothing failed (so the browser's console stays clean), and the browser
 * shows its retrieval answer and stops asking. Visitors may ask (AI Help is on public pages); a signed-in caller
 * (the browser sends the session) must be in good standing: a suspended member or a deleted account gets the
 * same 403 and message as every other function. parse -> check -> act -> respond.
 */

export const requestSchema = z.object({
  question: z.string().trim().min(1, 'Ask a question').max(500, 'Keep the question under 500 characters'),
  passages: z
    .array(z.object({ title: z.string().min(1).max(200), link: z.string().regex(/^\/[\w\-/#?=&.]*$/, 'A passage link is a Pitchside path'), text: z.string().min(1).max(2000) }))
    .min(1, 'Send at least one passage')
    .max(6, 'Send at most 6 passages'),
});
export type AssistantRequest = z.infer<typeof requestSchema>;

export interface Provider {
  url: string;
  key: string;
  model: string;
}

export function providerFrom(env: NodeJS.ProcessEnv): Provider | null {
  if (!env.ASSISTANT_PROVIDER_URL || !env.ASSISTANT_PROVIDER_KEY) return null;
  return { url: env.ASSISTANT_PROVIDER_URL.replace(/\/+$/, ''), key: env.ASSISTANT_PROVIDER_KEY, model: env.ASSISTANT_MODEL || 'gpt-4o-mini' };
}

export const SYSTEM_PROMPT =
  'You answer questions about using Pitchside, a sponsorship marketplace, and about sponsorship basics. Use only the numbered passages given. ' +
  'Cite each passage you use as [n]. If the passages do not answer the question, reply exactly: NOT_FOUND. Never invent features, prices or rules.';

export function promptFor(req: AssistantRequest): string {
  return `${req.passages.map((p, i) => `[${i + 1}] ${p.title}: ${p.text}`).join('\n\n')}\n\nQuestion: ${req.question}`;
}

/** The cited passage numbers in an answer (1-based, only those that exist). */
export function citations(answer: string, count: number): number[] {
  return [...new Set([...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
}

export interface AssistantDeps {
  provider: Provider | null;
  fetch: typeof fetch;
  /** The database and auth config for the standing check of a signed-in caller (read only when a session is sent). */
  account: () => Pick<Deps, 'config' | 'db'>;
}

const providerFailed = () => new HttpError(502, 'provider_failed', 'The assistant provider did not answer');

export async function assistant(deps: AssistantDeps, req: HttpRequest): Promise<HttpResult> {
  const body = parseBody(req, requestSchema);
  if (req.headers.authorization ?? req.headers.Authorization) await assertVisitorOrInGoodStanding(deps.account(), req.headers);
  if (!deps.provider) return { status: 200, body: { found: false, configured: false } };
  const { url, key, model } = deps.provider;
  let answer: string;
  try {
    const res = await deps.fetch(`${url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ model, temperature: 0, messages: [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: promptFor(body) }] }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw providerFailed();
    const reply = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw providerFailed();
    answer = content.trim();
  } catch (e) {
    throw e instanceof HttpError ? e : providerFailed();
  }
  // an answer that cites none of the passages is not shown (the browser keeps its retrieval answer)
  const cited = citations(answer, body.passages.length);
  if (answer === 'NOT_FOUND' || cited.length === 0) return { status: 200, body: { found: false } };
  return { status: 200, body: { found: true, answer, citations: cited.map((n) => ({ n, title: body.passages[n - 1]!.title, link: body.passages[n - 1]!.link })) } };
}
