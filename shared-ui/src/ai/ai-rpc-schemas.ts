import * as z from 'zod/mini';
import type { MarketCounts } from './deal-analysis';
import type { ScoreInputs } from './score';

/** The JSON the AI reads' RPCs return, checked where it enters the browser (their SQL return type is json). */
const nullableString = z.nullable(z.string());
const shares = z.record(z.string(), z.number());

const targetAudience = z.object({
  platforms: z.optional(z.array(z.string())),
  min_followers: z.optional(z.number()),
  age_range: z.optional(z.string()),
  regions: z.optional(z.array(z.string())),
  sports: z.optional(z.array(z.string())),
});

export const scoreInputsSchema: z.ZodMiniType<ScoreInputs> = z.object({
  deal: z.object({
    id: z.string(),
    title: z.string(),
    category: nullableString,
    category_slug: nullableString,
    amount_cents: z.number(),
    target_roles: z.array(z.string()),
    target_audience: targetAudience,
    days_left: z.nullable(z.number()),
  }),
  user: z.object({
    role: z.string(),
    sport: nullableString,
    interested_categories: z.nullable(z.array(z.string())),
    refused_categories: z.nullable(z.array(z.string())),
    min_deal_cents: z.nullable(z.number()),
    platforms: z.array(z.string()),
    followers: z.nullable(z.number()),
    age: shares,
    location: shares,
    open_deliverables: z.number(),
  }),
  market: z.object({ sample: z.number(), median_cents: z.nullable(z.number()) }),
  brand: z.object({ name: z.string(), verified: z.boolean(), payments_settled: z.number(), payments_refunded: z.number() }),
});

export const marketCountsSchema: z.ZodMiniType<MarketCounts> = z.object({ sample: z.number(), below: z.number(), equal: z.number() });
