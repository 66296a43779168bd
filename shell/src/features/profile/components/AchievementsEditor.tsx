import { useState } from 'react';
import { Button, submitWith, TextField, useFormState } from 'shared-ui';
import { useAchievementsQuery } from '../api/achievements-query';
import { useCreateAchievement } from '../api/achievement-create-mutation';
import { useDeleteAchievement } from '../api/achievement-delete-mutation';
import { achievementSchema, type AchievementValues } from '../lib/schemas';
import { Actions, FieldGrid, FormCard, ItemList, orNull } from '../../../core/form-parts';
import { Loadable } from './Loadable';
import { RemoveItemDialog, type RemovingItem } from './RemoveItemDialog';

const EMPTY: AchievementValues = { title: '', achieved_on: '', description: '' };
const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'short', year: 'numeric' }) : '');

/** Achievements: title, date, description. */
export function AchievementsEditor({ userId }: { userId: string }) {
  const achievements = useAchievementsQuery(userId);
  const create = useCreateAchievement(userId);
  const remove = useDeleteAchievement(userId);
  const [removing, setRemoving] = useState<RemovingItem | null>(null);
  const form = useFormState<AchievementValues>(EMPTY);
  const onSubmit = () => {
    const data = form.check(achievementSchema);
    if (!data) return;
    create.mutate({ title: data.title.trim(), achieved_on: data.achieved_on || null, description: orNull(data.description) }, { onSuccess: () => form.setValues(EMPTY) });
  };
  return (
    <FormCard as="section" aria-labelledby="achievements-title">
      <h2 id="achievements-title">Achievements</h2>
      <Loadable query={achievements} empty="No achievements yet. Add titles, awards and records.">
        <ItemList aria-label="Your achievements">
          {achievements.data?.map((a) => (
            <li key={a.id}>
              <span>
                <strong>{a.title}</strong> <span className="muted">{day(a.achieved_on)}</span>
                {a.description ? <span className="muted"> · {a.description}</span> : null}
              </span>
              <Button type="button" $variant="ghost" $size="sm" aria-label={`Remove ${a.title}`} disabled={remove.isPending} onClick={() => setRemoving({ id: a.id, label: a.title })}>
                Remove
              </Button>
            </li>
          ))}
        </ItemList>
      </Loadable>
      <form onSubmit={submitWith(onSubmit, create.isPending)} noValidate aria-label="Add an achievement">
        <FieldGrid>
          <TextField label="Achievement title" value={form.values.title} error={form.errors.title} onChange={(e) => form.setField('title', e.target.value)} placeholder="Conference Player of the Year" />
          <TextField label="Date" type="date" value={form.values.achieved_on} error={form.errors.achieved_on} onChange={(e) => form.setField('achieved_on', e.target.value)} />
          <TextField label="Description" value={form.values.description} error={form.errors.description} onChange={(e) => form.setField('description', e.target.value)} placeholder="What it took" />
        </FieldGrid>
        <Actions style={{ marginTop: '1rem' }}>
          <Button type="submit" $variant="secondary" disabled={create.isPending}>
            Add Achievement
          </Button>
        </Actions>
      </form>
      {removing ? (
        <RemoveItemDialog item={removing} noun="achievement" pending={remove.isPending} onCancel={() => setRemoving(null)} onConfirm={(id) => remove.mutate(id, { onSuccess: () => setRemoving(null) })} />
      ) : null}
    </FormCard>
  );
}
