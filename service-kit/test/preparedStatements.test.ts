import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from '../src';

// PGlite statements with parameters are prepared once by name (decision 0150): what they answer,
// how they fail and how they behave in transactions must be what PGlite's own `query` gives.
describe('statements with parameters on PGlite', () => {
  let pglite: PGlite;
  let database: Database;
  beforeAll(async () => {
    pglite = await PGlite.create();
    database = pgliteDatabase(pglite);
    await database.query(
      `CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, tags jsonb, at timestamptz DEFAULT now(), done boolean)`,
    );
  });
  afterAll(() => database.close());

  it('answers as PGlite’s own query does, parsed with its types, however often it runs', async () => {
    const insert = 'INSERT INTO notes (id, body, tags, done) VALUES ($1, $2, $3, $4) RETURNING id, body, tags, done';
    expect(await database.query(insert, [1, 'first', JSON.stringify(['a']), true])).toEqual([
      { id: 1, body: 'first', tags: ['a'], done: true },
    ]);
    expect(await database.query(insert, [2, 'second', null, false])).toEqual([
      { id: 2, body: 'second', tags: null, done: false },
    ]);
    const read = 'SELECT id, body, tags, at, done FROM notes WHERE id = ANY($1::int[]) ORDER BY id';
    const ours = await database.query(read, [[1, 2]]);
    expect(ours).toEqual((await pglite.query(read, [[1, 2]])).rows);
    expect((ours[0] as { at: unknown }).at).toBeInstanceOf(Date);
    expect(await database.query(read, [[2]])).toEqual([expect.objectContaining({ id: 2, body: 'second' })]);
  });

  it('refuses a bad statement or value with the database’s error, and the next statement still runs', async () => {
    await expect(database.query('SELECT nothing FROM notes WHERE id = $1', [1])).rejects.toThrow(/nothing/);
    await expect(database.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'again'])).rejects.toThrow(
      /duplicate key/,
    );
    expect(await database.query('SELECT body FROM notes WHERE id = $1', [1])).toEqual([{ body: 'first' }]);
  });

  it('keeps a transaction’s writes when it commits and none when it throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query('UPDATE notes SET body = $2 WHERE id = $1', [1, 'kept']);
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query('UPDATE notes SET body = $2 WHERE id = $1', [2, 'lost']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.query('SELECT id, body FROM notes WHERE id > $1 ORDER BY id', [0])).toEqual([
      { id: 1, body: 'kept' },
      { id: 2, body: 'second' },
    ]);
  });

  it('never runs a statement inside another caller’s open transaction', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query('UPDATE notes SET body = $2 WHERE id = $1', [1, 'in the transaction']);
      await held;
      throw new Error('rolled back');
    });
    // Sent while the transaction is open: it waits, so it neither sees nor joins the rolled-back write.
    const outside = database.query('SELECT body FROM notes WHERE id = $1', [1]);
    setTimeout(release, 50);
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toEqual([{ body: 'kept' }]);
  });
});
