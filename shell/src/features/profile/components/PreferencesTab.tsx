import { useState } from 'react';
import { Button, readPreferences, Spinner, submitWith, TextField, validate, type Profile, type UserRole } from 'shared-ui';
import { INTERESTS } from 'shared-ui/profile-fields';
import { useDealCategoriesQuery } from 'shared-ui/reads';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { partnershipSchema } from '../lib/schemas';
import { Actions, ChipGroup, FormCard, Muted, toggled } from '../../../core/form-parts';

/** Interests for every role; for athletes and creators also the partnership preferences deals are matched against. */
export function PreferencesTab({ profile, userId, role }: { profile: Profile | null; userId: string; role: UserRole }) {
  const stored = readPreferences(profile?.extra_data);
  const talent = role === 'athlete' || role === 'creator';
  const [interests, setInterests] = useState(stored.interested_categories);
  const [refused, setRefused] = useState(stored.refused_categories);
  const [minAmount, setMinAmount] = useState(stored.min_deal_amount == null ? '' : String(stored.min_deal_amount));
  const [minError, setMinError] = useState<string | undefined>();
  const categories = useDealCategoriesQuery();
  const save = useUpdateProfile(userId, { success: 'Preferences saved! ✅', context: 'your preferences' });

  const onSubmit = () => {
    const check = validate(partnershipSchema, { min_deal_amount: minAmount });
    if (!check.success) return setMinError(check.errors.min_deal_amount);
    save.mutate({
      extra_data: {
        preferences: talent
          ? { interested_categories: interests, refused_categories: refused, min_deal_amount: minAmount.trim() ? Number(minAmount) : null }
          : { interested_categories: interests },
      },
    });
  };

  return (
    <FormCard as="form" aria-labelledby="preferences-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
      <h2 id="preferences-title">{talent ? 'Partnership preferences' : 'Interests'}</h2>
      <ChipGroup
        label={talent ? 'Categories you want' : 'Interests'}
        options={INTERESTS[role].map((c) => ({ value: c, label: c }))}
        selected={interests}
        onToggle={(c) => setInterests((list) => toggled(list, c))}
        hint={talent ? 'Deal alerts come for these categories.' : undefined}
      />
      {talent ? (
        <>
          {categories.isLoading ? (
            <Spinner label="Loading..." size={20} />
          ) : (
            <ChipGroup
              label="Categories you refuse"
              options={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
              selected={refused}
              onToggle={(c) => setRefused((list) => toggled(list, c))}
              hint="No deal alerts for these, and matching deals rank lower for you."
            />
          )}
          <TextField
            label="Minimum deal amount (USD)"
            inputMode="numeric"
            value={minAmount}
            error={minError}
            hint="Deals paying less do not send you alerts. Leave empty for no minimum."
            onChange={(e) => {
              setMinAmount(e.target.value);
              setMinError(undefined);
            }}
            placeholder="500"
          />
        </>
      ) : null}
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
        <Muted>Notification switches are in Settings.</Muted>
      </Actions>
    </FormCard>
  );
}
