import { APP_NAMES, appDist, configJson, type AppName } from './apps';
import { buildApps } from './build-apps';
import { isPortFree } from './ports';
import { serveStatic, type RunningServer, type TlsFiles } from './static-server';

export interface ServedBuilds {
  /** The shell's origin, e.g. http://localhost:4750 (https:// with TLS) */
  base: string;
  /** Apps that were stale and built now; the others' builds (e.g. the e2e run's) were reused as they are. */
  built: AppName[];
  close(): Promise<void>;
}

const REMOTES = APP_NAMES.filter((a) => a !== 'shell');

/**
 * Builds what is stale and serves every app's production build from its own free port, the shell
 * with /config.json and a /remotes.json that points at those ports: what the benchmarks measure.
 * With `tls`, over HTTPS and HTTP/2; with `asDeployed`, every section under the shell's origin at
 * /<section>/local/, as the CDN serves them (the deploy's /<section>/<commit>/).
 */
export async function serveProductionBuilds(
  firstPort = 4700,
  { tls, asDeployed = false }: { tls?: TlsFiles; asDeployed?: boolean } = {},
): Promise<ServedBuilds> {
  const scheme = tls ? 'https' : 'http';
  const built = await buildApps();
  const apps = asDeployed ? (['shell'] as const) : APP_NAMES;
  const ports: number[] = [];
  for (let port = firstPort; ports.length < apps.length; port++) if (await isPortFree(port)) ports.push(port);
  const portOf = Object.fromEntries(apps.map((app, i) => [app, ports[i]!])) as Partial<Record<AppName, number>>;
  const remotes = Object.fromEntries(
    REMOTES.map((app) => [app, asDeployed ? `/${app}/local/mf-manifest.json` : `${scheme}://localhost:${portOf[app]}/mf-manifest.json`]),
  );
  const servers: RunningServer[] = [];
  for (const app of apps) {
    servers.push(
      await serveStatic({
        root: appDist(app),
        port: portOf[app]!,
        spa: app === 'shell',
        cors: app !== 'shell',
        dynamic: app === 'shell' ? { '/config.json': () => configJson(), '/remotes.json': () => remotes } : undefined,
        mounts: app === 'shell' && asDeployed ? Object.fromEntries(REMOTES.map((r) => [`/${r}/local/`, appDist(r)])) : undefined,
        tls,
      }),
    );
  }
  return {
    base: `${scheme}://localhost:${portOf.shell!}`,
    built,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
