import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ONBOARDING_SNOOZE_DAYS, ONBOARDING_SNOOZE_KEY, Page, PageHeader, roleLandingPath, Spinner, toast, useAuthStore, type User } from 'shared-ui';
import { useUserRoleQuery } from '../api/user-role-query';
import { STEP_TITLES, TOTAL_STEPS } from '../lib/options';
import { stepFromStatus } from '../lib/steps';
import { PreferencesStep } from './PreferencesStep';
import { ProfileStep } from './ProfileStep';
import { RoleSetupStep } from './RoleSetupStep';
import { WelcomeStep } from './WelcomeStep';

const Progress = styled.div`
  margin-bottom: 1.25rem;
  .label { display: flex; justify-content: space-between; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; margin-bottom: 0.375rem; }
  .track { height: 0.5rem; border-radius: 999px; background: ${({ theme }) => theme.color.surfaceRaised}; overflow: hidden; }
  .fill { height: 100%; background: ${({ theme }) => theme.color.primary}; transition: width 0.3s ease; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1rem;
`;

export function OnboardingWizard({ user }: { user: User }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(() => stepFromStatus(useAuthStore.getState().onboardingStatus));
  const shownStep = useRef(step);
  // A new step is a new page to the user: it opens at its top, as a navigation would.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    toast.dismissStale();
  }, [step]);
  const roleQuery = useUserRoleQuery(user);
  const role = roleQuery.data ?? null;
  const percent = Math.round((step / TOTAL_STEPS) * 100);
  const next = () => setStep((s) => Math.min(TOTAL_STEPS, s + 1));
  const back = () => setStep((s) => Math.max(1, s - 1));

  const snooze = () => {
    const until = new Date(Date.now() + ONBOARDING_SNOOZE_DAYS * 24 * 60 * 60 * 1000).toISOString();
    try {
      localStorage.setItem(ONBOARDING_SNOOZE_KEY, until);
    } catch {
      /* storage unavailable: the reminder comes back next visit */
    }
    toast.info(`We will remind you to finish your profile in ${ONBOARDING_SNOOZE_DAYS} days.`);
    navigate(roleLandingPath(role ?? useAuthStore.getState().role), { replace: true });
  };

  let body;
  if (step === 1) body = <ProfileStep user={user} onDone={next} />;
  else if (roleQuery.isLoading) body = <Spinner label="Loading your profile..." />;
  else if (!role) body = <p role="alert">Unable to load your role. Please try refreshing the page.</p>;
  else if (step === 2) body = <RoleSetupStep user={user} role={role} onDone={next} onBack={back} />;
  else if (step === 3) body = <PreferencesStep user={user} role={role} onDone={next} onBack={back} />;
  else body = <WelcomeStep user={user} role={role} onBack={back} />;

  return (
    <Page style={{ maxWidth: '44rem' }}>
      <PageHeader title="Set up your Pitchside profile" description="Four short steps, and you are ready to find deals." />
      <Progress>
        <div className="label">
          <span>Step {step} of {TOTAL_STEPS}</span>
          <span>{STEP_TITLES[step - 1]}</span>
        </div>
        <div
          className="track"
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${TOTAL_STEPS}`}
        >
          <div className="fill" style={{ width: `${percent}%` }} />
        </div>
      </Progress>
      <Card>{body}</Card>
      {step < TOTAL_STEPS ? (
        <Footer>
          <Button type="button" $variant="ghost" $size="sm" onClick={snooze}>
            Remind me later
          </Button>
        </Footer>
      ) : null}
    </Page>
  );
}
