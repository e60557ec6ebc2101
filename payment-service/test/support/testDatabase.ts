import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  createPool,
  pgliteDatabase,
  postgresDatabase,
  type Database,
  type Queryable,
} from '../../src/storage/database';
import { runMigrations } from '../../src/storage/migrations';
import { PGLITE_TEMPLATE_PATH } from './pgliteTemplate';
import { testConfig } from './testApp';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server at DATABASE_URL as well when one is configured. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SCHEMA_PREFIX = 'payment_test_';

export interface TestDatabase {
  database: Database;
  /** Another connection to the same data, as a second service instance would have (postgres only). */
  openAnotherInstance(): Database;
  cleanup(): Promise<void>;
}

export async function openUnmigratedDatabase(kind: DatabaseKind): Promise<TestDatabase & { schema: string | null }> {
  if (kind === 'pglite') {
    const template = new Blob([await readFile(PGLITE_TEMPLATE_PATH)]);
    const database = pgliteDatabase(await PGlite.create({ loadDataDir: template }));
    return {
      database,
      schema: null,
      openAnotherInstance: () => {
        throw new Error('An in-memory PGlite belongs to one process; share the database object instead');
      },
      cleanup: () => database.close(),
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  // A schema per test file and run: runs never see each other's rows, and drop them afterwards.
  const schema = `${TEST_SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const instances: Database[] = [];
  const openInstance = () => {
    const instance = postgresDatabase(createPool(url, schema, testConfig().databaseTimeouts, () => undefined));
    instances.push(instance);
    return instance;
  };
  const database = openInstance();
  return {
    database,
    schema,
    openAnotherInstance: openInstance,
    cleanup: async () => {
      await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await Promise.all(instances.map((instance) => instance.close()));
    },
  };
}

export async function openTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  const opened = await openUnmigratedDatabase(kind);
  await runMigrations(opened.database, opened.schema);
  return opened;
}

/** How many checkout sessions are recorded: the proof that a refused request wrote nothing. */
export async function countCheckoutSessions(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM checkout_sessions');
  return row?.count ?? 0;
}
