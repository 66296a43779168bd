import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A search form whose fields write straight to the URL (so filters are shareable and survive reloads). */
export const FilterForm = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  margin-bottom: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr repeat(3, 1fr);
    align-items: end;
  }
`;

export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FilterForm role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </FilterForm>
  );
}

/** Sets or clears one URL parameter, keeping the others. */
export function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
