import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useState } from 'react';
import { authReady, Badge, Button, toast, usePageHead } from 'shared-ui';
import { formatFeeRate, PLANS, type Plan } from 'shared-ui/billing';
import { startPlanCheckout } from '../../core/start-plan-checkout';
import { CheckIcon } from '../../frame/icons';
import { InfoPage, Prose, Section } from '../../core/page-layout';

const Plans = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  align-items: stretch;
`;

const PlanCard = styled.section<{ $highlighted?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme, $highlighted }) => ($highlighted ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.5rem 1.25rem;
  h2 { margin: 0; font-size: 1.25rem; display: flex; gap: 0.5rem; align-items: center; justify-content: space-between; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  ul { list-style: none; margin: 0.5rem 0 1rem; padding: 0; display: grid; gap: 0.5rem; flex: 1; align-content: start; }
  li { display: flex; gap: 0.5rem; align-items: flex-start; }
  li svg { color: ${({ theme }) => theme.color.primary}; flex-shrink: 0; margin-top: 0.2rem; }
`;

const Price = styled.p`
  && { color: ${({ theme }) => theme.color.text}; }
  font-size: 2.25rem;
  font-weight: 800;
  span { font-size: 1rem; font-weight: 500; color: ${({ theme }) => theme.color.textMuted}; }
`;

export default function PricingPage() {
  usePageHead({ title: 'Pricing', description: 'Pitchside plans for athletes, creators, brands and agencies: Starter, Pro, Elite and Brand.' });
  const navigate = useNavigate();
  const [starting, setStarting] = useState<Plan['id'] | null>(null);

  const choose = async (plan: Plan) => {
    // A click while the page is still starting (the pre-rendered page hands over) waits for the session check
    // instead of taking a signed-in visitor for a signed-out one and sending them to /auth.
    const userId = (await authReady()).user?.id ?? null;
    if (!userId) {
      toast.info('Sign in to choose a plan');
      navigate('/auth');
      return;
    }
    if (plan.priceUsd === 0) {
      navigate('/dashboard');
      return;
    }
    setStarting(plan.id);
    await startPlanCheckout(plan, userId);
    setStarting(null);
  };

  return (
    <InfoPage eyebrow="Pricing" title="Simple plans that grow with you" lead="Start free. Upgrade when your partnerships do. Prices in US dollars per month; cancel any time.">
      <Plans>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} $highlighted={plan.highlighted} aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>
              {plan.name} {plan.highlighted ? <Badge $tone="primary">Most popular</Badge> : null}
            </h2>
            <p>{plan.audience}</p>
            <Price>
              ${plan.priceUsd}
              <span>/month</span>
            </Price>
            <ul>
              {plan.features.map((f) => (
                <li key={f}><CheckIcon size={16} />{f}</li>
              ))}
            </ul>
            <Button type="button" $variant={plan.highlighted ? 'primary' : 'secondary'} disabled={starting !== null} aria-busy={starting === plan.id} onClick={() => void choose(plan)} aria-label={`${plan.priceUsd === 0 ? 'Get started with' : 'Choose'} ${plan.name}`}>
              {plan.priceUsd === 0 ? 'Get started with' : 'Choose'} {plan.name}
            </Button>
          </PlanCard>
        ))}
      </Plans>
      <Section>
        <Prose>
          <h2>Billing questions</h2>
          <p>Deal payments: the brand pays the agreed amount, held until the work is approved; the talent receives it less a {formatFeeRate()} platform fee, paid out through Stripe.</p>
          <p>Payments are processed securely by Stripe. You can change or cancel your plan from Subscription in your account menu; changes apply from the next billing period.</p>
          <p>Running a large campaign or managing many clients? Book a demo and we will put together an Enterprise plan.</p>
        </Prose>
      </Section>
    </InfoPage>
  );
}
