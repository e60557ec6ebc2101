import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseStartupError, migrateWhenReachable } from '../src';

describe('migrateWhenReachable', () => {
  it('retries a database that does not answer yet, logging each attempt on one line', async () => {
    const lines: string[] = [];
    let attempts = 0;
    await migrateWhenReachable(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at somewhere');
      },
      { waitMs: 5_000, waitSetting: 'DATABASE_STARTUP_TIMEOUT_MS', log: (line) => lines.push(line) },
    );
    expect(attempts).toBe(3);
    expect(lines).toEqual([
      'database not ready (attempt 1: connect ECONNREFUSED 127.0.0.1:5432); retrying in 0.5 s',
      'database not ready (attempt 2: connect ECONNREFUSED 127.0.0.1:5432); retrying in 1 s',
    ]);
  });

  it('gives up after the wait, naming the setting that chose it', async () => {
    const attempt = migrateWhenReachable(() => Promise.reject(new Error('timeout exceeded when trying to connect')), {
      waitMs: 600,
      waitSetting: 'DATABASE_STARTUP_TIMEOUT_MS',
      log: () => undefined,
    });
    await expect(attempt).rejects.toThrow(DatabaseStartupError);
    await expect(attempt).rejects.toThrow(
      'the database did not answer within 1 s (DATABASE_STARTUP_TIMEOUT_MS): timeout exceeded when trying to connect',
    );
  });

  it('stops at once on wrong credentials, which waiting will not fix', async () => {
    let attempts = 0;
    const refused = Object.assign(new pg.DatabaseError('password authentication failed for user "x"', 0, 'error'), {
      code: '28P01',
    });
    await expect(
      migrateWhenReachable(
        async () => {
          attempts += 1;
          throw refused;
        },
        { waitMs: 10_000, waitSetting: 'DATABASE_STARTUP_TIMEOUT_MS', log: () => undefined },
      ),
    ).rejects.toThrow('the database refused the connection: password authentication failed for user "x"');
    expect(attempts).toBe(1);
  });
});
