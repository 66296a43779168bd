import styled from 'styled-components';
import { Button } from 'shared-ui';
import { STATUS_LABEL } from './application-status';

export const STATUS_FILTERS = ['all', 'pending', 'shortlisted', 'accepted', 'rejected', 'withdrawn'] as const;
export type StatusFilterValue = (typeof STATUS_FILTERS)[number];

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

/** "All (4)", "Pending (2)", ...: one pressed button per application status, with how many have it. */
export function StatusFilter({ value, onChange, items, size }: { value: StatusFilterValue; onChange: (v: StatusFilterValue) => void; items: readonly { status: string }[]; size?: 'sm' | 'md' }) {
  return (
    <Group role="group" aria-label="Filter by status">
      {STATUS_FILTERS.map((t) => (
        <Button key={t} type="button" $size={size} $variant={value === t ? 'primary' : 'secondary'} aria-pressed={value === t} onClick={() => onChange(t)}>
          {t === 'all' ? `All (${items.length})` : `${STATUS_LABEL[t]} (${items.filter((a) => a.status === t).length})`}
        </Button>
      ))}
    </Group>
  );
}
