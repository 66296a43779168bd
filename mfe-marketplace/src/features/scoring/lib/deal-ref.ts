import * as z from 'zod/mini';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export const DEAL_REF_ERROR = 'Paste a deal link (for example /marketplace?deal=…) or a deal id';

/** A deal link (any Pitchside URL naming a deal: ?deal=<id>, /marketplace/apply/<id>, /deals/<id>) or a bare id. */
export const dealRefSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, DEAL_REF_ERROR), z.maxLength(2000, DEAL_REF_ERROR)),
  z.transform((raw, ctx) => {
    const id = raw.match(UUID)?.[0];
    if (!id) {
      ctx.issues.push({ code: 'custom', message: DEAL_REF_ERROR, input: raw });
      return z.NEVER;
    }
    return id.toLowerCase();
  }),
);

export function parseDealRef(raw: string): { id: string } | { error: string } {
  const r = dealRefSchema.safeParse(raw);
  return r.success ? { id: r.data } : { error: r.error.issues[0]?.message ?? DEAL_REF_ERROR };
}
