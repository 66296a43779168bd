import { useCallback } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, SelectField, TextField, useDebouncedField } from 'shared-ui';
import { useDealCategoriesQuery } from 'shared-ui/reads';
import { DEFAULT_FILTERS, SORTS, type DealFilters as Filters } from '../lib/filters';
import { PriceRange } from './PriceRange';

const Panel = styled.form<{ $sheet: boolean }>`
  display: grid;
  gap: 1rem;
  align-content: start;
  border: ${({ theme, $sheet }) => ($sheet ? '0' : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ $sheet }) => ($sheet ? '0' : '1rem')};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: 1rem; margin: 0; }
`;

/**
 * Category, price range, search (debounced) and sort; every change goes to the URL through `onChange`.
 * `sheet`: inside the phone's filter sheet, whose dialog title names it.
 */
export function DealFilters({ filters, onChange, signedIn, talent = false, sheet = false }: { filters: Filters; onChange: (next: Filters) => void; signedIn: boolean; talent?: boolean; sheet?: boolean }) {
  const categories = useDealCategoriesQuery();
  const commitSearch = useCallback((searchQuery: string) => onChange({ ...filters, searchQuery }), [filters, onChange]);
  const [search, setSearch] = useDebouncedField(filters.searchQuery, commitSearch);

  const setPrice = useCallback((priceRange: [number, number]) => onChange({ ...filters, priceRange }), [filters, onChange]);

  return (
    <Panel aria-label="Deal filters" role="search" $sheet={sheet} onSubmit={(e) => e.preventDefault()}>
      {sheet ? null : <h2>Filters</h2>}
      <TextField label="Search deals" type="search" value={search} placeholder="Title or description" onChange={(e) => setSearch(e.target.value)} />
      <SelectField
        label="Category"
        value={filters.category}
        onChange={(e) => onChange({ ...filters, category: e.target.value })}
        options={[{ value: 'all', label: 'All categories' }, ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
      />
      <PriceRange value={filters.priceRange} onChange={setPrice} />
      <SelectField label="Sort by" value={filters.sortBy} onChange={(e) => onChange({ ...filters, sortBy: e.target.value as Filters['sortBy'] })} options={talent ? SORTS : SORTS.filter((s) => s.value !== 'best_match')} />
      {signedIn ? <Checkbox label="Saved deals only" checked={filters.saved} onChange={(saved) => onChange({ ...filters, saved })} /> : null}
      <Button type="button" $variant="secondary" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear filters
      </Button>
    </Panel>
  );
}
