import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid;
  border-color: ${({ theme }) => theme.color.primary} ${({ theme }) => theme.color.border} ${({ theme }) => theme.color.border};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2rem 1rem;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : 'auto')};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface SpinnerProps {
  /** Visible text under the spinner, also announced to screen readers. */
  label?: string;
  size?: number;
  fullScreen?: boolean;
}

export function Spinner({ label = 'Loading...', size = 32, fullScreen = false }: SpinnerProps) {
  return (
    <Wrap role="status" aria-live="polite" $fullScreen={fullScreen}>
      <Ring aria-hidden="true" $size={size} />
      <span>{label}</span>
    </Wrap>
  );
}
