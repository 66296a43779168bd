import styled from 'styled-components';
import type { NotificationType } from '../api/notification-schema';

const PATHS: Record<NotificationType, string> = {
  success: 'M20 6L9 17l-5-5',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20M15 9l-6 6M9 9l6 6',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20M12 11v6M12 7h.01',
};

const LABELS: Record<NotificationType, string> = { success: 'Success', warning: 'Warning', error: 'Error', info: 'Info' };

const Svg = styled.svg<{ $type: NotificationType }>`
  flex-shrink: 0;
  color: ${({ theme, $type }) => theme.color[$type === 'error' ? 'danger' : $type]};
`;

export function TypeIcon({ type }: { type: NotificationType }) {
  return (
    <Svg $type={type} width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" role="img" aria-label={LABELS[type]} data-type={type}>
      <path d={PATHS[type]} />
    </Svg>
  );
}
