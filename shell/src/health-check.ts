import { getSupabase } from 'shared-ui';

/** The spec's health check on load: one cheap read that tells the console whether the backend answers. */
export async function checkBackendHealth(): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('profiles').select('id').limit(1);
    if (error) console.warn('[pitchside] backend health check failed:', error.message);
    return !error;
  } catch (error) {
    console.warn('[pitchside] backend unreachable:', error instanceof Error ? error.message : error);
    return false;
  }
}
