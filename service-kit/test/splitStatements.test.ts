import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, runMigrations, splitStatements, type Database } from '../src';

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
    statements: 2,
    body: 'kept',
  },
  {
    name: 'a semicolon in a /* */ comment, nested comments included',
    sql: `CREATE TABLE block_comment (body text); /* why; /* nested; */ still a comment; */
      INSERT INTO block_comment VALUES ('kept')`,
    table: 'block_comment',
    statements: 2,
    body: 'kept',
  },
  {
    name: "a semicolon and a doubled quote in a '...' string",
    sql: `CREATE TABLE quoted (body text DEFAULT 'a; b');
      INSERT INTO quoted VALUES ('it''s; here -- not a comment')`,
    table: 'quoted',
    statements: 2,
    body: "it's; here -- not a comment",
  },
  {
    name: "a backslash-escaped quote in an E'...' string",
    sql: `CREATE TABLE escaped (body text);
      INSERT INTO escaped VALUES (E'a\\'; b')`,
    table: 'escaped',
    statements: 2,
    body: "a'; b",
  },
  {
    name: 'a semicolon in a "quoted" identifier',
    sql: `CREATE TABLE identifier (body text, "odd;name" text DEFAULT 'x');
      INSERT INTO identifier (body) VALUES ('kept')`,
    table: 'identifier',
    statements: 2,
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
    statements: 3,
    body: 'from; a body',
  },
  {
    name: 'a $tag$ ... $tag$ body holding $$ and a semicolon',
    sql: `CREATE TABLE tagged (body text);
      INSERT INTO tagged VALUES ($body$has $$; and ' inside$body$)`,
    table: 'tagged',
    statements: 2,
    body: "has $$; and ' inside",
  },
] as const;

describe('splitStatements', () => {
  it.each(CASES)('does not split at $name', ({ sql, statements }) => {
    expect(splitStatements(sql)).toHaveLength(statements);
  });

  it('drops what holds only comments and white space, and a trailing semicolon', () => {
    expect(splitStatements('-- just a note;\n/* and; another */ ;\nSELECT 1;\n  ')).toEqual(['SELECT 1']);
  });

  it('leaves $1 parameters and $ inside names alone', () => {
    expect(splitStatements('SELECT $1; SELECT a$b$c FROM t')).toEqual(['SELECT $1', 'SELECT a$b$c FROM t']);
  });
});

describe('runMigrations applies migrations with such semicolons', () => {
  let database: Database;
  beforeAll(async () => {
    database = pgliteDatabase(await PGlite.create());
  });
  afterAll(() => database.close());

  it.each(CASES)('$name', async ({ name, sql, table, body }) => {
    expect(await runMigrations(database, [{ id: name, sql }], { lockKey: 1 })).toEqual([name]);
    expect(await database.query(`SELECT body FROM ${table}`)).toEqual([{ body }]);
  });
});
