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

/** `$$` or `$tag$`, the opening of a dollar-quoted body (a tag is an identifier without `$`). */
const DOLLAR_QUOTE_OPENING = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

/**
 * Parameterised queries take one statement each, so a migration is split at each semicolon that
 * ends a statement: not one inside a `--` or `/* *\/` comment (nested, as PostgreSQL nests them),
 * a quoted string or identifier, or a dollar-quoted body (`$$ ... $$`, `$tag$ ... $tag$`).
 * Comments stay in the statement they stand in; PostgreSQL skips them.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let at = 0;
  while (at < sql.length) {
    const char = sql[at];
    const next = sql[at + 1];
    if (char === ';') {
      statements.push(sql.slice(start, at));
      start = at + 1;
      at += 1;
    } else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', at);
      at = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      at = endOfBlockComment(sql, at);
    } else if (char === "'" || char === '"') {
      at = endOfQuoted(sql, at, char);
    } else if (char === '$') {
      const opening = DOLLAR_QUOTE_OPENING.exec(sql.slice(at))?.[0];
      // A `$1` parameter or a `$` inside an identifier opens nothing.
      const insideWord = at > 0 && /[A-Za-z0-9_]/.test(sql[at - 1] ?? '');
      if (opening && !insideWord) {
        const end = sql.indexOf(opening, at + opening.length);
        at = end === -1 ? sql.length : end + opening.length;
      } else {
        at += 1;
      }
    } else {
      at += 1;
    }
  }
  statements.push(sql.slice(start));
  return statements.filter((statement) => !isOnlyComments(statement)).map((statement) => statement.trim());
}

/** Past the `*\/` that closes the comment opening at `at`, counting the comments nested in it. */
function endOfBlockComment(sql: string, at: number): number {
  let depth = 0;
  let position = at;
  while (position < sql.length) {
    if (sql.startsWith('/*', position)) {
      depth += 1;
      position += 2;
    } else if (sql.startsWith('*/', position)) {
      depth -= 1;
      position += 2;
      if (depth === 0) return position;
    } else {
      position += 1;
    }
  }
  return sql.length;
}

/**
 * Past the quote closing the string or identifier opening at `at`. A doubled quote stands for
 * itself; in an `E'...'` string a backslash escapes the character after it.
 */
function endOfQuoted(sql: string, at: number, quote: "'" | '"'): number {
  const backslashEscapes = quote === "'" && /[eE]/.test(sql[at - 1] ?? '') && !/[A-Za-z0-9_]/.test(sql[at - 2] ?? '');
  let position = at + 1;
  while (position < sql.length) {
    const char = sql[position];
    if (backslashEscapes && char === '\\') {
      position += 2;
    } else if (char === quote) {
      if (sql[position + 1] !== quote) return position + 1;
      position += 2;
    } else {
      position += 1;
    }
  }
  return sql.length;
}

/** True for text that holds nothing but white space and comments. */
function isOnlyComments(statement: string): boolean {
  let rest = statement.trim();
  while (rest) {
    if (rest.startsWith('--')) {
      const end = rest.indexOf('\n');
      rest = end === -1 ? '' : rest.slice(end + 1).trim();
    } else if (rest.startsWith('/*')) {
      rest = rest.slice(endOfBlockComment(rest, 0)).trim();
    } else {
      return false;
    }
  }
  return true;
}
