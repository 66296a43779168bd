/**
 * The plans, in the one place the pricing page and the checkout function both read. Prices are US dollars a
 * month; the functions charge `priceUsd * 100` cents. `priceId` is the id the checkout body names: the
 * function charges the catalogue's amount for it, so a forged price can't change what is paid.
 */
export interface Plan {
  id: 'starter' | 'pro' | 'elite' | 'brand';
  priceId: string;
  name: string;
  priceUsd: number;
  audience: string;
  features: string[];
  highlighted?: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'starter', priceId: 'price_starter_free', name: 'Starter', priceUsd: 0, audience: 'For athletes and creators getting started', features: ['Profile and media kit', 'Apply to up to 5 deals a month', 'Messaging with brands', 'Learning hub basics', 'Community forum'] },
  { id: 'pro', priceId: 'price_pro_monthly', name: 'Pro', priceUsd: 19, audience: 'For talent growing their partnerships', features: ['Unlimited deal applications', 'AI deal scoring', 'AI content and scheduling tools', 'Audience analytics', 'Priority placement in search'], highlighted: true },
  { id: 'elite', priceId: 'price_elite_monthly', name: 'Elite', priceUsd: 49, audience: 'For established athletes, artists and creators', features: ['Everything in Pro', 'AI manager', 'Full Pitchside Academy library and certificates', 'Advanced analytics and exports', 'Priority support'] },
  { id: 'brand', priceId: 'price_brand_monthly', name: 'Brand', priceUsd: 199, audience: 'For brands and agencies running campaigns', features: ['Unlimited deal posts and templates', 'Target audience and budget tools', 'AI-scored applicant shortlists', 'Agency client management', 'Team seats and invoicing'] },
];

export const FREE_PLAN: Plan = PLANS[0]!;

export function planById(id: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** A paid plan whose plan id and price id belong together, or undefined. */
export function paidPlanFor(planId: string, priceId: string): Plan | undefined {
  const plan = planById(planId);
  return plan && plan.priceUsd > 0 && plan.priceId === priceId ? plan : undefined;
}

/** Subscription states in which the plan's features are on. */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** Limits on deal payments (whole dollars): what one checkout may hold. */
export const DEAL_PAYMENT_LIMITS = { minUsd: 1, maxUsd: 100_000 } as const;
