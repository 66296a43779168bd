import * as z from 'zod/mini';
import { SECTION_NAMES, type SectionName } from 'shared-ui';

export interface ParsedRemotes {
  entries: Partial<Record<SectionName, string>>;
  /** Why a section has no entry, keyed by section; '*' for a problem with the whole file. */
  problems: Partial<Record<SectionName | '*', string>>;
}

const manifestUrl = z.string().check(
  z.refine((value) => /^https?:\/\//.test(value) || value.startsWith('/'), 'must be an http(s) URL or an absolute path'),
  z.refine((value) => /\.(json|js)(\?.*)?$/.test(value), 'must point to mf-manifest.json or remoteEntry.js'),
);

/** Validates /remotes.json (section name -> mf-manifest.json URL); a bad entry affects only its own section. */
export function parseRemotesJson(input: unknown): ParsedRemotes {
  const result: ParsedRemotes = { entries: {}, problems: {} };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    result.problems['*'] = '/remotes.json must be an object mapping section names to manifest URLs';
    return result;
  }
  const record = input as Record<string, unknown>;
  for (const section of SECTION_NAMES) {
    const value = record[section];
    if (value === undefined) {
      result.problems[section] = `/remotes.json has no entry for "${section}"`;
      continue;
    }
    const parsed = manifestUrl.safeParse(value);
    if (parsed.success) result.entries[section] = parsed.data;
    else result.problems[section] = `/remotes.json entry for "${section}" ${parsed.error.issues[0]?.message ?? 'is invalid'}`;
  }
  return result;
}
