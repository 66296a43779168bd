/**
 * JS values returned by Db.query, identical for PGlite and pg:
 *   int2/int4/float4/float8/oid   -> number
 *   int8 (bigint, count(*))       -> number when it is a safe integer, otherwise string
 *   numeric                       -> string (exact; e.g. '2500.00')
 *   date/time/timestamp/timestamptz/timetz (and their arrays) -> string, Postgres ISO text,
 *                                    session TimeZone UTC: '2026-01-31 12:00:00.123456+00'
 *   json/jsonb                    -> parsed value
 *   bool                          -> boolean
 *   uuid/text/varchar/...         -> string
 *   arrays                        -> JS arrays of the element mapping
 *   interval                      -> string ('1 day 02:00:00')
 *   bytea                         -> Buffer (pg) / Uint8Array (PGlite): both Uint8Array
 */
export const TEMPORAL_OIDS: readonly number[] = [1082, 1083, 1114, 1184, 1266, 1186];
export const TEMPORAL_ARRAY_OIDS: readonly number[] = [1182, 1183, 1115, 1185, 1270, 1187];

export function int8Value(x: string): number | string {
  const n = Number(x);
  return Number.isSafeInteger(n) ? n : x;
}

export type PgArray<T> = (T | null | PgArray<T>)[];

/** Parse a Postgres array literal ('{a,"b c",NULL,{1,2}}') applying `parse` to each element. */
export function parsePgArray<T>(text: string, parse: (x: string) => T): PgArray<T> {
  let i = 0;
  // optional dimension decoration: '[1:2]={...}'
  if (text[0] === '[') {
    const eq = text.indexOf('=');
    i = eq + 1;
  }
  const parseLevel = (): PgArray<T> => {
    const out: PgArray<T> = [];
    i++; // '{'
    while (i < text.length) {
      const ch = text[i];
      if (ch === '}') {
        i++;
        return out;
      }
      if (ch === ',') {
        i++;
        continue;
      }
      if (ch === '{') {
        out.push(parseLevel());
        continue;
      }
      if (ch === '"') {
        i++;
        let s = '';
        while (i < text.length && text[i] !== '"') {
          if (text[i] === '\\') i++;
          s += text[i] ?? '';
          i++;
        }
        i++; // closing quote
        out.push(parse(s));
        continue;
      }
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== '}') j++;
      const raw = text.slice(i, j).trim();
      out.push(raw === 'NULL' ? null : parse(raw));
      i = j;
    }
    return out;
  };
  return parseLevel();
}
