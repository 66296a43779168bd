import { toast } from 'shared-ui';

export interface Plan {
  id: 'starter' | 'pro' | 'elite' | 'brand';
  name: string;
  /** Monthly price in US dollars (the payment function multiplies by 100). */
  priceUsd: number;
  audience: string;
  features: string[];
  highlighted?: boolean;
}

export const PLANS: Plan[] = [
  { id: 'starter', name: 'Starter', priceUsd: 0, audience: 'For athletes and creators getting started', features: ['Profile and media kit', 'Apply to up to 5 deals a month', 'Messaging with brands', 'Learning hub basics', 'Community forum'] },
  { id: 'pro', name: 'Pro', priceUsd: 19, audience: 'For talent growing their partnerships', features: ['Unlimited deal applications', 'AI deal scoring', 'AI content and scheduling tools', 'Audience analytics', 'Priority placement in search'], highlighted: true },
  { id: 'elite', name: 'Elite', priceUsd: 49, audience: 'For established athletes, artists and creators', features: ['Everything in Pro', 'AI manager', 'Full Pitchside Academy library and certificates', 'Advanced analytics and exports', 'Priority support'] },
  { id: 'brand', name: 'Brand', priceUsd: 199, audience: 'For brands and agencies running campaigns', features: ['Unlimited deal posts and templates', 'Target audience and budget tools', 'AI-scored applicant shortlists', 'Agency client management', 'Team seats and invoicing'] },
];

/**
 * CHECKOUT CALL SITE for the payments work: the pricing page calls this for a signed-in user.
 * Replace the body with the call to the checkout function (functionsUrl + '/checkout' with the
 * user's JWT) and a redirect to the returned Stripe URL; on failure toast 'Failed to create checkout session'.
 */
export async function startPlanCheckout(plan: Plan): Promise<void> {
  toast.info(`Checkout for the ${plan.name} plan opens here soon`, {
    description: 'Payments are being connected. Your plan has not been changed.',
  });
}
