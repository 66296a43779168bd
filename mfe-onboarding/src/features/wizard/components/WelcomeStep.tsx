import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getSupabase, ONBOARDING_SNOOZE_KEY, roleLandingPath, toast, useAuthStore, type User, type UserRole } from 'shared-ui';
import { updateOnboardingStatus } from '../api/onboarding-status-update-mutation';
import { showStepError } from '../hooks/useStepSave';
import { StepLayout } from './StepLayout';

const Cards = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  article {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 1rem;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  h3 { margin: 0 0 0.375rem; font-size: 1rem; }
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

const CARDS = [
  { title: 'Find Opportunities', text: 'Browse sponsorship deals matched to your profile and apply in a few clicks.' },
  { title: 'Build Your Network', text: 'Meet athletes, creators, brands and agencies in the community.' },
  { title: 'Grow Your Brand', text: 'Learn, track your results and grow your value with every partnership.' },
];

export function WelcomeStep({ user, role, onBack }: { user: User; role: UserRole; onBack: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const finish = async () => {
    setBusy(true);
    try {
      const status = await updateOnboardingStatus(await getSupabase(), user.id, { profile_completed: true, role_setup_completed: true, preferences_set: true, onboarding_completed: true });
      try {
        localStorage.removeItem(ONBOARDING_SNOOZE_KEY);
      } catch {
        /* nothing stored */
      }
      toast.success('Welcome to Pitchside 🎉');
      useAuthStore.getState().set({ onboardingStatus: status });
      navigate(roleLandingPath(role), { replace: true });
    } catch (error) {
      setBusy(false);
      showStepError(error, 'complete');
    }
  };
  return (
    <StepLayout title="Welcome" blurb="You are all set. Here is what you can do next." onSubmit={() => void finish()} onBack={onBack} busy={busy} submitLabel="Get Started">
      <Cards>
        {CARDS.map((c) => (
          <article key={c.title}>
            <h3>{c.title}</h3>
            <p>{c.text}</p>
          </article>
        ))}
      </Cards>
    </StepLayout>
  );
}
