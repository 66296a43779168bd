import type { LearningModule, LessonOutline, ProgressRow } from './api/schemas';

export interface ProgressView {
  /** module id -> percent from the database's module summary row */
  percentByModule: Map<string, number>;
  completedLessons: Set<string>;
}

export function progressView(rows: ProgressRow[] | undefined): ProgressView {
  const percentByModule = new Map<string, number>();
  const completedLessons = new Set<string>();
  for (const row of rows ?? []) {
    if (row.lesson_id === null) percentByModule.set(row.module_id, row.progress_percent);
    else if (row.status === 'completed') completedLessons.add(row.lesson_id);
  }
  return { percentByModule, completedLessons };
}

/** The first lesson not yet completed (or the first lesson when all are done). */
export function nextLesson(module: LearningModule, completed: Set<string>): LessonOutline | undefined {
  return module.lessons.find((l) => !completed.has(l.lesson_id)) ?? module.lessons[0];
}

/** The started, unfinished module touched most recently, and the lesson to resume at. */
export function continueWhereLeftOff(modules: LearningModule[], rows: ProgressRow[] | undefined) {
  const view = progressView(rows);
  const latest = (rows ?? [])
    .filter((r) => r.lesson_id === null && r.status !== 'completed')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  const module = latest && modules.find((m) => m.id === latest.module_id);
  if (!module) return null;
  return { module, lesson: nextLesson(module, view.completedLessons), percent: latest.progress_percent };
}
