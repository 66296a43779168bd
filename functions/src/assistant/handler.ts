import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';

/**
 * POST /assistant: phrases an answer to a help question from the passages the browser's retrieval found, through
 * an OpenAI-compatible provider the operator configures (ASSISTANT_PROVIDER_URL, ASSISTANT_PROVIDER_KEY,
 * ASSISTANT_MODEL). The key never reaches the browser. With no provider configured it answers 501 and the
 * browser shows its retrieval answer. parse -> check -> act -> respond.
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

const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

export function createHandler(deps: { env?: NodeJS.ProcessEnv; fetch?: typeof fetch } = {}) {
  const env = deps.env ?? process.env;
  const doFetch = deps.fetch ?? fetch;
  return async (event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): Promise<APIGatewayProxyStructuredResultV2> => {
    // parse
    let raw: unknown;
    try {
      raw = JSON.parse(event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? ''));
    } catch {
      return json(400, { error: 'The body must be JSON' });
    }
    const parsed = requestSchema.safeParse(raw);
    if (!parsed.success) return json(400, { error: parsed.error.issues[0]?.message ?? 'Invalid request' });
    // check
    const provider = providerFrom(env);
    if (!provider) return json(501, { error: 'No assistant provider is configured' });
    // act
    let answer: string;
    try {
      const res = await doFetch(`${provider.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.key}` },
        body: JSON.stringify({ model: provider.model, temperature: 0, messages: [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: promptFor(parsed.data) }] }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) return json(502, { error: 'The assistant provider did not answer' });
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') return json(502, { error: 'The assistant provider did not answer' });
      answer = content.trim();
    } catch {
      return json(502, { error: 'The assistant provider did not answer' });
    }
    // respond: an answer that cites none of the passages is not shown (the browser keeps its retrieval answer)
    const cited = citations(answer, parsed.data.passages.length);
    if (answer === 'NOT_FOUND' || cited.length === 0) return json(200, { found: false });
    return json(200, { found: true, answer, citations: cited.map((n) => ({ n, title: parsed.data.passages[n - 1]!.title, link: parsed.data.passages[n - 1]!.link })) });
  };
}

export const handler = createHandler();
