import { FunctionError, getRuntimeConfig, useAuthStore } from 'shared-ui';
import type { SourceHit } from './retrieve';

export interface Phrased {
  answer: string;
  citations: { n: number; title: string; link: string }[];
}

/** Once the function says no provider is configured, the page stops asking. */
let providerAbsent = false;

/**
 * Asks the assistant function to phrase an answer over the retrieved passages (only when the operator configured
 * a language-model provider there). null means: show the retrieval answer alone. A signed-in member's session goes
 * with the question, and a refusal of their account (suspended, deleted: 403, or a session no longer valid: 401)
 * rejects with a FunctionError carrying the function's own message.
 */
export async function phraseAnswer(
  question: string, sources: SourceHit[], fetcher: typeof fetch = fetch, token: string | undefined = useAuthStore.getState().session?.access_token,
): Promise<Phrased | null> {
  if (providerAbsent) return null;
  const passages = sources.flatMap((s) => s.passages.map((text) => ({ title: s.title, link: s.link, text: text.slice(0, 2000) }))).slice(0, 6);
  let res: Awaited<ReturnType<typeof fetch>>;
  try {
    res = await fetcher(`${getRuntimeConfig().functionsUrl.replace(/\/+$/, '')}/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ question, passages }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return null;
  }
  if (res.status === 401 || res.status === 403) {
    const refused = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new FunctionError(res.status, refused?.error?.code ?? 'http_error', refused?.error?.message ?? 'You cannot use the assistant right now.');
  }
  if (res.status === 404) {
    providerAbsent = true;
    return null;
  }
  if (!res.ok) return null;
  try {
    const body = (await res.json()) as { found?: boolean; configured?: boolean; answer?: string; citations?: Phrased['citations'] };
    if (body.configured === false) providerAbsent = true;
    return body.found && typeof body.answer === 'string' && Array.isArray(body.citations) ? { answer: body.answer, citations: body.citations } : null;
  } catch {
    return null;
  }
}
