import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../stack/chromium';

console.log(`Node ${process.version} (${process.execPath})`);

/**
 * The test suite needs Debian's packages: Chromium (the benchmarks), its headless shell (the e2e journeys and
 * pre-rendering), and the PostgreSQL server binaries that the migrations and RLS tests also run on. Installs what is
 * missing when running as root, otherwise says exactly what to install.
 */
const NEEDS = [
  { what: 'Chromium', file: CHROMIUM_PATH, packages: ['chromium'] },
  { what: "Chromium's headless shell", file: HEADLESS_SHELL_PATH, packages: ['chromium-headless-shell'] },
  { what: 'PostgreSQL 15 server', file: '/usr/lib/postgresql/15/bin/postgres', packages: ['postgresql-15'] },
];

const missing = NEEDS.filter((need) => !fs.existsSync(need.file));
if (missing.length > 0) {
  const packages = missing.flatMap((need) => need.packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing ${missing.map((m) => `${m.what} (${m.file})`).join(' and ')}. Install Debian's packages: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${packages.join(' ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  const still = missing.filter((need) => !fs.existsSync(need.file));
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.map((m) => m.file).join(', ')} is still missing.`);
    process.exit(1);
  }
}
