import type { LibraryItem } from '../catalog/api/schemas';
import { filterLibrary, readLibraryFilters } from './library-filter';

const item = (over: Partial<LibraryItem>): LibraryItem => ({
  id: over.slug ?? 'x',
  slug: 'x',
  title: 'X',
  description: null,
  content_type: 'article',
  category: 'Money',
  level: 'beginner',
  tags: [],
  url: null,
  author: null,
  duration_minutes: 5,
  is_premium: false,
  ...over,
});
const items = [
  item({ slug: 'log', title: 'Product and Gift Log', content_type: 'template', tags: ['taxes'] }),
  item({ slug: 'ftc', title: 'FTC Disclosure Rules Explained', category: 'Compliance', author: 'Pitchside Team' }),
  item({ slug: 'video', title: 'Disclosure on Each Platform', content_type: 'video', category: 'Compliance' }),
];

test('reads type, topic and search from the URL', () => {
  expect(readLibraryFilters(new URLSearchParams('type=video&topic=Compliance&q=ftc'))).toEqual({ type: 'video', topic: 'Compliance', q: 'ftc' });
});

test('filters by type, topic and words in title, description, author or tags', () => {
  const none = { type: '', topic: '', q: '' };
  expect(filterLibrary(items, none)).toHaveLength(3);
  expect(filterLibrary(items, { ...none, type: 'video' }).map((i) => i.slug)).toEqual(['video']);
  expect(filterLibrary(items, { ...none, topic: 'Compliance' }).map((i) => i.slug)).toEqual(['ftc', 'video']);
  expect(filterLibrary(items, { ...none, q: 'disclosure pitchside' }).map((i) => i.slug)).toEqual(['ftc']);
  expect(filterLibrary(items, { ...none, q: 'TAXES' }).map((i) => i.slug)).toEqual(['log']);
  expect(filterLibrary(items, { type: 'template', topic: 'Compliance', q: '' })).toEqual([]);
});
