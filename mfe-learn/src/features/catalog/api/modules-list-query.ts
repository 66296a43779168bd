import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { learnKeys } from './keys';
import { lessonOutlineSchema, moduleRowSchema, type LearningModule } from './schemas';

const MODULE_COLUMNS = 'id, slug, title, description, category, level, audience, tags, format, duration_minutes, sort_order';

/** Published modules in order, each with its lesson outline (titles only: lesson bodies are read one at a time). */
export async function fetchModules(supabase: PitchsideClient): Promise<LearningModule[]> {
  const [modules, outline] = await Promise.all([
    supabase.from('learning_modules').select(MODULE_COLUMNS).order('sort_order').order('title'),
    supabase.rpc('learning_module_outline'),
  ]);
  if (modules.error) throw modules.error;
  if (outline.error) throw outline.error;
  const lessons = z.array(lessonOutlineSchema).parse(outline.data ?? []);
  return z
    .array(moduleRowSchema)
    .parse(modules.data ?? [])
    .map((m) => ({
      ...m,
      lessons: lessons.filter((l) => l.module_id === m.id).sort((a, b) => a.lesson_position - b.lesson_position),
    }));
}

export function useModulesQuery() {
  return useQuery({ queryKey: learnKeys.modules(), queryFn: async () => fetchModules(await getSupabase()) });
}
