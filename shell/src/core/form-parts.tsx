import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

export const FormCard = styled(Card)`
  display: grid;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 { margin: 0; font-size: 1.125rem; }
  > p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .muted { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    font: inherit;
    font-size: 0.875rem;
    min-height: 2.25rem;
    padding: 0.375rem 0.875rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; border-color: transparent; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/** Toggleable chips (buttons with aria-pressed) inside a labelled group. */
export function ChipGroup({ label, options, selected, onToggle, hint }: { label: string; options: readonly { value: string; label: string }[]; selected: readonly string[]; onToggle: (value: string) => void; hint?: ReactNode }) {
  const id = `chips-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} style={{ fontWeight: 600, margin: '0 0 0.5rem' }}>
        {label}
      </p>
      {hint ? <Muted style={{ marginBottom: '0.5rem' }}>{hint}</Muted> : null}
      <Chips>
        {options.map((o) => (
          <button key={o.value} type="button" aria-pressed={selected.includes(o.value)} onClick={() => onToggle(o.value)}>
            {o.label}
          </button>
        ))}
      </Chips>
    </div>
  );
}

export const toggled = (list: readonly string[], value: string): string[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** extra_data as an object (it is one in the database; the generated type says Json). */
export function extraOf(extra: unknown): Record<string, unknown> {
  return extra && typeof extra === 'object' && !Array.isArray(extra) ? (extra as Record<string, unknown>) : {};
}

export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** '' becomes null, so cleared fields are stored as null (spec section 5). */
export const orNull = (v: string): string | null => (v.trim() ? v.trim() : null);
