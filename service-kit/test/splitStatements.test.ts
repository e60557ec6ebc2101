import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, pgliteDatabase, postgresDatabase, runMigrations, splitStatements, type Database } from '../src';

/**
 * Each case is a migration with a semicolon that does not end a statement: split, it must give
 * exactly the statements written, and applied, the row it inserts must hold the text as written.
 */
const CASES = [
  {
    name: 'a semicolon in a -- comment',
    sql: `CREATE TABLE line_comment (body text); -- the first; of two statements
      INSERT INTO line_comment VALUES ('kept')`,
    table: 'line_comment',
    statements: ['CREATE TABLE line_comment (body text)', "INSERT INTO line_comment VALUES ('kept')"],
    body: 'kept',
  },
  {
    name: 'a semicolon in a /* */ comment, nested comments included',
    sql: `CREATE TABLE block_comment (body text); /* why; /* nested; */ still a comment; */
      INSERT INTO block_comment VALUES ('kept')`,
    table: 'block_comment',
    statements: ['CREATE TABLE block_comment (body text)', "INSERT INTO block_comment VALUES ('kept')"],
    body: 'kept',
  },
  {
    name: "a semicolon and a doubled quote in a '...' string",
    sql: `CREATE TABLE quoted (body text DEFAULT 'a; b');
      INSERT INTO quoted VALUES ('it''s; here -- not a comment')`,
    table: 'quoted',
    statements: [
      "CREATE TABLE quoted (body text DEFAULT 'a; b')",
      "INSERT INTO quoted VALUES ('it''s; here -- not a comment')",
    ],
    body: "it's; here -- not a comment",
  },
  {
    name: "a backslash-escaped quote in an E'...' string",
    sql: `CREATE TABLE escaped (body text);
      INSERT INTO escaped VALUES (E'a\\'; b')`,
    table: 'escaped',
    statements: ['CREATE TABLE escaped (body text)', "INSERT INTO escaped VALUES (E'a\\'; b')"],
    body: "a'; b",
  },
  {
    name: 'a semicolon in a "quoted" identifier',
    sql: `CREATE TABLE identifier (body text, "odd;name" text DEFAULT 'x');
      INSERT INTO identifier (body) VALUES ('kept')`,
    table: 'identifier',
    statements: [
      `CREATE TABLE identifier (body text, "odd;name" text DEFAULT 'x')`,
      "INSERT INTO identifier (body) VALUES ('kept')",
    ],
    body: 'kept',
  },
  {
    name: 'semicolons in a $$ ... $$ function body',
    sql: `CREATE TABLE dollar (body text);
      CREATE FUNCTION dollar_body() RETURNS text LANGUAGE plpgsql AS $$
      DECLARE result text;
      BEGIN
        result := 'from; a body';
        RETURN result;
      END;
      $$;
      INSERT INTO dollar SELECT dollar_body()`,
    table: 'dollar',
    statements: [
      'CREATE TABLE dollar (body text)',
      "CREATE FUNCTION dollar_body() RETURNS text LANGUAGE plpgsql AS $$ DECLARE result text; BEGIN result := 'from; a body'; RETURN result; END; $$",
      'INSERT INTO dollar SELECT dollar_body()',
    ],
    body: 'from; a body',
  },
  {
    name: 'a $tag$ ... $tag$ body holding $$ and a semicolon',
    sql: `CREATE TABLE tagged (body text);
      INSERT INTO tagged VALUES ($body$has $$; and ' inside$body$)`,
    table: 'tagged',
    statements: ['CREATE TABLE tagged (body text)', "INSERT INTO tagged VALUES ($body$has $$; and ' inside$body$)"],
    body: "has $$; and ' inside",
  },
] as const;

describe('splitStatements', () => {
  it.each(CASES)('does not split at $name', ({ sql, statements }) => {
    expect(splitStatements(sql).map((statement) => statement.replace(/\s+/g, ' '))).toEqual(statements);
  });

  it('leaves comments out, and drops what held only comments and white space', () => {
    expect(splitStatements('-- just a note;\n/* and; another */ ;\nSELECT/* between */1;\n  ')).toEqual(['SELECT 1']);
  });

  it('leaves $1 parameters and $ inside names alone', () => {
    expect(splitStatements('SELECT $1; SELECT a$b$c FROM t')).toEqual(['SELECT $1', 'SELECT a$b$c FROM t']);
  });
});

const KINDS = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(KINDS)('runMigrations on %s applies migrations with such semicolons', (kind) => {
  const schema = kind === 'postgres' ? `service_kit_split_${Date.now().toString(36)}` : null;
  let database: Database;
  beforeAll(async () => {
    database =
      kind === 'postgres'
        ? postgresDatabase(createPool(process.env.DATABASE_URL ?? '', schema, () => undefined))
        : pgliteDatabase(await PGlite.create());
  });
  afterAll(async () => {
    if (schema) await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await database.close();
  });

  it.each(CASES)('$name', async ({ name, sql, table, body }) => {
    expect(await runMigrations(database, [{ id: name, sql }], { lockKey: 1, schema })).toEqual([name]);
    expect(await database.query(`SELECT body FROM ${table}`)).toEqual([{ body }]);
  });
});
