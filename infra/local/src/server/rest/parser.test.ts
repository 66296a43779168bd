/** @jest-environment node */
import { HttpError } from '../extension';
import { parseFilter, parseLogic } from './parse-filter';
import { parseSelect } from './parse-select';
import { parseOrder, parseQuery } from './parser';
import { arrayLength } from './api-request';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof HttpError ? `${e.status} ${String(e.body.code)}` : String(e);
  }
  return 'ok';
};

describe('select', () => {
  test('columns, aliases, casts, embeds, hints', () => {
    expect(parseSelect('*,brand:brands(name,logo_url),id::text, x : y')).toEqual([
      { kind: 'star' },
      { kind: 'embed', name: 'brands', alias: 'brand', hint: undefined, inner: false, select: [{ kind: 'col', name: 'name' }, { kind: 'col', name: 'logo_url' }] },
      { kind: 'col', name: 'id', cast: 'text' },
      { kind: 'col', name: 'y', alias: 'x' },
    ]);
    expect(parseSelect('a!inner(b!fk_name(c))')).toEqual([
      { kind: 'embed', name: 'a', inner: true, hint: undefined, alias: undefined, select: [{ kind: 'embed', name: 'b', hint: 'fk_name', inner: false, alias: undefined, select: [{ kind: 'col', name: 'c' }] }] },
    ]);
    expect(parseSelect('"weird name",user-id')).toEqual([{ kind: 'col', name: 'weird name' }, { kind: 'col', name: 'user-id' }]);
  });
  test('aggregates and spreads', () => {
    expect(parseSelect('count(),n:a.sum()::int,...b(c)')).toEqual([
      { kind: 'col', name: '', alias: 'count', agg: 'count', cast: undefined },
      { kind: 'col', name: 'a', alias: 'n', agg: 'sum', cast: 'int' },
      { kind: 'embed', name: 'b', alias: undefined, hint: undefined, inner: false, select: [{ kind: 'col', name: 'c', alias: undefined, cast: undefined }], spread: true },
    ]);
  });
  test('JSON paths: named after the last key unless aliased', () => {
    expect(parseSelect('data->prefs->>tone,x:data->0')).toEqual([
      { kind: 'col', name: 'data', alias: 'tone', json: [{ arrow: '->', key: 'prefs' }, { arrow: '->>', key: 'tone' }] },
      { kind: 'col', name: 'data', alias: 'x', json: [{ arrow: '->', key: '0' }] },
    ]);
  });
  test.each(['a(', 'a)', ',', 'a,,b', 'a::evil;drop', 'a->', '...a', 'a.median()', '('.repeat(50) + ')'.repeat(50), 'a!b!c(d)'])('rejects %s', (s) => {
    expect(code(() => parseSelect(s))).toBe('400 PGRST100');
  });
});

describe('filters', () => {
  test('operators and values', () => {
    expect(parseFilter('t', 'ilike.*run*')).toMatchObject({ op: 'ilike', value: '%run%' });
    expect(parseFilter('t', 'not.in.(a,"b,c",d)')).toMatchObject({ op: 'in', negate: true, list: ['a', 'b,c', 'd'] });
    expect(parseFilter('t', 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseFilter('t', 'fts(english).run')).toMatchObject({ op: 'fts', config: 'english', value: 'run' });
    expect(parseFilter('t', 'eq(any).{a,b}')).toMatchObject({ op: 'eq', quant: 'any', list: ['a', 'b'] });
    expect(parseFilter('t', 'cs.{a,b}')).toMatchObject({ op: 'cs', value: '{a,b}' });
    expect(parseFilter('t', 'eq.a.b.c')).toMatchObject({ op: 'eq', value: 'a.b.c' });
  });
  test.each(['nope.1', 'eq', 'is.maybe', 'in.a,b', 'fts(x;y).a', 'eq(some).{a}'])('rejects %s', (s) => {
    expect(code(() => parseFilter('c', s))).toBe('400 PGRST100');
  });
  test('logic trees', () => {
    const l = parseLogic('or', false, '(a.eq.1,and(b.gt.2,c.not.is.null),not.or(d.in.(1,2),e.like.x*))');
    expect(l.children).toHaveLength(3);
    expect(l.children[1]).toMatchObject({ kind: 'logic', op: 'and', children: [{ column: 'b' }, { column: 'c', negate: true }] });
    expect(l.children[2]).toMatchObject({ kind: 'logic', op: 'or', negate: true });
    expect(parseLogic('or', false, '(title.ilike."a,b",x.eq."q\\"uote")').children).toMatchObject([{ value: 'a,b' }, { value: 'q"uote' }]);
    expect(code(() => parseLogic('or', false, '(a.eq.1'))).toBe('400 PGRST100');
    expect(code(() => parseLogic('or', false, '()'))).toBe('400 PGRST100');
    expect(code(() => parseLogic('or', false, 'or('.repeat(40) + 'a.eq.1' + ')'.repeat(40)))).toBe('400 PGRST100');
  });
  test('order and the whole query', () => {
    expect(parseOrder('a.desc.nullslast,b')).toEqual([{ column: 'a', dir: 'desc', nulls: 'last' }, { column: 'b' }]);
    const q = parseQuery(new URLSearchParams('select=*&a=eq.1&a=lt.5&brand.verified=eq.true&brand.order=name&limit=50&or=(x.eq.1,y.eq.2)&not.and=(z.eq.1)'));
    expect(q.conditions.get('')).toHaveLength(4);
    expect(q.conditions.get('brand')).toHaveLength(1);
    expect(q.order.get('brand')).toEqual([{ column: 'name' }]);
    expect(q.limit.get('')).toBe(50);
  });
});

describe('arrayLength (rows of a write, counted before parsing)', () => {
  test.each([
    ['[]', 0],
    ['[{}]', 1],
    ['[{}, {}, {}]', 3],
    ['[{"a": "x,y]", "b": [1, 2]}, {"c": "\\"],"}]', 2],
    [' [ 1 , "," , [2,3] ] ', 3],
  ])('%s -> %d', (text, n) => {
    expect(arrayLength(text)).toBe(n);
  });
});
