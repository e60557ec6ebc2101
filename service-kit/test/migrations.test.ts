import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool, pgliteDatabase, postgresDatabase, runMigrations, type Database, type Migration } from '../src';

const MIGRATIONS: Migration[] = [
  {
    id: '001_notes',
    sql: `CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL); -- a comment\nINSERT INTO notes (body) VALUES ('first')`,
  },
  { id: '002_more', sql: `ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false` },
];

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function exercise(database: Database, schema: string | null) {
  expect(await runMigrations(database, MIGRATIONS.slice(0, 1), { lockKey: 1, schema })).toEqual(['001_notes']);
  expect(await runMigrations(database, MIGRATIONS, { lockKey: 1, schema })).toEqual(['002_more']);
  expect(await runMigrations(database, MIGRATIONS, { lockKey: 1, schema })).toEqual([]);
  expect(await database.query('SELECT body, pinned FROM notes')).toEqual([{ body: 'first', pinned: false }]);
  await expect(
    database.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes (body) VALUES ('rolled back')`);
      throw new Error('stop');
    }),
  ).rejects.toThrow('stop');
  expect(await database.query('SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 1 }]);
}

describe('runMigrations', () => {
  it('applies each migration once, in order, on PGlite', async () => {
    const database = pgliteDatabase(await PGlite.create());
    opened.push(database);
    await exercise(database, null);
  });

  it.runIf(process.env.DATABASE_URL)('does the same on PostgreSQL in a schema of its own', async () => {
    const schema = `service_kit_test_${Date.now().toString(36)}`;
    const database = postgresDatabase(createPool(process.env.DATABASE_URL ?? '', schema, () => undefined));
    opened.push(database);
    try {
      await exercise(database, schema);
      // A statement over the server-side limit is stopped rather than holding its connection.
      const strict = postgresDatabase(
        createPool(process.env.DATABASE_URL ?? '', schema, () => undefined, {
          connectionTimeoutMs: 2_000,
          statementTimeoutMs: 200,
          idleInTransactionTimeoutMs: 1_000,
          idleTimeoutMs: 1_000,
        }),
      );
      opened.push(strict);
      await expect(strict.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    } finally {
      await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });

  it('refuses a schema name that is not an identifier', async () => {
    const database = pgliteDatabase(await PGlite.create());
    opened.push(database);
    await expect(runMigrations(database, MIGRATIONS, { lockKey: 1, schema: 'x; DROP TABLE y' })).rejects.toThrow(
      'Not a schema name',
    );
  });
});
