import * as z from 'zod/mini';

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const lessonOutlineSchema = z.object({
  module_id: z.string(),
  lesson_id: z.string(),
  slug: z.string(),
  title: z.string(),
  lesson_position: z.number(),
  duration_minutes: z.nullable(z.number()),
  has_video: z.boolean(),
});
export type LessonOutline = z.infer<typeof lessonOutlineSchema>;

export const moduleRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  category: z.nullable(z.string()),
  level: z.enum(LEVELS),
  audience: z.array(z.string()),
  tags: z.array(z.string()),
  format: z.string(),
  duration_minutes: z.nullable(z.number()),
  sort_order: z.number(),
});
export type ModuleRow = z.infer<typeof moduleRowSchema>;

export interface LearningModule extends ModuleRow {
  lessons: LessonOutline[];
}

export const libraryItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  content_type: z.string(),
  category: z.nullable(z.string()),
  level: z.enum(LEVELS),
  tags: z.array(z.string()),
  url: z.nullable(z.string()),
  author: z.nullable(z.string()),
  duration_minutes: z.nullable(z.number()),
  is_premium: z.boolean(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const progressRowSchema = z.object({
  module_id: z.string(),
  lesson_id: z.nullable(z.string()),
  status: z.enum(['not_started', 'in_progress', 'completed']),
  progress_percent: z.number(),
  completed_at: z.nullable(z.string()),
  updated_at: z.string(),
});
export type ProgressRow = z.infer<typeof progressRowSchema>;

export const popularityRowSchema = z.object({ module_id: z.string(), role: z.string(), learners: z.number() });
export type PopularityRow = z.infer<typeof popularityRowSchema>;
