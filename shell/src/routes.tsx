import { Navigate, Route, Routes } from 'react-router-dom';
import { SECTIONS, SECTION_NAMES } from 'shared-ui';
import { LandingPage } from './pages/LandingPage';
import { RemoteSection } from './remotes/RemoteSection';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      {SECTION_NAMES.map((section) => (
        <Route key={section} path={`${SECTIONS[section].path}/*`} element={<RemoteSection section={section} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
