import { openEmptyTestDatabase, pgliteTemplatePath, type TestDatabase } from '@mindset/service-kit/testing';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxReader } from '../src/live/outbox';
import { insertLiveEvent } from '../src/live/store';
import { migrate } from '../src/storage/migrations';
import { TEST_SCHEMA_PREFIX } from './support/testApp';

/**
 * The outbox is read in number order and never past a number an open transaction holds: what a
 * later commit shows waits for it, and a rolled-back number is passed over once no transaction
 * could still hold it (docs/decisions/0100-live-bus.md). Concurrent transactions need a server.
 */
describe.skipIf(!process.env.DATABASE_URL)('the live outbox read in order, on postgres', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openEmptyTestDatabase('postgres', {
      templatePath: pgliteTemplatePath(fileURLToPath(new URL('..', import.meta.url))),
      schemaPrefix: TEST_SCHEMA_PREFIX,
    });
    await migrate(db.database, db.schema);
  });
  afterAll(() => db.cleanup());

  /** A writer whose transaction stays open until told to commit or roll back. */
  function openWriter(topic: string) {
    let finish: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let inserted: () => void = () => undefined;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const done = db.database
      .transaction(async (tx) => {
        await insertLiveEvent(tx, topic, { topic });
        inserted();
        if (!(await decided)) throw new Error('rolled back');
      })
      .catch(() => undefined);
    return { didInsert, commit: () => finish(true), rollBack: () => finish(false), done };
  }

  it('holds a later number back until the earlier one commits, then hands both out in order', async () => {
    const reader = new OutboxReader(db.database);
    await reader.init();
    const slow = openWriter('slow');
    await slow.didInsert;
    await insertLiveEvent(db.database, 'fast', { topic: 'fast' });
    expect((await reader.next()).rows).toEqual([]);
    slow.commit();
    await slow.done;
    expect((await reader.next()).rows.map((row) => row.topic)).toEqual(['slow', 'fast']);
  });

  it('passes over a rolled-back number once no open transaction could hold it', async () => {
    const reader = new OutboxReader(db.database);
    await reader.init();
    const doomed = openWriter('doomed');
    await doomed.didInsert;
    await insertLiveEvent(db.database, 'after', { topic: 'after' });
    const first = await reader.next();
    expect(first).toMatchObject({ rows: [], blocked: true });
    doomed.rollBack();
    await doomed.done;
    const handed: string[] = [];
    for (let attempt = 0; attempt < 5 && handed.length === 0; attempt += 1) {
      handed.push(...(await reader.next()).rows.map((row) => row.topic));
    }
    expect(handed).toEqual(['after']);
  });
});
