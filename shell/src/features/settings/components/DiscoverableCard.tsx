import { useState } from 'react';
import { Switch, type Profile } from 'shared-ui';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { FormCard } from '../../../core/form-parts';

/**
 * Athletes and creators: whether brands and agencies can find you in Discover Talent. Saved at once; off takes you
 * out of every search straight away (the database keeps the directory).
 */
export function DiscoverableCard({ profile, userId }: { profile: Profile | null; userId: string }) {
  const [on, setOn] = useState(profile?.discoverable ?? true);
  const save = useUpdateProfile(userId, { success: 'Discovery setting saved', context: 'your discovery setting' });
  return (
    <FormCard as="section" aria-labelledby="discoverable-title">
      <h2 id="discoverable-title">Brand discovery</h2>
      <Switch
        label="Discoverable"
        description="Brands and agencies can find you in Discover Talent and invite you to their deals. They see your name, photo, bio, sport or content, location, school, platforms, follower counts, engagement and audience summary, never your email, phone or rates you have not published. Turn it off and you disappear from every search at once; you can still apply to deals."
        checked={on}
        onChange={(next) => {
          setOn(next);
          save.mutate({ discoverable: next }, { onError: () => setOn(!next) });
        }}
      />
    </FormCard>
  );
}
