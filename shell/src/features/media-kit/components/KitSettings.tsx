import { useState } from 'react';
import { Button, Checkbox, FieldError, Switch, TextField, TextInput, submitWith } from 'shared-ui';
import { Actions, FieldGrid, FormCard, Muted } from '../../../core/form-parts';
import { useSaveMediaKitSettings } from '../api/media-kit-save-mutation';
import { HANDLE_PATTERN, KIT_SECTIONS, SECTION_LABELS, suggestHandle, type KitSection } from '../lib/kit';

interface Stored {
  handle: string;
  published: boolean;
  headline: string | null;
  sections: string[];
  rates: unknown;
}

const MAX_RATES = 6;
const rateRows = (rates: unknown): { label: string; amount: string }[] => {
  const list = Array.isArray(rates) ? rates : [];
  const rows = list
    .filter((r): r is { label: string; amount: number } => !!r && typeof r === 'object' && typeof (r as { label?: unknown }).label === 'string')
    .map((r) => ({ label: r.label, amount: String(r.amount) }));
  return [...rows, ...Array.from({ length: Math.max(0, 3 - rows.length) }, () => ({ label: '', amount: '' }))].slice(0, MAX_RATES);
};

/** Publish toggle, public link, headline, which sections are public, and rates. */
export function KitSettings({ userId, fullName, stored }: { userId: string; fullName: string; stored: Stored | null }) {
  const [handle, setHandle] = useState(stored?.handle ?? suggestHandle(fullName, userId.slice(0, 4)));
  const [published, setPublished] = useState(stored?.published ?? false);
  const [headline, setHeadline] = useState(stored?.headline ?? '');
  const [sections, setSections] = useState<KitSection[]>((stored?.sections as KitSection[] | undefined) ?? [...KIT_SECTIONS]);
  const [rates, setRates] = useState(() => rateRows(stored?.rates));
  const [errors, setErrors] = useState<{ handle?: string; headline?: string; rates?: string }>({});
  const save = useSaveMediaKitSettings(userId);
  const publicUrl = `${window.location.origin}/kit/${stored?.handle ?? handle}`;

  /** Validates and saves; false when a field is wrong (nothing is sent). */
  const submit = (nextPublished: boolean): boolean => {
    const h = handle.trim().toLowerCase();
    const next: typeof errors = {};
    if (!HANDLE_PATTERN.test(h)) next.handle = 'Use 3 to 40 lower-case letters, numbers or dashes (not at the start or end)';
    if (headline.length > 120) next.headline = 'Headline must be 120 characters or fewer';
    const filled = rates.filter((r) => r.label.trim() || r.amount.trim());
    if (filled.some((r) => !r.label.trim() || !/^\d+$/.test(r.amount.trim()))) next.rates = 'Give each rate a label and a whole-dollar amount';
    setErrors(next);
    if (Object.keys(next).length) return false;
    save.mutate(
      { handle: h, published: nextPublished, headline: headline.trim() || null, sections, rates: filled.map((r) => ({ label: r.label.trim(), amount: Number(r.amount) })) },
      { onSuccess: (row) => setPublished(row.published), onError: () => setPublished(stored?.published ?? false) },
    );
    return true;
  };

  return (
    <FormCard as="form" aria-labelledby="kit-settings-title" onSubmit={submitWith(() => submit(published), save.isPending)} noValidate>
      <h2 id="kit-settings-title">Share your media kit</h2>
      <Switch
        label="Publish media kit"
        description={published ? 'Anyone with the link can see the sections you choose below, signed in or not.' : 'Only you and signed-in members can see your profile; the public link shows nothing.'}
        checked={published}
        onChange={(on) => {
          if (submit(on)) setPublished(on);
        }}
      />
      {stored?.published ? (
        <Muted>
          Public link: <a href={publicUrl}>{publicUrl}</a>
        </Muted>
      ) : null}
      <FieldGrid>
        <TextField label="Link handle" value={handle} error={errors.handle} hint={`${window.location.origin}/kit/${handle || '...'}`} onChange={(e) => setHandle(e.target.value)} autoCapitalize="off" spellCheck={false} />
        <TextField label="Headline" value={headline} error={errors.headline} onChange={(e) => setHeadline(e.target.value)} placeholder="Point guard. Film-room regular. Community coach." />
      </FieldGrid>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Public sections</legend>
        <FieldGrid>
          {KIT_SECTIONS.map((s) => (
            <Checkbox key={s} label={SECTION_LABELS[s]} checked={sections.includes(s)} onChange={(on) => setSections((list) => (on ? [...list, s] : list.filter((x) => x !== s)))} />
          ))}
        </FieldGrid>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Rates (USD)</legend>
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          {rates.map((r, i) => (
            <FieldGrid key={i}>
              <div style={{ display: 'grid', gap: '0.25rem' }}>
                <label htmlFor={`rate-${i}`}>Rate {i + 1} label</label>
                <TextInput id={`rate-${i}`} value={r.label} placeholder="Instagram post" onChange={(e) => setRates((list) => list.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))} />
              </div>
              <div style={{ display: 'grid', gap: '0.25rem' }}>
                <label htmlFor={`rate-${i}-amount`}>Rate {i + 1} amount</label>
                <TextInput id={`rate-${i}-amount`} inputMode="numeric" value={r.amount} placeholder="750" onChange={(e) => setRates((list) => list.map((x, j) => (j === i ? { ...x, amount: e.target.value } : x)))} />
              </div>
            </FieldGrid>
          ))}
        </div>
        {errors.rates ? <FieldError role="alert">{errors.rates}</FieldError> : null}
      </fieldset>
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Media Kit'}
        </Button>
      </Actions>
    </FormCard>
  );
}
