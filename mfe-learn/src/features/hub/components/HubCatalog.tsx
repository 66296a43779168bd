import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, SelectField, TextField } from 'shared-ui';
import type { LearningModule, LibraryItem } from '../../catalog/api/schemas';
import { FilterBar, withParam } from '../../common/FilterBar';
import { FORMAT_LABELS, formatLabel, LEVEL_LABELS } from '../../common/labels';
import { filterCatalog, isFiltering, readFilters, topicsOf } from '../catalog-filter';
import { ModuleCard } from './ModuleCard';

export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 2rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
`;
const ItemList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.5rem;
  li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
  a { font-weight: 600; color: ${({ theme }) => theme.color.accent}; }
  span { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

const LEVEL_OPTIONS = Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label }));
const FORMAT_OPTIONS = Object.entries(FORMAT_LABELS).map(([value, label]) => ({ value, label }));

export function HubCatalog({ modules, items, percentByModule }: { modules: LearningModule[]; items: LibraryItem[]; percentByModule?: Map<string, number> }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const set = (key: string, value: string) => setParams(withParam(params, key, value), { replace: true });
  const result = filterCatalog(modules, items, filters);
  const filtering = isFiltering(filters);
  const topics = topicsOf(modules, items).map((t) => ({ value: t, label: t }));

  return (
    <section aria-labelledby="all-modules">
      <h2 id="all-modules">Modules and resources</h2>
      <FilterBar label="Find modules and resources">
        <TextField label="Search" type="search" value={filters.q} onChange={(e) => set('q', e.target.value)} placeholder="Try contract, taxes, disclosure" />
        <SelectField label="Topic" value={filters.topic} onChange={(e) => set('topic', e.target.value)} options={topics} placeholder="All topics" />
        <SelectField label="Level" value={filters.level} onChange={(e) => set('level', e.target.value)} options={LEVEL_OPTIONS} placeholder="All levels" />
        <SelectField label="Format" value={filters.format} onChange={(e) => set('format', e.target.value)} options={FORMAT_OPTIONS} placeholder="All formats" />
      </FilterBar>
      <p role="status" aria-live="polite">
        {result.modules.length} modules{filtering ? ` and ${result.items.length} library items` : ''}
      </p>
      {result.modules.length ? (
        <CardGrid aria-label="Modules">
          {result.modules.map((m) => (
            <li key={m.id}>
              <ModuleCard module={m} percent={percentByModule ? (percentByModule.get(m.id) ?? 0) : undefined} />
            </li>
          ))}
        </CardGrid>
      ) : null}
      {filtering && result.items.length ? (
        <>
          <h3>From the content library</h3>
          <ItemList>
            {result.items.slice(0, 8).map((i) => (
              <li key={i.id}>
                <Link to={`/learn/content-library/${i.slug}`}>{i.title}</Link>
                <span>
                  {formatLabel(i.content_type)} · {i.category}
                </span>
              </li>
            ))}
          </ItemList>
        </>
      ) : null}
      {filtering && !result.modules.length && !result.items.length ? (
        <EmptyState>
          <h3>Nothing matches these filters</h3>
          <p>Try another word or clear a filter.</p>
        </EmptyState>
      ) : null}
    </section>
  );
}
