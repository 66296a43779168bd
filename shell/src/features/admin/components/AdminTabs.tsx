import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: 1rem;
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.625rem 0.875rem;
    min-height: 2.75rem;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  button[aria-selected='true'] { color: ${({ theme }) => theme.color.text}; border-bottom-color: ${({ theme }) => theme.color.primary}; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: -2px; }
`;

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

/** ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order. */
export function AdminTabs<T extends string>({ tabs, selected, onSelect, label }: { tabs: readonly TabDef<T>[]; selected: T; onSelect: (id: T) => void; label: string }) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === selected);
    const next =
      event.key === 'ArrowRight' ? (i + 1) % tabs.length : event.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el);
            else refs.current.delete(t.id);
          }}
          type="button"
          role="tab"
          id={`admin-tab-${t.id}`}
          aria-selected={t.id === selected}
          aria-controls={`admin-panel-${t.id}`}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </List>
  );
}
