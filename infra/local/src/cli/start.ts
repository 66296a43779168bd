import { APP_NAMES, appDist, appPort, appPortEnv, configJson, remotesJson } from '../stack/apps';
import { startBackend, type BackendProcess } from '../stack/backend-process';
import { buildApps } from '../stack/build-apps';
import { takenPorts } from '../stack/ports';
import { serveStatic, type RunningServer } from '../stack/static-server';
import path from 'node:path';

/**
 * `npm start`: the whole product on this machine. Builds what is missing, starts the local backend,
 * serves the shell and each section from its own origin, prints the one URL to open.
 * Flags: --no-build (serve existing builds as they are).
 * With PUBLIC_SUPABASE_URL set, the sections talk to that backend and no local one starts.
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const localBackend = !process.env.PUBLIC_SUPABASE_URL;
  const problems = await takenPorts([
    ...APP_NAMES.map((app) => ({ name: app, port: appPort(app), env: appPortEnv(app) })),
    ...(localBackend ? [{ name: 'backend', port: Number(process.env.SUPABASE_PORT || 54321), env: 'SUPABASE_PORT' }] : []),
  ]);
  if (problems.length > 0) {
    problems.forEach((p) => console.error(p));
    process.exit(1);
  }

  if (!args.has('--no-build')) await buildApps();

  const servers: RunningServer[] = [];
  let backend: BackendProcess | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Pitchside...');
    await Promise.all([...servers.map((s) => s.close()), backend?.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    if (localBackend) backend = await startBackend();
    for (const app of APP_NAMES) {
      const isShell = app === 'shell';
      servers.push(
        await serveStatic({
          root: appDist(app),
          port: appPort(app),
          spa: isShell,
          cors: !isShell,
          dynamic: isShell ? { '/config.json': () => configJson(), '/remotes.json': () => remotesJson() } : undefined,
        }),
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }

  console.log(`\nPitchside is running. Open http://localhost:${appPort('shell')}\n(backend ${backend?.url ?? process.env.PUBLIC_SUPABASE_URL}; press Ctrl-C to stop)`);
}

void main();
