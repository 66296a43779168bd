import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../query/query-client';
import { theme } from '../theme/theme';
import type { SectionRoutesProps } from '../contracts/sections';
import { SECTIONS, type SectionName } from '../contracts/sections';

/** Renders a section's routes under its shell path at `path`, as the shell mounts them, with a fresh query cache. */
export function renderSection(section: SectionName, SectionRoutes: ComponentType<SectionRoutesProps>, path: string = SECTIONS[section].path) {
  const basePath = SECTIONS[section].path;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={`${basePath}/*`} element={<SectionRoutes basePath={basePath} />} />
            <Route path="/auth" element={<p>auth page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
