import { useCallback } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, SelectField, TextField, useDebouncedField } from 'shared-ui';
import { useDealCategoriesQuery } from '../api/deal-categories-query';
import { DEFAULT_FILTERS, PRICE_MAX, PRICE_MIN, SORTS, type DealFilters as Filters } from '../lib/filters';

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

const Range = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend { font-weight: 600; font-size: 0.875rem; margin-bottom: 0.25rem; }
  input[type='range'] { width: 100%; accent-color: ${({ theme }) => theme.color.primary}; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

const PRICE_STEP = 100;

/**
 * Category, price range, search (debounced) and sort; every change goes to the URL through `onChange`.
 * `sheet`: inside the phone's filter sheet, whose dialog title names it.
 */
export function DealFilters({ filters, onChange, signedIn, talent = false, sheet = false }: { filters: Filters; onChange: (next: Filters) => void; signedIn: boolean; talent?: boolean; sheet?: boolean }) {
  const categories = useDealCategoriesQuery();
  const commitSearch = useCallback((searchQuery: string) => onChange({ ...filters, searchQuery }), [filters, onChange]);
  const [search, setSearch] = useDebouncedField(filters.searchQuery, commitSearch);

  const [min, max] = filters.priceRange;
  const setPrice = (which: 0 | 1, raw: string) => {
    const n = Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(Number(raw) || 0)));
    const next: [number, number] = which === 0 ? [Math.min(n, max), max] : [min, Math.max(n, min)];
    onChange({ ...filters, priceRange: next });
  };

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
      <Range>
        <legend>Price range</legend>
        <input type="range" aria-label="Minimum price" min={PRICE_MIN} max={PRICE_MAX} step={PRICE_STEP} value={min} onChange={(e) => setPrice(0, e.target.value)} />
        <input type="range" aria-label="Maximum price" min={PRICE_MIN} max={PRICE_MAX} step={PRICE_STEP} value={max} onChange={(e) => setPrice(1, e.target.value)} />
        <Pair>
          <TextField label="Min ($)" type="number" inputMode="numeric" min={PRICE_MIN} max={PRICE_MAX} value={min} onChange={(e) => setPrice(0, e.target.value)} />
          <TextField label="Max ($)" type="number" inputMode="numeric" min={PRICE_MIN} max={PRICE_MAX} value={max} onChange={(e) => setPrice(1, e.target.value)} />
        </Pair>
      </Range>
      <SelectField label="Sort by" value={filters.sortBy} onChange={(e) => onChange({ ...filters, sortBy: e.target.value as Filters['sortBy'] })} options={talent ? SORTS : SORTS.filter((s) => s.value !== 'best_match')} />
      {signedIn ? <Checkbox label="Saved deals only" checked={filters.saved} onChange={(saved) => onChange({ ...filters, saved })} /> : null}
      <Button type="button" $variant="secondary" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear filters
      </Button>
    </Panel>
  );
}
