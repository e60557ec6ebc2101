import type { Database } from './database';

export interface Migration {
  id: string;
  sql: string;
}

export interface MigrationOptions {
  /** Any fixed number; it only has to be the same for every instance of one service. */
  lockKey: number;
  /** Schema to create and work in (PostgreSQL only); null: the connection's default. */
  schema?: string | null;
}

/**
 * Applies the migrations not yet applied, in order, in one transaction. Safe to run from several
 * instances at once: the first takes a transaction-scoped advisory lock, the others wait for it
 * and then find nothing to do. Migrations are append-only: a released one is never edited.
 */
export async function runMigrations(
  database: Database,
  migrations: readonly Migration[],
  { lockKey, schema = null }: MigrationOptions,
): Promise<string[]> {
  if (schema !== null && !SQL_IDENTIFIER.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    if (schema) await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      appliedNow.push(migration.id);
    }
    return appliedNow;
  });
}

export const SQL_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Parameterised queries take one statement each, so a migration is split on semicolons; its SQL
 * must hold no semicolon inside a string literal. Whole-line `--` comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
