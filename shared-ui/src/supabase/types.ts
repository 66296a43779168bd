import type { SupabaseClient } from '@supabase/supabase-js';
import { CheckValues, type Database, type Json, type Tables, type TablesInsert, type TablesUpdate } from '../database.types';

/** The page's client, typed by the generated schema: `.from('deals').select(...)` knows the columns. */
export type PitchsideClient = SupabaseClient<Database>;

/** A table's row, insert and update shapes, from the generated types. */
export type Row<T extends keyof Database['public']['Tables']> = Tables<T>;
export type Insert<T extends keyof Database['public']['Tables']> = TablesInsert<T>;
export type Update<T extends keyof Database['public']['Tables']> = TablesUpdate<T>;

/** The allowed values of a text column with a CHECK (... IN (...)) constraint, keyed `<table>_<column>`. */
export type CheckColumn = keyof typeof CheckValues;
export type CheckValue<K extends CheckColumn> = (typeof CheckValues)[K][number];
export { CheckValues, type Database, type Json };
