import path from 'node:path';

/** Repository root (this file lives in infra/local/src/db). */
export const repoRoot: string = path.resolve(__dirname, '..', '..', '..', '..');
/** Local runtime state (git-ignored). */
export const localStateDir: string = path.join(repoRoot, '.local');
/** Default PGlite data directory. */
export const defaultDataDir: string = path.join(localStateDir, 'db');
/** Supabase CLI project folder: migrations/, seed.sql, config.toml. */
export const supabaseDir: string = path.join(repoRoot, 'infra', 'supabase');
export const migrationsDir: string = path.join(supabaseDir, 'migrations');
export const seedFile: string = path.join(supabaseDir, 'seed.sql');
/** Local-only SQL applied before the migrations (roles, auth, storage, ...). */
export const platformSqlFile: string = path.join(repoRoot, 'infra', 'local', 'sql', 'platform.sql');
/** Generated TypeScript types for the public schema. */
export const databaseTypesFile: string = path.join(repoRoot, 'shared-ui', 'src', 'database.types.ts');
