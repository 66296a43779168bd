import { useState } from 'react';
import styled from 'styled-components';
import { Switch, useAuthStore, type User, type UserRole } from 'shared-ui';
import { INTERESTS } from 'shared-ui/profile-fields';
import { useUpdateOnboardingStatus } from '../api/onboarding-status-update-mutation';
import { useUpdateProfile } from '../api/profile-update-mutation';
import { runStepSave } from '../hooks/useStepSave';
import { preferencesAreEmpty, preferencesFrom } from '../lib/normalize';
import { PREFERENCE_SWITCHES, type Preferences } from '../lib/options';
import { StepLayout } from './StepLayout';

const Group = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem 1rem;
  h3 { margin: 0 0 0.5rem; font-size: 1rem; }
`;
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    font: inherit;
    font-size: 0.875rem;
    padding: 0.375rem 0.75rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; border-color: transparent; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

export function PreferencesStep({ user, role, onDone, onBack }: { user: User; role: UserRole; onDone: () => void; onBack: () => void }) {
  const profile = useAuthStore((s) => s.profile);
  const [prefs, setPrefs] = useState<Preferences>(() => preferencesFrom(profile?.extra_data));
  const [busy, setBusy] = useState(false);
  const updateProfile = useUpdateProfile(user.id);
  const updateStatus = useUpdateOnboardingStatus(user.id);
  const interests = INTERESTS[role] ?? INTERESTS.athlete!;

  const toggleInterest = (name: string) =>
    setPrefs((p) => ({
      ...p,
      interested_categories: p.interested_categories.includes(name) ? p.interested_categories.filter((c) => c !== name) : [...p.interested_categories, name],
    }));

  const submit = async () => {
    setBusy(true);
    const ok = await runStepSave('Preferences', 'preferences', async () => {
      if (preferencesAreEmpty(prefs)) {
        await updateStatus.mutateAsync({ preferences_set: true });
        return { kind: 'info', message: 'Skipped (no preferences set)' };
      }
      await updateProfile.mutateAsync({ extra_data: { preferences: prefs } });
      await updateStatus.mutateAsync({ preferences_set: true });
      return { kind: 'success', message: 'Preferences saved! ✅' };
    });
    setBusy(false);
    if (ok) onDone();
  };

  return (
    <StepLayout title="Preferences" blurb="Choose how we keep you posted and what you are interested in." onSubmit={() => void submit()} onBack={onBack} busy={busy}>
      <Group aria-labelledby="prefs-notifications">
        <h3 id="prefs-notifications">Notifications</h3>
        {PREFERENCE_SWITCHES.map((s) => (
          <Switch
            key={s.key}
            id={`pref-${s.key}`}
            label={s.label}
            description={s.description}
            checked={prefs[s.key]}
            onChange={(checked) => setPrefs((p) => ({ ...p, [s.key]: checked }))}
          />
        ))}
      </Group>
      <Group aria-labelledby="prefs-interests">
        <h3 id="prefs-interests">Interests</h3>
        <Chips role="group" aria-labelledby="prefs-interests">
          {interests.map((name) => (
            <button key={name} type="button" aria-pressed={prefs.interested_categories.includes(name)} onClick={() => toggleInterest(name)}>
              {name}
            </button>
          ))}
        </Chips>
      </Group>
    </StepLayout>
  );
}
