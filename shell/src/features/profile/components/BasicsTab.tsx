import { Button, DraftNotice, draftKey, submitWith, TextAreaField, TextField, useDraftedFormState, type Profile } from 'shared-ui';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { basicsSchema, BIO_MAX, type BasicsValues } from '../lib/schemas';
import { AvatarUpload } from './AvatarUpload';
import { Actions, extraOf, FieldGrid, FormCard, orNull, textOf } from '../../../core/form-parts';

export function BasicsTab({ profile, userId }: { profile: Profile | null; userId: string }) {
  const extra = extraOf(profile?.extra_data);
  const { form, draft } = useDraftedFormState<BasicsValues>(draftKey(userId, 'profile-basics'), {
    full_name: profile?.full_name ?? '',
    bio: profile?.bio ?? '',
    location: textOf(extra.location),
    website_url: profile?.website_url ?? '',
  });
  const save = useUpdateProfile(userId);
  const onSubmit = () => {
    const data = form.check(basicsSchema);
    if (!data) return;
    save.mutate({ full_name: data.full_name.trim(), bio: data.bio.trim(), website_url: orNull(data.website_url), extra_data: { location: orNull(data.location) } }, { onSuccess: () => draft.clear() });
  };
  return (
    <>
      <FormCard as="section" aria-labelledby="basics-photo">
        <h2 id="basics-photo">Photo</h2>
        <AvatarUpload profile={profile} userId={userId} />
      </FormCard>
      <FormCard as="form" aria-labelledby="basics-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
        <h2 id="basics-title">Basics</h2>
        <DraftNotice draft={draft} />
        <FieldGrid>
          <TextField label="Full Name" required value={form.values.full_name} error={form.errors.full_name} onChange={(e) => form.setField('full_name', e.target.value)} autoComplete="name" />
          <TextField label="Location" value={form.values.location} error={form.errors.location} onChange={(e) => form.setField('location', e.target.value)} placeholder="City, State" autoComplete="address-level2" />
        </FieldGrid>
        <TextAreaField
          label="Bio"
          required
          value={form.values.bio}
          error={form.errors.bio}
          hint={`${form.values.bio.length}/${BIO_MAX}`}
          onChange={(e) => form.setField('bio', e.target.value)}
        />
        <TextField label="Website" type="url" value={form.values.website_url} error={form.errors.website_url} onChange={(e) => form.setField('website_url', e.target.value)} placeholder="https://example.com" />
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Basics'}
          </Button>
        </Actions>
      </FormCard>
    </>
  );
}
