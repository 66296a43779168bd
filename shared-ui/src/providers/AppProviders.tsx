import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { queryClient } from '../query/query-client';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { Toaster } from '../toast/Toaster';

/** Theme, global styles, the shared query client and the toast area: the same for the shell and every section harness. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
