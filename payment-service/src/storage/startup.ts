import pg from 'pg';
import type { Database } from './database';
import { runMigrations } from './migrations';

/** Server answers that waiting will not fix: wrong credentials, a database that does not exist. */
const PERMANENT_ERROR_CODES = new Set(['28P01', '28000', '3D000']);

export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
}

const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Runs the migrations, retrying while the database is unreachable or silent (it may still be
 * starting), each attempt logged on one line, for at most `waitMs`. Wrong credentials or a
 * missing database end the wait at once. Always one line of explanation, never a stack trace.
 */
export async function migrateWhenReachable(
  database: Database,
  schema: string | null,
  waitMs: number,
  log: (line: string) => void,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runMigrations(database, schema);
      return;
    } catch (error) {
      if (error instanceof pg.DatabaseError && PERMANENT_ERROR_CODES.has(error.code ?? '')) {
        throw new DatabaseStartupError(`the database refused the connection: ${oneLine(error)}`);
      }
      const pause = Math.min(5_000, 500 * 2 ** (attempt - 1));
      if (Date.now() + pause > deadline) {
        throw new DatabaseStartupError(
          `the database did not answer within ${Math.round(waitMs / 1000)} s (DATABASE_STARTUP_TIMEOUT_MS): ${oneLine(error)}`,
        );
      }
      log(`database not ready (attempt ${attempt}: ${oneLine(error)}); retrying in ${pause / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
