import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Spinner } from 'shared-ui';

export const Panel = styled(Card)`
  display: grid;
  /* one column no wider than the card: a long option in a select must not widen the page on a phone */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  h2 { margin: 0; font-size: 1.125rem; }
  h3 { margin: 0; font-size: 1rem; }
  .muted { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  > * { min-width: min(12rem, 100%); max-width: 100%; }
  select { max-width: 100%; }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th, td { text-align: left; padding: 0.625rem 0.75rem; vertical-align: top; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.03em; color: ${({ theme }) => theme.color.textMuted}; background: ${({ theme }) => theme.color.surfaceRaised}; }
  tbody tr:last-child td { border-bottom: 0; }
  td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
  .sub { display: block; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.8125rem; overflow-wrap: anywhere; }
`;

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <TableWrap role="region" aria-label={`${caption} table`} tabIndex={0}>
      <DataTable>
        <caption className="visually-hidden">
          {caption}
        </caption>
        {children}
      </DataTable>
    </TableWrap>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Loading, error (with Try Again) and empty states of one admin read. */
export function QueryState({
  isLoading,
  error,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isLoading) return <Spinner label="Loading..." size={24} />;
  if (error)
    return (
      <div role="alert">
        <p>Could not load this. Check your connection and try again.</p>
        <Button type="button" $variant="secondary" $size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  if (empty) return <p className="muted">{emptyText}</p>;
  return <>{children}</>;
}
