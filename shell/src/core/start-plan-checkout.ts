import { callFunction, showFailureToast, siteUrl } from 'shared-ui';
import type { Plan } from 'shared-ui/billing';

/** The pricing page's button: a subscription checkout for the plan, then off to the checkout page. */
export async function startPlanCheckout(plan: Plan, userId: string): Promise<void> {
  try {
    const { checkout_url } = await callFunction<{ checkout_url: string }>('create-checkout-session', {
      user_id: userId,
      plan_id: plan.id,
      price_id: plan.priceId,
      success_url: siteUrl('/subscription?success=true'),
      cancel_url: siteUrl('/subscription?canceled=true'),
    });
    window.location.assign(checkout_url);
  } catch (error) {
    showFailureToast('checkout', error);
  }
}
