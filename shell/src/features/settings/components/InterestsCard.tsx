import { useState } from 'react';
import { Button, readPreferences, submitWith, type Profile, type UserRole } from 'shared-ui';
import { INTERESTS } from 'shared-ui/profile-fields';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { Actions, ChipGroup, FormCard, toggled } from '../../../core/form-parts';

export function InterestsCard({ profile, userId, role }: { profile: Profile | null; userId: string; role: UserRole }) {
  const [interests, setInterests] = useState(readPreferences(profile?.extra_data).interested_categories);
  const save = useUpdateProfile(userId, { success: 'Preferences saved! ✅', context: 'your preferences' });
  if (!INTERESTS[role].length) return null;
  return (
    <FormCard as="form" aria-labelledby="interests-title" onSubmit={submitWith(() => save.mutate({ extra_data: { preferences: { interested_categories: interests } } }), save.isPending)}>
      <h2 id="interests-title">Interests</h2>
      <ChipGroup label="Categories you follow" options={INTERESTS[role].map((c) => ({ value: c, label: c }))} selected={interests} onToggle={(c) => setInterests((l) => toggled(l, c))} />
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          Save Interests
        </Button>
      </Actions>
    </FormCard>
  );
}
