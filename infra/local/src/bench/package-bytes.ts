/**
 * Which package each byte of a minified script comes from, read from its source map: the bundle analysis
 * bench:bundle prints for the shell's first load.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers in one VLQ-encoded source-map segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a base64 VLQ character: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The group a source belongs to: its npm package, or the workspace folder two levels down. */
export function packageOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\\/g, '/');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = path.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (path.startsWith('webpack/')) return 'webpack runtime';
  const parts = path.replace(/^(\.\.?\/)+/, '').split('/');
  // e.g. shared-ui/src/auth, src/frame (the app's own code)
  return parts.slice(0, parts[0] === 'src' ? 2 : 3).join('/');
}

export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Bytes of `code` per package, following `map`. Bytes no mapping covers count as '(unmapped)'. */
export function bytesByPackage(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => {
    if (bytes > 0) totals.set(name, (totals.get(name) ?? 0) + bytes);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    // Until the first segment, and for segments that name no source, the bytes are unmapped.
    let current: { column: number; source: number | null } = { column: 0, source: null };
    const close = (end: number) => {
      const bytes = Buffer.byteLength(line.slice(current.column, end));
      add(current.source === null ? '(unmapped)' : packageOf(map.sources[current.source] ?? ''), bytes);
    };
    for (const segment of (mappingLines[lineIndex] ?? '').split(',').filter(Boolean)) {
      const values = decodeSegment(segment);
      column += values[0]!;
      let source: number | null = null;
      if (values.length >= 4) {
        sourceIndex += values[1]!;
        source = sourceIndex;
      }
      close(column);
      current = { column, source };
    }
    close(line.length);
    if (lineIndex < lines.length - 1) add('(unmapped)', 1);
  });
  return totals;
}
