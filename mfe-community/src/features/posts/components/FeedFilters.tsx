import styled from 'styled-components';
import { SelectField, TextField, useDebouncedField } from 'shared-ui';
import { POST_TYPE_LABELS, POST_TYPES, type FeedFilters as Filters } from '../lib/feed-filters';

const Bar = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr 1fr;
  align-items: start;
  > :first-child { grid-column: 1 / -1; }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr 1fr;
    > :first-child { grid-column: auto; }
  }
`;

const TYPE_OPTIONS = [{ value: 'all', label: 'All types' }, ...POST_TYPES.map((t) => ({ value: t, label: POST_TYPE_LABELS[t] }))];

/** Search over title and content, post type and tag; each change goes to the URL through `onChange`. */
export function FeedFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const [q, setQ] = useDebouncedField(filters.q, (value) => onChange({ ...filters, q: value }));
  const [tag, setTag] = useDebouncedField(filters.tag, (value) => onChange({ ...filters, tag: value.trim().toLowerCase().replace(/^#/, '') }));
  return (
    <Bar role="search" aria-label="Post filters" onSubmit={(e) => e.preventDefault()}>
      <TextField label="Search posts" type="search" placeholder="Search titles and posts" value={q} onChange={(e) => setQ(e.target.value)} />
      <SelectField label="Post type" options={TYPE_OPTIONS} value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value as Filters['type'] })} />
      <TextField label="Tag" placeholder="e.g. nil" value={tag} onChange={(e) => setTag(e.target.value)} />
    </Bar>
  );
}
