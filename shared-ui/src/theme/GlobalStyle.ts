import { createGlobalStyle } from 'styled-components';
import { themeVariablesCss } from './theme';

const VARIABLES = themeVariablesCss();

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${VARIABLES}
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.color.accent}; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.2; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  /* Content for one theme only (e.g. the theme switch's name). */
  :root:not([data-theme="light"]) .when-light, :root[data-theme="light"] .when-dark { display: none !important; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
