import { useState } from 'react';
import styled from 'styled-components';
import { type Profile, SelectField, showFailureToast, TextField, useAuthStore, type User, type UserRole, validate } from 'shared-ui';
import { CONTENT_TYPE_OPTIONS, FOLLOWER_OPTIONS, graduationYears, INDUSTRY_OPTIONS, SPORT_OPTIONS } from 'shared-ui/profile-fields';
import { useUpdateOnboardingStatus } from '../api/onboarding-status-update-mutation';
import { useUpdateProfile } from '../api/profile-update-mutation';
import { runStepSave } from '../hooks/useStepSave';
import { normalizeRoleSetup } from '../lib/normalize';
import { ROLE_SETUP_COPY } from '../lib/options';
import { EMPTY_ROLE_SETUP, roleSetupSchema, type RoleSetupValues } from '../lib/schemas';
import { StepLayout } from './StepLayout';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  legend { font-weight: 700; padding: 0 0.25rem; }
`;

function initialValues(profile: Profile | null): RoleSetupValues {
  const v = { ...EMPTY_ROLE_SETUP };
  if (!profile) return v;
  for (const key of Object.keys(v) as (keyof RoleSetupValues)[]) {
    const saved = profile[key];
    if (saved !== null && saved !== undefined) v[key] = String(saved);
  }
  return v;
}

export function RoleSetupStep({ user, role, onDone, onBack }: { user: User; role: UserRole; onDone: () => void; onBack: () => void }) {
  const profile = useAuthStore((s) => s.profile);
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const updateProfile = useUpdateProfile(user.id);
  const updateStatus = useUpdateOnboardingStatus(user.id);
  const copy = ROLE_SETUP_COPY[role] ?? ROLE_SETUP_COPY.athlete!;

  const field = (key: keyof RoleSetupValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
  });

  const submit = async () => {
    const result = validate(roleSetupSchema(role), values);
    if (!result.success) {
      setErrors(result.errors);
      showFailureToast('apply-form');
      return;
    }
    const update = normalizeRoleSetup(role, values);
    setBusy(true);
    const ok = await runStepSave('Role Setup', 'role', async () => {
      if (update.isEmpty) {
        await updateStatus.mutateAsync({ role_setup_completed: true });
        return { kind: 'info', message: 'Skipped (no data provided)' };
      }
      await updateProfile.mutateAsync({ ...update.columns, extra_data: update.extra });
      await updateStatus.mutateAsync({ role_setup_completed: true });
      return { kind: 'success', message: 'Role information saved! ✅' };
    });
    setBusy(false);
    if (ok) onDone();
  };

  const social = (
    <Fieldset>
      <legend>Social Media</legend>
      <TextField id="onboarding-instagram" label="Instagram" placeholder="@yourusername" {...field('instagram_handle')} />
      <TextField id="onboarding-twitter" label="Twitter/X" placeholder="@yourusername" {...field('twitter_handle')} />
      <TextField id="onboarding-tiktok" label="TikTok" placeholder="@yourusername" {...field('tiktok_handle')} />
    </Fieldset>
  );

  return (
    <StepLayout title={copy.title} blurb={copy.blurb} onSubmit={() => void submit()} onBack={onBack} busy={busy}>
      {role === 'athlete' ? (
        <>
          <SelectField id="onboarding-sport" label="Sport" placeholder="Select your sport" options={SPORT_OPTIONS} {...field('sport')} />
          <SelectField
            id="onboarding-graduation-year"
            label="Graduation Year"
            placeholder="Select year"
            options={graduationYears().map((y) => ({ value: String(y), label: String(y) }))}
            {...field('graduation_year')}
          />
        </>
      ) : null}
      {role === 'creator' ? (
        <>
          <SelectField id="onboarding-content-type" label="Content Type" placeholder="Select content type" options={CONTENT_TYPE_OPTIONS} {...field('content_type')} />
          <SelectField id="onboarding-followers" label="Approximate Follower Count" placeholder="Select range" options={FOLLOWER_OPTIONS} {...field('follower_count')} />
        </>
      ) : null}
      {role === 'brand' ? (
        <>
          <TextField id="onboarding-company" label="Company Name" required autoComplete="organization" {...field('company_name')} />
          <SelectField id="onboarding-industry" label="Industry" placeholder="Select industry" options={INDUSTRY_OPTIONS} {...field('industry')} />
          <TextField id="onboarding-website" label="Website URL" type="url" placeholder="https://yourcompany.com" {...field('website_url')} />
        </>
      ) : null}
      {role === 'agency' ? (
        <>
          <TextField id="onboarding-company" label="Agency Name" required autoComplete="organization" {...field('company_name')} />
          <TextField id="onboarding-website" label="Website URL" type="url" placeholder="https://youragency.com" {...field('website_url')} />
        </>
      ) : null}
      {role !== 'brand' && role !== 'admin' ? social : null}
    </StepLayout>
  );
}
