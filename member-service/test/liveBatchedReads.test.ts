import {
  DATABASE_KINDS,
  openEmptyTestDatabase,
  pgliteTemplatePath,
  type TestDatabase,
} from '@mindset/service-kit/testing';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenFromEach } from '../src/policy/store';
import { findSessionMembers, liveSessionsAmong } from '../src/sessions/store';
import { migrate } from '../src/storage/migrations';
import { connectionsSeen } from '../src/voice/store';
import { TEST_SCHEMA_PREFIX } from './support/testApp';

const TEMPLATE = pgliteTemplatePath(fileURLToPath(new URL('..', import.meta.url)));

/**
 * An instance reads and writes for many live sockets in one statement (docs/decisions/0177-socket-reads-and-heartbeats-together.md): the
 * sessions and blocks of sockets opening together, and the heartbeats' session checks and
 * presence writes.
 */
describe.each(DATABASE_KINDS)('live sockets read and written together on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openEmptyTestDatabase(kind, { templatePath: TEMPLATE, schemaPrefix: TEST_SCHEMA_PREFIX });
    await migrate(db.database, db.schema);
    await db.database.query(
      `INSERT INTO members (id, username, name, email, status) VALUES
         ('m-active', 'active.one', 'Active One', 'active@example.org', 'active'),
         ('m-gone', 'gone.one', 'Gone One', 'gone@example.org', 'deactivated'),
         ('m-other', 'other.one', 'Other One', 'other@example.org', 'active')`,
    );
    await db.database.query(
      `INSERT INTO blocks (blocker_id, blocked_id) VALUES ('m-active', 'm-gone'), ('m-other', 'm-active')`,
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

  it('finds many sessions with their members at once, leaving out the expired and the unknown', async () => {
    const found = await findSessionMembers(db.database, ['live', 'expired', 'deactivated', 'never-existed']);
    expect(Object.fromEntries([...found].map(([idHash, { member }]) => [idHash, member.username]))).toEqual({
      live: 'active.one',
      // Found: resolveSession then refuses it, because the account is not active.
      deactivated: 'gone.one',
    });
  });

  it('answers who is hidden from each of many members, blocks either way', async () => {
    const hidden = await hiddenFromEach(db.database, ['m-active', 'm-gone', 'm-other']);
    expect(Object.fromEntries([...hidden].map(([memberId, usernames]) => [memberId, [...usernames].sort()]))).toEqual({
      'm-active': ['gone.one', 'other.one'],
      'm-gone': ['active.one'],
      'm-other': ['active.one'],
    });
  });

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
