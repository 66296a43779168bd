/**
 * The import rules between the apps, checked (npm test runs boundaries.test.ts):
 * - a section (mfe-*) imports neither another section nor the shell;
 * - the shell imports no section (it loads them by name at run time);
 * - shared-ui imports no app;
 * - app code never imports `shared-ui/testing` (tests may);
 * - inside the shell, each bounded feature (`shell/src/features/<name>/`) and the public site (`shell/src/pages/`)
 *   imports only shared-ui, the shell's core (everything else under `shell/src/`) and itself, never another
 *   feature; the core may mount features (the router, the frame);
 * and no app reaches into another's files with a relative path.
 */
import fs from 'node:fs';
import path from 'node:path';

export const APPS = ['shared-ui', 'shell', 'mfe-marketplace', 'mfe-community', 'mfe-learn', 'mfe-messaging', 'mfe-onboarding'] as const;
export type App = (typeof APPS)[number];

export interface SourceFile {
  /** Path from the repository root, with forward slashes (e.g. 'shell/src/App.tsx'). */
  file: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const TEST_FILE = /(\.test\.[jt]sx?|\.test-util\.[jt]sx?)$|\/testing\//;

function appOf(file: string): App | undefined {
  const top = file.split('/')[0];
  return APPS.find((a) => a === top);
}

/** The app an import lands in: a bare package name, or a relative path that leaves the importing app. */
function targetOf(from: string, specifier: string): App | undefined {
  if (specifier.startsWith('.')) return appOf(path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)));
  const name = specifier.split('/')[0];
  return APPS.find((a) => a === name);
}

function rule(from: App, to: App): string | null {
  if (from === to) return null;
  if (to === 'shared-ui') return null;
  if (from === 'shared-ui') return 'shared-ui knows no app';
  if (to === 'shell') return 'a section does not import the shell';
  if (from === 'shell') return 'the shell loads sections by name, never by import';
  return 'sections never import each other';
}

/** The shell area a file belongs to: 'feature:<name>', 'site' (the public pages), or undefined for the core. */
export function shellAreaOf(file: string): string | undefined {
  const feature = /^shell\/src\/features\/([^/]+)\//.exec(file);
  if (feature) return `feature:${feature[1]}`;
  return file.startsWith('shell/src/pages/') ? 'site' : undefined;
}

function shellRule(from: string, specifier: string): string | null {
  const fromArea = shellAreaOf(from);
  if (!fromArea || !specifier.startsWith('.')) return null;
  const toArea = shellAreaOf(path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)));
  if (!toArea || toArea === fromArea) return null;
  return 'a shell feature imports shared-ui and the shell core only, never another feature';
}

export function importViolations(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const { file, text } of files) {
    const from = appOf(file);
    if (!from) continue;
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1]!;
      const to = targetOf(file, specifier);
      if (!to) continue;
      const crossing = from === 'shell' && to === 'shell' ? shellRule(file, specifier) : null;
      if (crossing) {
        out.push({ file, specifier, rule: crossing });
        continue;
      }
      const broken = rule(from, to);
      if (broken) out.push({ file, specifier, rule: broken });
      else if (specifier.startsWith('.') && from !== to) out.push({ file, specifier, rule: 'import shared-ui by its package name' });
      else if (specifier === 'shared-ui/testing' && !TEST_FILE.test(file)) out.push({ file, specifier, rule: 'shared-ui/testing is for tests only' });
    }
  }
  return out;
}

/** Every TypeScript and JavaScript file under the apps' src folders. */
export function readAppSources(repoRoot: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name)) files.push({ file: path.relative(repoRoot, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
    }
  };
  for (const app of APPS) {
    const src = path.join(repoRoot, app, 'src');
    if (fs.existsSync(src)) walk(src);
  }
  return files;
}
