import { FALLBACK_USER_NAME } from '../fallbacks';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { avatarColor, avatarInitials, shouldShowFallback, type ImageLoadingStatus } from './avatar-status';

const Root = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  letter-spacing: 0.02em;
  user-select: none;
`;

const Img = styled.img<{ $visible: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: ${({ $visible }) => ($visible ? 'block' : 'none')};
`;

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  email?: string | null;
  size?: number;
  /** Wait this long before showing the fallback, so a fast image does not flash the initial. */
  fallbackDelayMs?: number;
  onStatusChange?: (status: ImageLoadingStatus) => void;
}

export function Avatar({ src, name, email, size = 36, fallbackDelayMs = 0, onStatusChange }: AvatarProps) {
  // the outcome is kept with its src: a cached image can fire load before an effect could reset the status for a new src
  const [outcome, setOutcome] = useState<{ src: string; status: ImageLoadingStatus } | null>(null);
  const status: ImageLoadingStatus = !src ? 'idle' : outcome?.src === src ? outcome.status : 'loading';
  const [delayElapsed, setDelayElapsed] = useState(fallbackDelayMs === 0);

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  useEffect(() => {
    if (fallbackDelayMs === 0) return;
    const timer = setTimeout(() => setDelayElapsed(true), fallbackDelayMs);
    return () => clearTimeout(timer);
  }, [fallbackDelayMs]);

  const label = name?.trim() || email?.trim() || FALLBACK_USER_NAME;
  const fallback = shouldShowFallback(status, delayElapsed);
  // without a photo: initials on a colour of their own, not a grey disc that looks like a missing image
  const style = fallback ? { background: avatarColor(label), color: '#ffffff' } : undefined;
  return (
    <Root $size={size} data-status={status} role="img" aria-label={label} style={style}>
      {src ? (
        <Img
          src={src}
          alt=""
          $visible={status === 'loaded'}
          onLoad={() => setOutcome({ src, status: 'loaded' })}
          onError={() => setOutcome({ src, status: 'error' })}
        />
      ) : null}
      {/* the colour on the initials themselves too: a surrounding rule for spans (a card's muted meta line) must not win */}
      {fallback ? <span aria-hidden="true" style={{ color: '#ffffff' }}>{avatarInitials(name, email)}</span> : null}
    </Root>
  );
}
