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
 * Comments are left out of the statements (a space keeps the words apart).
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let statement = '';
  /** Where the text not yet copied into `statement` starts. */
  let copiedTo = 0;
  let at = 0;
  while (at < sql.length) {
    const char = sql[at];
    const next = sql[at + 1];
    if (char === ';') {
      statements.push(statement + sql.slice(copiedTo, at));
      statement = '';
      at += 1;
      copiedTo = at;
    } else if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      statement += `${sql.slice(copiedTo, at)} `;
      at = char === '-' ? endOfLineComment(sql, at) : endOfBlockComment(sql, at);
      copiedTo = at;
    } else if (char === "'" || char === '"') {
      at = endOfQuoted(sql, at, char);
    } else if (char === '$') {
      at = endOfDollarQuoted(sql, at);
    } else {
      at += 1;
    }
  }
  statements.push(statement + sql.slice(copiedTo));
  return statements.map((text) => text.trim()).filter(Boolean);
}

function endOfLineComment(sql: string, at: number): number {
  const end = sql.indexOf('\n', at);
  return end === -1 ? sql.length : end + 1;
}

/** Past the body a `$$` or `$tag$` at `at` opens; just past a `$` that opens none (`$1`, `a$b`). */
function endOfDollarQuoted(sql: string, at: number): number {
  const opening = DOLLAR_QUOTE_OPENING.exec(sql.slice(at, at + 65))?.[0];
  const insideWord = /[A-Za-z0-9_]/.test(sql[at - 1] ?? '');
  if (!opening || insideWord) return at + 1;
  const end = sql.indexOf(opening, at + opening.length);
  return end === -1 ? sql.length : end + opening.length;
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
