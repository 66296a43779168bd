/** @jest-environment node */
import { matchFilter, parseFilter } from './filters';
import { decodeFrame, encodeFrame, parseVsn } from './protocol';

test('parses and applies each operator', () => {
  const row = { id: 7, user_id: 'a1', price: '12.50', at: '2026-01-31T12:00:00+00:00', tags: ['x'], gone: null };
  const yes = ['id=eq.7', 'user_id=eq.a1', 'id=neq.8', 'id=lt.8', 'id=lte.7', 'id=gt.6', 'id=gte.7', 'id=in.(1,7,9)', 'user_id=in.("a1",b2)', 'price=gt.9', 'at=gt.2026-01-31T11:00:00Z', 'at=eq.2026-01-31T12:00:00Z'];
  const no = ['id=eq.8', 'id=neq.7', 'id=lt.7', 'id=gt.7', 'id=in.(1,2)', 'user_id=eq.a2', 'gone=eq.null', 'gone=neq.x', 'price=lt.9'];
  for (const f of yes) expect({ f, m: matchFilter(parseFilter(f), row) }).toEqual({ f, m: true });
  for (const f of no) expect({ f, m: matchFilter(parseFilter(f), row) }).toEqual({ f, m: false });
});

test('rejects malformed filters', () => {
  for (const f of ['', 'id', 'id=', 'id=eq', 'id=like.x', '=eq.1', 'id=in.1,2', 'id=in.()']) expect(() => parseFilter(f)).toThrow();
});

test('frames in both encodings', () => {
  const f = { join_ref: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } };
  expect(decodeFrame(encodeFrame('2.0.0', f))).toEqual(f);
  expect(decodeFrame(encodeFrame('1.0.0', f))).toEqual(f);
  expect(JSON.parse(encodeFrame('2.0.0', f))).toEqual(['1', '2', 'realtime:x', 'phx_join', { a: 1 }]);
  expect(decodeFrame('[1,2]')).toBeNull();
  expect(decodeFrame('nope')).toBeNull();
  expect(decodeFrame('{"topic":1,"event":"x"}')).toBeNull();
  expect(parseVsn(null)).toBe('1.0.0');
  expect(parseVsn('2.0.0')).toBe('2.0.0');
  expect(parseVsn('3.0.0')).toBeNull();
});
