import type { SupabaseClient } from '@supabase/supabase-js';
import type { CheckValues, Database, Json, Tables, TablesInsert, TablesUpdate } from '../database.types';

/** The page's client, typed by the generated schema: `.from('deals').select(...)` knows the columns. */
export type PitchsideClient = SupabaseClient<Database>;

/** A table's row, insert and update shapes, from the generated types. */
export type Row<T extends keyof Database['public']['Tables']> = Tables<T>;
export type Insert<T extends keyof Database['public']['Tables']> = TablesInsert<T>;
export type Update<T extends keyof Database['public']['Tables']> = TablesUpdate<T>;

/**
 * The allowed values of a text column with a CHECK (... IN (...)) constraint, keyed `<table>_<column>`. The values
 * themselves are `CheckValues` from `shared-ui/database-types`, imported where they are used: in the shared main
 * entry they were a kilobyte of the shell's first load that no first screen reads.
 */
export type CheckColumn = keyof typeof CheckValues;
export type CheckValue<K extends CheckColumn> = (typeof CheckValues)[K][number];
export type { Database, Json };
