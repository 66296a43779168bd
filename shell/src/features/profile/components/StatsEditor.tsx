import { useState } from 'react';
import { Button, submitWith, TextField, useFormState } from 'shared-ui';
import { useAthleteStatsQuery } from '../api/athlete-stats-query';
import { useCreateAthleteStat } from '../api/athlete-stat-create-mutation';
import { useDeleteAthleteStat } from '../api/athlete-stat-delete-mutation';
import { statSchema, type StatValues } from '../lib/schemas';
import { Actions, FieldGrid, FormCard, ItemList, Muted, orNull } from '../../../core/form-parts';
import { Loadable } from './Loadable';
import { RemoveItemDialog, type RemovingItem } from './RemoveItemDialog';

const EMPTY: StatValues = { season: '', stat_name: '', stat_value: '', unit: '' };

/** Sports statistics: season, stat name, value (and an optional unit). */
export function StatsEditor({ userId }: { userId: string }) {
  const stats = useAthleteStatsQuery(userId);
  const create = useCreateAthleteStat(userId);
  const remove = useDeleteAthleteStat(userId);
  const [removing, setRemoving] = useState<RemovingItem | null>(null);
  const form = useFormState<StatValues>(EMPTY);
  const onSubmit = () => {
    const data = form.check(statSchema);
    if (!data) return;
    create.mutate(
      { season: data.season.trim(), stat_name: data.stat_name.trim(), stat_value: Number(data.stat_value), unit: orNull(data.unit) },
      { onSuccess: () => form.setValues(EMPTY) },
    );
  };
  return (
    <FormCard as="section" aria-labelledby="stats-title">
      <h2 id="stats-title">Sports statistics</h2>
      <Loadable query={stats} empty="No stats yet. Add your numbers from this season.">
        <ItemList aria-label="Your statistics">
          {stats.data?.map((s) => (
            <li key={s.id}>
              <span>
                <strong>{s.stat_name}</strong> {Number(s.stat_value)}
                {s.unit ? ` ${s.unit}` : ''} <span className="muted">{s.season}</span>
              </span>
              <Button type="button" $variant="ghost" $size="sm" aria-label={`Remove ${s.stat_name} (${s.season})`} disabled={remove.isPending} onClick={() => setRemoving({ id: s.id, label: `${s.stat_name} (${s.season})` })}>
                Remove
              </Button>
            </li>
          ))}
        </ItemList>
      </Loadable>
      <form onSubmit={submitWith(onSubmit, create.isPending)} noValidate aria-label="Add a statistic">
        <FieldGrid>
          <TextField label="Season" value={form.values.season} error={form.errors.season} onChange={(e) => form.setField('season', e.target.value)} placeholder="2025-26" />
          <TextField label="Stat name" value={form.values.stat_name} error={form.errors.stat_name} onChange={(e) => form.setField('stat_name', e.target.value)} placeholder="Points per game" />
          <TextField label="Value" inputMode="decimal" value={form.values.stat_value} error={form.errors.stat_value} onChange={(e) => form.setField('stat_value', e.target.value)} placeholder="18.4" />
          <TextField label="Unit" value={form.values.unit} error={form.errors.unit} onChange={(e) => form.setField('unit', e.target.value)} placeholder="pts" />
        </FieldGrid>
        <Actions style={{ marginTop: '1rem' }}>
          <Button type="submit" $variant="secondary" disabled={create.isPending}>
            Add Stat
          </Button>
          <Muted>Stats show on your media kit.</Muted>
        </Actions>
      </form>
      {removing ? (
        <RemoveItemDialog item={removing} noun="statistic" pending={remove.isPending} onCancel={() => setRemoving(null)} onConfirm={(id) => remove.mutate(id, { onSuccess: () => setRemoving(null) })} />
      ) : null}
    </FormCard>
  );
}
