import { dataDir, stateDir } from '../locations';

export { databaseTypesFile, migrationsDir, platformSqlFile, repoRoot, seedFile, supabaseDir } from '../locations';
/** Local runtime state (git-ignored): PITCHSIDE_STATE_DIR or <repo>/.local. */
export const localStateDir: string = stateDir();
/** Default PGlite data directory (PITCHSIDE_DATA_DIR or <state dir>/db). */
export const defaultDataDir: string = dataDir();
