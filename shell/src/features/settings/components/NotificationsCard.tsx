import { useState } from 'react';
import { readPreferences, Switch, type Profile } from 'shared-ui';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { FormCard } from '../../../core/form-parts';
import { PREFERENCE_SWITCHES, type SwitchKey } from '../lib/switches';

/** The six notification switches; each change is saved at once (the database merges it into the preferences). */
export function NotificationsCard({ profile, userId }: { profile: Profile | null; userId: string }) {
  const stored = readPreferences(profile?.extra_data);
  const [values, setValues] = useState<Record<SwitchKey, boolean>>(() => Object.fromEntries(PREFERENCE_SWITCHES.map((s) => [s.key, stored[s.key]])) as Record<SwitchKey, boolean>);
  const save = useUpdateProfile(userId, { success: 'Preferences saved! ✅', context: 'your preferences' });
  const onChange = (key: SwitchKey, on: boolean) => {
    const before = values[key];
    setValues((v) => ({ ...v, [key]: on }));
    save.mutate({ extra_data: { preferences: { [key]: on } } }, { onError: () => setValues((v) => ({ ...v, [key]: before })) });
  };
  return (
    <FormCard as="section" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <div>
        {PREFERENCE_SWITCHES.map((s) => (
          <Switch key={s.key} label={s.label} description={s.description} checked={values[s.key]} onChange={(on) => onChange(s.key, on)} />
        ))}
      </div>
    </FormCard>
  );
}
