import { useId, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, Spinner, TextInput } from 'shared-ui';
import { useRecipientsSearchQuery } from '../api/recipients-search-query';
import type { Person } from '../api/schemas';
import { personName, roleLabel } from '../display';

const Wrap = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  h2 { margin: 0; font-size: 1.0625rem; }
  label { font-weight: 600; }
`;
const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  button {
    width: 100%;
    display: flex;
    gap: 0.625rem;
    align-items: center;
    padding: 0.5rem;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover, button:focus-visible { background: ${({ theme }) => theme.color.surfaceRaised}; border-color: ${({ theme }) => theme.color.border}; }
  small { display: block; color: ${({ theme }) => theme.color.textMuted}; }
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** "New message": find someone by name (their role shown) and open a conversation with them. */
export function NewMessage({ userId, onPick, onBack }: { userId: string; onPick: (person: Person) => void; onBack: () => void }) {
  const [search, setSearch] = useState('');
  const results = useRecipientsSearchQuery(search, userId);
  const id = useId();
  const term = search.trim();
  return (
    <Wrap>
      <h2>New message</h2>
      <label htmlFor={id}>Search people by name</label>
      <TextInput id={id} type="search" value={search} autoFocus maxLength={80} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. Apex" />
      {term.length < 2 ? (
        <Note>Type at least 2 letters of a name.</Note>
      ) : results.isPending ? (
        <Spinner label="Searching..." size={20} />
      ) : results.isError ? (
        <Note role="alert">Search failed. Please try again.</Note>
      ) : results.data.length === 0 ? (
        <Note>No one found for “{term}”.</Note>
      ) : (
        <Results aria-label="People">
          {results.data.map((p) => (
            <li key={p.user_id}>
              <button type="button" onClick={() => onPick(p)}>
                <Avatar src={p.avatar_url} name={personName(p)} size={32} />
                <span>
                  {personName(p)}
                  {p.role ? <small>{roleLabel(p.role)}</small> : null}
                </span>
              </button>
            </li>
          ))}
        </Results>
      )}
      <div>
        <Button type="button" $variant="secondary" $size="sm" onClick={onBack}>
          Cancel
        </Button>
      </div>
    </Wrap>
  );
}
