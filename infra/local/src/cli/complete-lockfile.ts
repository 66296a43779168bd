import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack/apps';

/**
 * `npm run lock:complete`, after any `npm install`. The package registry this project installs from
 * lacks some platform builds (darwin and win32 builds of @swc/core, say). npm then leaves those
 * optional dependencies out of package-lock.json, and `npm ci` refuses the lock as out of sync. This
 * adds each missing optional dependency with the os and cpu its name states, so npm skips it on
 * machines it does not fit, exactly as it would with a complete lock.
 */
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'netbsd', 'openbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'mips64el', 'wasm32'];

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

function platformOf(name: string): { os?: string[]; cpu?: string[] } {
  const parts = name.split('/').pop()!.split('-');
  const os = OS.find((o) => parts.includes(o)) ?? (parts.includes('win32') ? 'win32' : undefined);
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('ppc64') ? 'ppc64' : undefined);
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const lockFile = path.join(REPO_ROOT, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = key === '' ? '' : `${key}/`;
    const candidates = [`${parent}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ''), ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(dep);
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockFile, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform-specific optional packages to package-lock.json:\n  ${added.join('\n  ')}` : 'package-lock.json already lists every optional package.');
