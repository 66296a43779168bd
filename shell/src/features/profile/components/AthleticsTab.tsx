import { Button, Checkbox, DraftNotice, draftKey, SelectField, submitWith, TextField, useDraftedFormState, type Profile } from 'shared-ui';
import { graduationYears, SPORT_OPTIONS } from 'shared-ui/profile-fields';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { athleticsSchema, type AthleticsValues } from '../lib/schemas';
import { AchievementsEditor } from './AchievementsEditor';
import { Link } from 'react-router-dom';
import { Actions, extraOf, FieldGrid, FormCard, Muted, orNull, textOf } from '../../../core/form-parts';
import { StatsEditor } from './StatsEditor';

export function AthleticsTab({ profile, userId }: { profile: Profile | null; userId: string }) {
  const extra = extraOf(profile?.extra_data);
  const { form, draft } = useDraftedFormState<AthleticsValues>(draftKey(userId, 'profile-athletics'), {
    sport: profile?.sport ?? '',
    school: textOf(extra.school),
    graduation_year: profile?.graduation_year ? String(profile.graduation_year) : '',
    position: textOf(extra.position),
    ncaa_division_i: extra.ncaa_division_i === true,
  });
  const save = useUpdateProfile(userId);
  const years = graduationYears();
  const yearOptions = [...(form.values.graduation_year && !years.includes(Number(form.values.graduation_year)) ? [Number(form.values.graduation_year)] : []), ...years];
  const onSubmit = () => {
    const data = form.check(athleticsSchema);
    if (!data) return;
    const graduationYear = data.graduation_year ? Number(data.graduation_year) : null;
    const sport = orNull(data.sport);
    save.mutate({
      sport: sport as Profile['sport'],
      graduation_year: graduationYear,
      extra_data: { sport, graduation_year: graduationYear, school: orNull(data.school), position: orNull(data.position), ncaa_division_i: data.ncaa_division_i },
    }, { onSuccess: () => draft.clear() });
  };
  return (
    <>
      <FormCard as="form" aria-labelledby="athletics-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
        <h2 id="athletics-title">Athletics</h2>
        <DraftNotice draft={draft} />
        <FieldGrid>
          <SelectField label="Sport" options={SPORT_OPTIONS} placeholder="Choose your sport" value={form.values.sport} onChange={(e) => form.setField('sport', e.target.value)} />
          <TextField label="Position" value={form.values.position} error={form.errors.position} onChange={(e) => form.setField('position', e.target.value)} placeholder="Point guard" />
          <TextField label="School" value={form.values.school} error={form.errors.school} onChange={(e) => form.setField('school', e.target.value)} placeholder="Ohio State University" />
          <SelectField
            label="Graduation Year"
            options={yearOptions.map((y) => ({ value: String(y), label: String(y) }))}
            placeholder="Choose a year"
            value={form.values.graduation_year}
            error={form.errors.graduation_year}
            onChange={(e) => form.setField('graduation_year', e.target.value)}
          />
        </FieldGrid>
        <Checkbox
          label="I am an NCAA Division I athlete"
          checked={form.values.ncaa_division_i}
          onChange={(checked) => form.setField('ncaa_division_i', checked)}
        />
        <Muted>
          Division I athletes must report deals worth $600 or more from one payor to NIL Go within 5 business days. With
          this on, <Link to="/nil">NIL compliance</Link> tracks them for you. Rules differ by school and state: check with
          your compliance office.
        </Muted>
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Athletics'}
          </Button>
        </Actions>
      </FormCard>
      <StatsEditor userId={userId} />
      <AchievementsEditor userId={userId} />
    </>
  );
}
