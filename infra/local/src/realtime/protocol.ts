// Phoenix channel frames as @supabase/realtime-js sends and parses them.
// vsn 2.0.0: JSON arrays [join_ref, ref, topic, event, payload];
// vsn 1.0.0: JSON objects {join_ref, ref, topic, event, payload}.

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const MAX_FRAME_CHARS = 1024 * 1024;

function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** Parses one text frame in either encoding; null when it is not a well-formed Phoenix message. */
export function decodeFrame(raw: string): Frame | null {
  if (raw.length > MAX_FRAME_CHARS) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  let join_ref: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (Array.isArray(v)) {
    if (v.length !== 5) return null;
    [join_ref, ref, topic, event, payload] = v;
  } else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    ({ join_ref, ref, topic, event, payload } = o);
  } else {
    return null;
  }
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  if (payload === undefined || payload === null) payload = {};
  if (typeof payload !== 'object' || Array.isArray(payload)) return null;
  return { join_ref: str(join_ref), ref: str(ref), topic, event, payload: payload as Record<string, unknown> };
}

export function encodeFrame(vsn: Vsn, f: Frame): string {
  if (vsn === '2.0.0') return JSON.stringify([f.join_ref, f.ref, f.topic, f.event, f.payload]);
  return JSON.stringify({ join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: f.event, payload: f.payload });
}

export function parseVsn(v: string | null): Vsn | null {
  if (v === null || v === '' || v === '1.0.0') return '1.0.0';
  if (v === '2.0.0') return '2.0.0';
  return null;
}
