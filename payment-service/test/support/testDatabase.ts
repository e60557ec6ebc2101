import { fileURLToPath } from 'node:url';
import type { Queryable } from '@mindset/service-kit';
import {
  openEmptyTestDatabase,
  pgliteTemplatePath,
  type DatabaseKind,
  type TestDatabase,
} from '@mindset/service-kit/testing';
import { migrate } from '../../src/storage/migrations';

export { DATABASE_KINDS, type TestDatabase } from '@mindset/service-kit/testing';

export const TEST_SCHEMA_PREFIX = 'payment_test_';

/** The PGlite template every test file loads, in payment-service's git-ignored .data folder. */
export const PGLITE_TEMPLATE_PATH = pgliteTemplatePath(fileURLToPath(new URL('../..', import.meta.url)));

/** An empty database: in-memory PGlite, or a schema of its own on DATABASE_URL. */
export function openUnmigratedDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return openEmptyTestDatabase(kind, { templatePath: PGLITE_TEMPLATE_PATH, schemaPrefix: TEST_SCHEMA_PREFIX });
}

export async function openTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  const opened = await openUnmigratedDatabase(kind);
  await migrate(opened.database, opened.schema);
  return opened;
}

/** How many checkout sessions are recorded: the proof that a refused request wrote nothing. */
export async function countCheckoutSessions(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM checkout_sessions');
  return row?.count ?? 0;
}
