import { useState } from 'react';
import { FALLBACK_PROFILE_BIO, FALLBACK_USER_NAME, showFailureToast, TextAreaField, TextField, useAuthStore, type User, validate } from 'shared-ui';
import { useUpdateOnboardingStatus } from '../api/onboarding-status-update-mutation';
import { useUpdateProfile } from '../api/profile-update-mutation';
import { runStepSave } from '../hooks/useStepSave';
import { profileStepSchema } from '../lib/schemas';
import { StepLayout } from './StepLayout';

const BIO_MAX = 500;

export function ProfileStep({ user, onDone }: { user: User; onDone: () => void }) {
  const profile = useAuthStore((s) => s.profile);
  const [values, setValues] = useState(() => ({
    full_name: profile?.full_name && profile.full_name !== FALLBACK_USER_NAME ? profile.full_name : ((user.user_metadata?.full_name as string | undefined) ?? ''),
    bio: profile?.bio && profile.bio !== FALLBACK_PROFILE_BIO ? profile.bio : '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const updateProfile = useUpdateProfile(user.id);
  const updateStatus = useUpdateOnboardingStatus(user.id);

  const edit = (key: 'full_name' | 'bio', value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const result = validate(profileStepSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      showFailureToast('apply-form');
      return;
    }
    setBusy(true);
    const ok = await runStepSave('Complete Profile', 'profile', async () => {
      await updateProfile.mutateAsync({ full_name: result.data.full_name, bio: result.data.bio });
      await updateStatus.mutateAsync({ profile_completed: true });
      return { kind: 'success', message: 'Profile saved! ✅' };
    });
    setBusy(false);
    if (ok) onDone();
  };

  return (
    <StepLayout title="Complete Profile" blurb="Tell the community who you are. Brands read this first." onSubmit={() => void submit()} busy={busy}>
      <TextField id="onboarding-full-name" label="Full Name" required autoComplete="name" value={values.full_name} error={errors.full_name} onChange={(e) => edit('full_name', e.target.value)} />
      <TextAreaField
        id="onboarding-bio"
        label="About You"
        required
        rows={5}
        placeholder="Your sport or craft, achievements, and what partnerships you are looking for."
        value={values.bio}
        error={errors.bio}
        hint={<span aria-live="polite">{`${values.bio.length}/${BIO_MAX}`}</span>}
        onChange={(e) => edit('bio', e.target.value)}
      />
    </StepLayout>
  );
}
