import styled from 'styled-components';

export const Card = styled.div<{ $padding?: number }>`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme, $padding = 6 }) => theme.space($padding)};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;
