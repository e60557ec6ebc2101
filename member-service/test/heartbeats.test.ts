import {
  DATABASE_KINDS,
  openEmptyTestDatabase,
  pgliteTemplatePath,
  type TestDatabase,
} from '@mindset/service-kit/testing';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessionsAmong } from '../src/sessions/store';
import { migrate } from '../src/storage/migrations';
import { connectionsSeen } from '../src/voice/store';
import { TEST_SCHEMA_PREFIX } from './support/testApp';

const TEMPLATE = pgliteTemplatePath(fileURLToPath(new URL('..', import.meta.url)));

/**
 * A live socket's heartbeat checks that its session still stands and keeps its presence fresh;
 * an instance does both for all its sockets in one statement each (docs/scaling.md).
 */
describe.each(DATABASE_KINDS)('heartbeats read and written together on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openEmptyTestDatabase(kind, { templatePath: TEMPLATE, schemaPrefix: TEST_SCHEMA_PREFIX });
    await migrate(db.database, db.schema);
    await db.database.query(
      `INSERT INTO members (id, username, name, email, status) VALUES
         ('m-active', 'active.one', 'Active One', 'active@example.org', 'active'),
         ('m-gone', 'gone.one', 'Gone One', 'gone@example.org', 'deactivated')`,
    );
    await db.database.query(
      `INSERT INTO sessions (id_hash, member_id, device, expires_at) VALUES
         ('live', 'm-active', 'test', now() + interval '1 day'),
         ('expired', 'm-active', 'test', now() - interval '1 minute'),
         ('deactivated', 'm-gone', 'test', now() + interval '1 day')`,
    );
    await db.database.query(
      `INSERT INTO live_connections (id, member_id, seen_at) VALUES
         ('c1', 'm-active', now() - interval '5 minutes'),
         ('c2', 'm-active', now() - interval '5 minutes'),
         ('c3', 'm-active', now() - interval '5 minutes')`,
    );
  });
  afterAll(() => db.cleanup());

  it('answers which of many sessions still stand: not expired, not ended, their account active', async () => {
    const live = await liveSessionsAmong(db.database, ['live', 'expired', 'deactivated', 'never-existed']);
    expect([...live]).toEqual(['live']);
  });

  it('marks every connection it is given as seen now, and no other', async () => {
    await connectionsSeen(db.database, ['c1', 'c3']);
    const rows = await db.database.query<{ id: string; fresh: boolean }>(
      `SELECT id, seen_at > now() - interval '1 minute' AS fresh FROM live_connections ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'c1', fresh: true },
      { id: 'c2', fresh: false },
      { id: 'c3', fresh: true },
    ]);
  });
});
