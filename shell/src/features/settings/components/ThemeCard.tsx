import { useThemeStore } from 'shared-ui';
import { FormCard, Muted } from '../../../core/form-parts';

export function ThemeCard() {
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  return (
    <FormCard as="section" aria-labelledby="theme-title">
      <h2 id="theme-title">Theme</h2>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '1.5rem' }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Appearance</legend>
        {(['dark', 'light'] as const).map((m) => (
          <label key={m} style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="radio" name="theme" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {m === 'dark' ? 'Dark' : 'Light'}
          </label>
        ))}
      </fieldset>
      <Muted>Kept in this browser.</Muted>
    </FormCard>
  );
}
