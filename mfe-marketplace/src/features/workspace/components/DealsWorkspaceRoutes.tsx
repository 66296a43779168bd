import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from 'shared-ui';
import { DealsHome } from './DealsHome';

const DealEditorPage = lazy(() => import(/* webpackChunkName: "deal-editor" */ './DealEditorPage'));
const EarningsPage = lazy(() => import(/* webpackChunkName: "earnings" */ '../../earnings/components/EarningsPage'));
const ApplicantsPage = lazy(() => import(/* webpackChunkName: "deal-applicants" */ './ApplicantsPage'));

/** /deals/*: what a user runs. The shell guards /deals; each route guards again for a direct load of the remote. */
export default function DealsWorkspaceRoutes() {
  return (
    <RouteGuard>
      <Routes>
        <Route path="new" element={<DealEditorPage />} />
        <Route path="earnings" element={<EarningsPage />} />
        <Route path=":dealId/edit" element={<DealEditorPage />} />
        <Route path=":dealId/duplicate" element={<DealEditorPage duplicate />} />
        <Route path=":dealId/applicants" element={<ApplicantsPage />} />
        <Route path="*" element={<DealsHome />} />
      </Routes>
    </RouteGuard>
  );
}
