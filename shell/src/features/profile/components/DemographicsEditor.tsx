import { useEffect, useState } from 'react';
import { Button, FieldError, Spinner, submitWith, TextInput } from 'shared-ui';
import { useAudienceQuery } from '../api/audience-query';
import { useSaveAudience, type AudienceDimension } from '../api/audience-save-mutation';
import { AGE_BANDS, GENDERS } from '../lib/options';
import { sharesError, shareTotal } from '../lib/schemas';
import { Actions, FieldGrid, FormCard, Muted } from '../../../core/form-parts';

type Shares = Record<string, string>;
const LOCATION_ROWS = 5;

function SharesForm({ dimension, title, labels, mustTotal100, initial, userId }: { dimension: AudienceDimension; title: string; labels: readonly string[]; mustTotal100: boolean; initial: Shares; userId: string }) {
  const [shares, setShares] = useState<Shares>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAudience(userId);
  const total = shareTotal(shares);
  const onSubmit = () => {
    const problem = sharesError(shares, mustTotal100);
    setError(problem);
    if (problem) return;
    save.mutate({ dimension, rows: labels.filter((l) => shares[l]?.trim()).map((label) => ({ label, percentage: Number(shares[label]) })) });
  };
  const id = `audience-${dimension}`;
  return (
    <form onSubmit={submitWith(onSubmit, save.isPending)} noValidate aria-labelledby={id}>
      <h3 id={id} style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        {title}
      </h3>
      <FieldGrid>
        {labels.map((label) => (
          <div key={label} style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor={`${id}-${label}`}>{label} (%)</label>
            <TextInput
              id={`${id}-${label}`}
              inputMode="decimal"
              value={shares[label] ?? ''}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : `${id}-total`}
              onChange={(e) => {
                setShares((s) => ({ ...s, [label]: e.target.value }));
                setError(null);
              }}
            />
          </div>
        ))}
      </FieldGrid>
      <Actions style={{ marginTop: '0.75rem' }}>
        <Button type="submit" $variant="secondary" disabled={save.isPending}>
          Save {title}
        </Button>
        <Muted id={`${id}-total`}>
          Total {total}%{mustTotal100 ? ' of 100%' : ''}
        </Muted>
      </Actions>
      {error ? <FieldError id={`${id}-error`} role="alert">{error}</FieldError> : null}
    </form>
  );
}

function LocationsForm({ initial, userId }: { initial: { label: string; percentage: string }[]; userId: string }) {
  const [rows, setRows] = useState(() => Array.from({ length: LOCATION_ROWS }, (_, i) => initial[i] ?? { label: '', percentage: '' }));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAudience(userId);
  const set = (i: number, key: 'label' | 'percentage', value: string) => {
    setRows((r) => r.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
    setError(null);
  };
  const onSubmit = () => {
    const filled = rows.filter((r) => r.label.trim() || r.percentage.trim());
    if (filled.some((r) => !r.label.trim() || !r.percentage.trim())) return setError('Give each location a name and a share');
    const problem = sharesError(Object.fromEntries(filled.map((r, i) => [String(i), r.percentage])), false);
    setError(problem);
    if (problem) return;
    save.mutate({ dimension: 'location', rows: filled.map((r) => ({ label: r.label.trim(), percentage: Number(r.percentage) })) });
  };
  return (
    <form onSubmit={submitWith(onSubmit, save.isPending)} noValidate aria-labelledby="audience-location">
      <h3 id="audience-location" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        Top locations
      </h3>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        {rows.map((row, i) => (
          <FieldGrid key={i}>
            <div style={{ display: 'grid', gap: '0.25rem' }}>
              <label htmlFor={`loc-${i}`}>Location {i + 1}</label>
              <TextInput id={`loc-${i}`} value={row.label} onChange={(e) => set(i, 'label', e.target.value)} placeholder="United States" />
            </div>
            <div style={{ display: 'grid', gap: '0.25rem' }}>
              <label htmlFor={`loc-${i}-share`}>Location {i + 1} share (%)</label>
              <TextInput id={`loc-${i}-share`} inputMode="decimal" value={row.percentage} onChange={(e) => set(i, 'percentage', e.target.value)} />
            </div>
          </FieldGrid>
        ))}
      </div>
      <Actions style={{ marginTop: '0.75rem' }}>
        <Button type="submit" $variant="secondary" disabled={save.isPending}>
          Save Top locations
        </Button>
        <Muted>Up to 100% in all; the rest of your audience is elsewhere.</Muted>
      </Actions>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </form>
  );
}

/** Audience demographics: age bands and gender split (each adds up to 100%), and top locations. */
export function DemographicsEditor({ userId }: { userId: string }) {
  const audience = useAudienceQuery(userId);
  const [version, setVersion] = useState(0);
  useEffect(() => setVersion((v) => v + 1), [audience.dataUpdatedAt]);
  const rows = audience.data ?? [];
  const of = (dimension: string): Shares => Object.fromEntries(rows.filter((r) => r.dimension === dimension).map((r) => [r.label, String(Number(r.percentage))]));
  return (
    <FormCard as="section" aria-labelledby="demographics-title">
      <h2 id="demographics-title">Audience demographics</h2>
      <Muted>Shares of your whole audience, as your platforms' insights report them.</Muted>
      {audience.isLoading ? (
        <Spinner label="Loading..." size={20} />
      ) : (
        <div key={version} style={{ display: 'grid', gap: '1.5rem' }}>
          <SharesForm dimension="age" title="Age bands" labels={AGE_BANDS} mustTotal100 initial={of('age')} userId={userId} />
          <SharesForm dimension="gender" title="Gender split" labels={GENDERS} mustTotal100 initial={of('gender')} userId={userId} />
          <LocationsForm initial={rows.filter((r) => r.dimension === 'location').map((r) => ({ label: r.label, percentage: String(Number(r.percentage)) }))} userId={userId} />
        </div>
      )}
    </FormCard>
  );
}
