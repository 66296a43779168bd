import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`padding: 0.375rem 0.75rem; font-size: 0.875rem; min-height: 2.25rem;`,
  md: css`padding: 0.625rem 1.125rem; font-size: 1rem; min-height: 2.75rem;`,
  lg: css`padding: 0.875rem 1.5rem; font-size: 1.0625rem; min-height: 3.125rem;`,
};

interface ButtonLookProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const buttonLook = css<ButtonLookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  font-family: inherit;
  cursor: pointer;
  text-decoration: none;
  transition: background 0.15s ease, border-color 0.15s ease, transform 0.1s ease;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.color;
    switch ($variant) {
      case 'secondary':
        return css`background: ${c.surfaceRaised}; color: ${c.text}; border-color: ${c.border};
          &:hover:not(:disabled) { border-color: ${c.primary}; }`;
      case 'ghost':
        return css`background: transparent; color: ${c.text};
          &:hover:not(:disabled) { background: ${c.surfaceRaised}; }`;
      case 'danger':
        return css`background: ${c.danger}; color: ${c.dangerText};
          &:hover:not(:disabled) { filter: brightness(1.08); }`;
      default:
        return css`background: ${c.primary}; color: ${c.primaryText};
          &:hover:not(:disabled) { background: ${c.primaryHover}; }`;
    }
  }}
  &:active:not(:disabled) { transform: translateY(1px); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/** The one button of the design system. */
export const Button = styled.button<ButtonLookProps>`
  ${buttonLook}
`;

/** A link that looks like the Button (same variants and sizes), for navigation. */
export const ButtonLink = styled(Link)<ButtonLookProps>`
  ${buttonLook}
`;
