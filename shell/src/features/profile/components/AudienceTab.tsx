import { useState } from 'react';
import { Button, SelectField, submitWith, type Profile } from 'shared-ui';
import { CONTENT_TYPE_OPTIONS, INTERESTS } from 'shared-ui/profile-fields';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { DemographicsEditor } from './DemographicsEditor';
import { Actions, ChipGroup, FormCard, toggled } from '../../../core/form-parts';

export function AudienceTab({ profile, userId }: { profile: Profile | null; userId: string }) {
  const [contentType, setContentType] = useState<string>(profile?.content_type ?? '');
  const [categories, setCategories] = useState<string[]>(profile?.content_categories ?? []);
  const save = useUpdateProfile(userId);
  const onSubmit = () =>
    save.mutate({ content_type: (contentType || null) as Profile['content_type'], content_categories: categories, extra_data: { content_type: contentType || null } });
  return (
    <>
      <FormCard as="form" aria-labelledby="content-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
        <h2 id="content-title">Content</h2>
        <SelectField label="Content Type" options={CONTENT_TYPE_OPTIONS} placeholder="Choose a content type" value={contentType} onChange={(e) => setContentType(e.target.value)} />
        <ChipGroup
          label="Content categories"
          options={INTERESTS.creator.map((c) => ({ value: c, label: c }))}
          selected={categories}
          onToggle={(c) => setCategories((list) => toggled(list, c))}
        />
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Content'}
          </Button>
        </Actions>
      </FormCard>
      <DemographicsEditor userId={userId} />
    </>
  );
}
