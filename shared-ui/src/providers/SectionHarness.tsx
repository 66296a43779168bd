import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { loadRuntimeConfig } from '../config/runtime-config';
import { SECTIONS, type SectionName, type SectionRoutesProps } from '../contracts/sections';
import { useThemeStore } from '../theme/theme-store';
import { AppProviders } from './AppProviders';

const QueryProvider = lazy(() => import('shared-ui/query').then((m) => ({ default: m.QueryProvider })));

const Bar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.5rem 1rem;
  font-size: 0.875rem;
  border-bottom: 1px dashed ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
`;

function Harness({ section, Section }: { section: SectionName; Section: ComponentType<SectionRoutesProps> }) {
  const { path, title } = SECTIONS[section];
  const toggleTheme = useThemeStore((s) => s.toggle);
  const [configError, setConfigError] = useState<string | null>(null);
  useEffect(() => {
    loadRuntimeConfig().catch((error: unknown) => setConfigError(String(error)));
  }, []);
  return (
    <>
      <Bar>
        <span>
          {title} section, standalone harness{configError ? ` (no backend config: ${configError})` : ''}
        </span>
        <button type="button" onClick={toggleTheme}>
          Toggle theme
        </button>
      </Bar>
      <Routes>
        <Route path={`${path}/*`} element={<Section basePath={path} />} />
        <Route path="*" element={<Navigate to={path} replace />} />
      </Routes>
    </>
  );
}

/** Runs one section on its own, with the same providers as in the shell, for the team that owns it. */
export function mountSectionHarness(section: SectionName, Section: ComponentType<SectionRoutesProps>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <Suspense>
          <QueryProvider>
            <BrowserRouter>
              <Harness section={section} Section={Section} />
            </BrowserRouter>
          </QueryProvider>
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
}

