import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { ToastArea } from '../toast/ToastArea';

/**
 * Theme, global styles and the toast area (its code loads on demand, toast/ToastArea.tsx): the same for the
 * shell and every section harness. The query client is not here: what reads data sits under `QueryProvider` from `shared-ui/query` (the shell wraps every page
 * but the marketing pages, and each section), so a page without data never loads react-query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <ToastArea />
    </ThemeProvider>
  );
}
