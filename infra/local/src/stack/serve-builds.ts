import { APP_NAMES, appDist, configJson, type AppName } from './apps';
import { buildApps } from './build-apps';
import { isPortFree } from './ports';
import { serveStatic, type RunningServer } from './static-server';

export interface ServedBuilds {
  /** The shell's origin, e.g. http://localhost:4750 */
  base: string;
  /** Apps that were stale and built now; the others' builds (e.g. the e2e run's) were reused as they are. */
  built: AppName[];
  close(): Promise<void>;
}

/**
 * Builds what is stale and serves every app's production build from its own free port, the shell
 * with /config.json and a /remotes.json that points at those ports: what the benchmarks measure.
 */
export async function serveProductionBuilds(firstPort = 4700): Promise<ServedBuilds> {
  const built = await buildApps();
  const ports: number[] = [];
  for (let port = firstPort; ports.length < APP_NAMES.length; port++) if (await isPortFree(port)) ports.push(port);
  const portOf = Object.fromEntries(APP_NAMES.map((app, i) => [app, ports[i]!])) as Record<AppName, number>;
  const remotes = Object.fromEntries(
    APP_NAMES.filter((a) => a !== 'shell').map((app) => [app, `http://localhost:${portOf[app]}/mf-manifest.json`]),
  );
  const servers: RunningServer[] = [];
  for (const app of APP_NAMES) {
    servers.push(
      await serveStatic({
        root: appDist(app),
        port: portOf[app],
        spa: app === 'shell',
        cors: app !== 'shell',
        dynamic: app === 'shell' ? { '/config.json': () => configJson(), '/remotes.json': () => remotes } : undefined,
      }),
    );
  }
  return {
    base: `http://localhost:${portOf.shell}`,
    built,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
