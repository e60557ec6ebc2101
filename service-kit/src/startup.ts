import pg from 'pg';

/** Server answers that waiting will not fix: wrong credentials, a database that does not exist. */
const PERMANENT_ERROR_CODES = new Set(['28P01', '28000', '3D000']);

/** Why a service could not start on its database, in one line meant for the process's log. */
export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
}

const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

export interface StartupWait {
  /** How long to keep retrying a database that does not answer before giving up. */
  waitMs: number;
  /** The setting that chose `waitMs`, named in the message when the wait runs out. */
  waitSetting: string;
  log: (line: string) => void;
}

/**
 * Runs `migrate`, retrying while the database is unreachable or silent (it may still be starting),
 * each attempt logged on one line, for at most `waitMs`. Wrong credentials or a missing database end
 * the wait at once. Fails with a DatabaseStartupError: one line of explanation, never a stack trace.
 */
export async function migrateWhenReachable(
  migrate: () => Promise<unknown>,
  { waitMs, waitSetting, log }: StartupWait,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrate();
      return;
    } catch (error) {
      if (error instanceof pg.DatabaseError && PERMANENT_ERROR_CODES.has(error.code ?? '')) {
        throw new DatabaseStartupError(`the database refused the connection: ${oneLine(error)}`);
      }
      const pause = Math.min(5_000, 500 * 2 ** (attempt - 1));
      if (Date.now() + pause > deadline) {
        throw new DatabaseStartupError(
          `the database did not answer within ${Math.round(waitMs / 1000)} s (${waitSetting}): ${oneLine(error)}`,
        );
      }
      log(`database not ready (attempt ${attempt}: ${oneLine(error)}); retrying in ${pause / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
