import type { LearningModule, LibraryItem, PopularityRow } from '../../catalog/api/schemas';
import type { Candidate } from './score';

export function toCandidates(modules: LearningModule[], items: LibraryItem[], popularity: PopularityRow[]): Candidate[] {
  const byModule = new Map<string, Record<string, number>>();
  for (const row of popularity) {
    const roles = byModule.get(row.module_id) ?? {};
    roles[row.role] = (roles[row.role] ?? 0) + row.learners;
    byModule.set(row.module_id, roles);
  }
  return [
    ...modules.map<Candidate>((m) => ({
      id: m.id,
      kind: 'module',
      title: m.title,
      category: m.category,
      level: m.level,
      tags: m.tags,
      audience: m.audience,
      learnersByRole: byModule.get(m.id) ?? {},
    })),
    ...items.map<Candidate>((i) => ({
      id: i.id,
      kind: 'item',
      title: i.title,
      category: i.category,
      level: i.level,
      tags: i.tags,
      audience: [],
      learnersByRole: {},
    })),
  ];
}
