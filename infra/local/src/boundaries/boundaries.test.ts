/** @jest-environment node */
import path from 'node:path';
import { importViolations, readAppSources } from './boundaries';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

test('no app breaks the import rules', () => {
  const files = readAppSources(repoRoot);
  expect(files.length).toBeGreaterThan(50);
  expect(importViolations(files)).toEqual([]);
});

test('the check finds each kind of crossing', () => {
  const violations = importViolations([
    { file: 'mfe-learn/src/routes.tsx', text: "import { DealCard } from 'mfe-marketplace/src/DealCard';" },
    { file: 'mfe-community/src/a.ts', text: "export { x } from '../../mfe-messaging/src/x';" },
    { file: 'mfe-onboarding/src/b.ts', text: "const page = import('shell/src/pages/HomePage');" },
    { file: 'shell/src/c.ts', text: "import routes from 'mfe-learn/src/routes';" },
    { file: 'shared-ui/src/d.ts', text: "import { AppFrame } from '../../shell/src/frame/AppFrame';" },
    { file: 'shell/src/e.ts', text: "import { profileRow } from 'shared-ui/testing';" },
    { file: 'shell/src/f.ts', text: "import { toast } from '../../shared-ui/src/toast/toast-store';" },
    { file: 'shell/src/features/settings/components/g.tsx', text: "import { FormCard } from '../../profile/components/parts';" },
    { file: 'shell/src/features/checkout/pages/h.tsx', text: "import { InfoPage } from '../../../pages/ui';" },
    { file: 'shell/src/pages/info/i.tsx', text: "const m = import('../../features/checkout/api/start');" },
  ]);
  expect(violations.map((v) => `${v.file}: ${v.rule}`)).toEqual([
    'mfe-learn/src/routes.tsx: sections never import each other',
    'mfe-community/src/a.ts: sections never import each other',
    'mfe-onboarding/src/b.ts: a section does not import the shell',
    'shell/src/c.ts: the shell loads sections by name, never by import',
    'shared-ui/src/d.ts: shared-ui knows no app',
    'shell/src/e.ts: shared-ui/testing is for tests only',
    'shell/src/f.ts: import shared-ui by its package name',
    'shell/src/features/settings/components/g.tsx: a shell feature imports shared-ui and the shell core only, never another feature',
    'shell/src/features/checkout/pages/h.tsx: a shell feature imports shared-ui and the shell core only, never another feature',
    'shell/src/pages/info/i.tsx: a shell feature imports shared-ui and the shell core only, never another feature',
  ]);
});

test('the apps may use shared-ui, their own files, and tests may use shared-ui/testing', () => {
  expect(
    importViolations([
      { file: 'mfe-learn/src/routes.tsx', text: "import { Spinner } from 'shared-ui';\nimport Page from './features/hub/Page';" },
      { file: 'shell/src/routes.test.tsx', text: "import { profileRow } from 'shared-ui/testing';" },
      { file: 'shared-ui/src/guard/RouteGuard.tsx', text: "import { Spinner } from '../components/Spinner';" },
      { file: 'shell/src/features/settings/components/a.tsx', text: "import { FormCard } from '../../../core/form-parts';\nimport { x } from '../lib/x';" },
      { file: 'shell/src/pages/info/b.tsx', text: "import { InfoPage } from '../../core/page-layout';\nimport { FAQ } from './faq';" },
      { file: 'shell/src/routes.tsx', text: "const Admin = import('./features/admin/pages/AdminDashboardPage');" },
    ]),
  ).toEqual([]);
});
