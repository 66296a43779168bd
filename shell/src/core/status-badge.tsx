import { Badge, type BadgeTone } from 'shared-ui';

/** An application's or a client's status as a coloured badge (dashboards and the agency's clients tab). */
export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'accepted' || status === 'active' ? 'success' : status === 'rejected' || status === 'inactive' ? 'danger' : 'info';
  return <Badge $tone={tone as BadgeTone}>{status}</Badge>;
}
