import { fetchNoStore, SECTIONS, SECTION_EXPOSE, type SectionName, type SectionRoutesModule } from 'shared-ui';
import type { ParsedRemotes } from './parse-remotes';

export type { ParsedRemotes };

/** The part of the federation runtime the registry uses, passed in so it can be tested. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

function describeLoadFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/RUNTIME-003|Failed to get manifest/i.test(message)) return 'its server did not answer';
  if (/ChunkLoadError|Loading chunk|Failed to fetch|NetworkError|ScriptExternalLoadError|RUNTIME-008/i.test(message)) {
    return 'part of it failed to download';
  }
  return message;
}

export interface RemoteRegistry {
  /** Fetches and registers /remotes.json once; never rejects (problems are kept per section). */
  init(): Promise<ParsedRemotes>;
  load(section: SectionName): Promise<SectionRoutesModule>;
  /** The section's routes module if a load has already resolved, so a render need not suspend for it. */
  loaded(section: SectionName): SectionRoutesModule | undefined;
  /** Forgets what the runtime cached for a section so the next load fetches it again. */
  reload(section: SectionName): void;
}

export function createRemoteRegistry(
  runtime: FederationRuntime,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
  url = '/remotes.json',
): RemoteRegistry {
  let ready: Promise<ParsedRemotes> | null = null;
  const modules = new Map<SectionName, SectionRoutesModule>();

  const init = () => {
    // The validator loads alongside the fetch, so it stays out of the landing page's first download.
    ready ??= Promise.all([fetchJson(url), import('./parse-remotes')])
      .then(([json, { parseRemotesJson }]) => parseRemotesJson(json), (error: unknown): ParsedRemotes => ({
        entries: {},
        problems: { '*': `Could not load ${url}: ${error instanceof Error ? error.message : String(error)}` },
      }))
      .then((parsed) => {
        const remotes = Object.entries(parsed.entries).map(([name, entry]) => ({ name, entry }));
        if (remotes.length > 0) runtime.registerRemotes(remotes);
        return parsed;
      });
    return ready;
  };

  return {
    init,
    async load(section) {
      const { entries, problems } = await init();
      const { title } = SECTIONS[section];
      if (!entries[section]) {
        throw new Error(`The ${title} section is not available: ${problems[section] ?? problems['*'] ?? 'no manifest URL'}`);
      }
      let module: SectionRoutesModule | null;
      try {
        module = await runtime.loadRemote<SectionRoutesModule>(`${section}/${SECTION_EXPOSE.slice(2)}`);
      } catch (error) {
        throw new Error(`The ${title} section could not be loaded: ${describeLoadFailure(error)}`, { cause: error });
      }
      if (!module?.default) throw new Error(`The ${title} section could not be loaded: it exposes no routes`);
      modules.set(section, module);
      return module;
    },
    loaded: (section) => modules.get(section),
    reload(section) {
      modules.delete(section);
      const previous = init();
      ready = previous.then((parsed) => {
        const entry = parsed.entries[section];
        if (!entry) {
          ready = null;
          return init();
        }
        runtime.registerRemotes([{ name: section, entry }], { force: true });
        return parsed;
      });
    },
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetchNoStore(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
