import type { LearningModule, LibraryItem } from '../catalog/api/schemas';
import { filterCatalog, isFiltering, readFilters, EMPTY_FILTERS, topicsOf } from './catalog-filter';

const mod = (over: Partial<LearningModule>): LearningModule => ({
  id: 'm',
  slug: 'm',
  title: 'Module',
  description: null,
  category: 'Compliance',
  level: 'beginner',
  audience: [],
  tags: [],
  format: 'course',
  duration_minutes: 30,
  sort_order: 1,
  lessons: [],
  ...over,
});
const item = (over: Partial<LibraryItem>): LibraryItem => ({
  id: 'i',
  slug: 'i',
  title: 'Item',
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

const modules = [
  mod({ id: 'ftc', title: 'FTC Disclosure', format: 'video-course', tags: ['disclosure'] }),
  mod({ id: 'tax', title: 'Taxes', category: 'Money', level: 'intermediate', lessons: [{ module_id: 'tax', lesson_id: 'l', slug: 'l', title: 'Self-Employment Tax', lesson_position: 1, duration_minutes: 5, has_video: false }] }),
];
const items = [item({ id: 'log', title: 'Product Log', content_type: 'template' }), item({ id: 'ftc-article', title: 'FTC rules', category: 'Compliance' })];

test('reads filters from the URL and knows when any is set', () => {
  const f = readFilters(new URLSearchParams('q=tax&level=beginner'));
  expect(f).toEqual({ q: 'tax', topic: '', level: 'beginner', format: '' });
  expect(isFiltering(f)).toBe(true);
  expect(isFiltering(EMPTY_FILTERS)).toBe(false);
});

test('search matches every word across title, description, tags and lesson titles', () => {
  expect(filterCatalog(modules, items, { ...EMPTY_FILTERS, q: 'self-employment' }).modules.map((m) => m.id)).toEqual(['tax']);
  expect(filterCatalog(modules, items, { ...EMPTY_FILTERS, q: 'ftc' })).toMatchObject({ modules: [{ id: 'ftc' }], items: [{ id: 'ftc-article' }] });
  expect(filterCatalog(modules, items, { ...EMPTY_FILTERS, q: 'ftc taxes' }).modules).toEqual([]);
});

test('topic, level and format filter modules and items alike', () => {
  const money = filterCatalog(modules, items, { ...EMPTY_FILTERS, topic: 'Money' });
  expect([...money.modules, ...money.items].map((x) => x.id)).toEqual(['tax', 'log']);
  expect(filterCatalog(modules, items, { ...EMPTY_FILTERS, level: 'intermediate' }).items).toEqual([]);
  const templates = filterCatalog(modules, items, { ...EMPTY_FILTERS, format: 'template' });
  expect(templates.modules).toEqual([]);
  expect(templates.items.map((i) => i.id)).toEqual(['log']);
});

test('topics are listed once, sorted', () => {
  expect(topicsOf(modules, items)).toEqual(['Compliance', 'Money']);
});
