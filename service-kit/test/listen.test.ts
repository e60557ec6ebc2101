import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool, pgliteDatabase, postgresDatabase, type Database } from '../src';

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

/** Resolves with the payloads once `count` have arrived. */
function collect(count: number) {
  const payloads: string[] = [];
  let done: (value: string[]) => void = () => undefined;
  const arrived = new Promise<string[]>((resolve) => (done = resolve));
  return {
    payloads,
    arrived,
    onPayload: (payload: string) => {
      payloads.push(payload);
      if (payloads.length === count) done(payloads);
    },
  };
}

async function exercise(sender: Database, receiver: Database, channel: string) {
  const received = collect(2);
  const stop = await receiver.listen(channel, received.onPayload);
  // Sent inside a transaction: delivered on commit, in order, and not at all when rolled back.
  await sender.transaction(async (tx) => {
    await tx.query('SELECT pg_notify($1, $2)', [channel, 'first']);
  });
  await expect(
    sender.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [channel, 'rolled back']);
      throw new Error('stop');
    }),
  ).rejects.toThrow('stop');
  await sender.query('SELECT pg_notify($1, $2)', [channel, 'second']);
  expect(await received.arrived).toEqual(['first', 'second']);

  // Once stopped, a listener hears nothing more, while a new one on the channel does.
  await stop();
  const next = collect(1);
  const stopNext = await receiver.listen(channel, next.onPayload);
  await sender.query('SELECT pg_notify($1, $2)', [channel, 'third']);
  expect(await next.arrived).toEqual(['third']);
  await stopNext();
  expect(received.payloads).toEqual(['first', 'second']);
}

describe('listen', () => {
  it('delivers NOTIFY payloads in-process on PGlite', async () => {
    const database = pgliteDatabase(await PGlite.create());
    opened.push(database);
    await exercise(database, database, 'kit_events');
  });

  it.runIf(process.env.DATABASE_URL)('delivers them from one pool to another on PostgreSQL', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const sender = postgresDatabase(createPool(url, null, () => undefined));
    const receiver = postgresDatabase(createPool(url, null, () => undefined));
    opened.push(sender, receiver);
    await exercise(sender, receiver, `kit_events_${Date.now().toString(36)}`);
  });

  it.runIf(process.env.DATABASE_URL)('refuses a channel name that is not an identifier', async () => {
    const database = postgresDatabase(createPool(process.env.DATABASE_URL ?? '', null, () => undefined));
    opened.push(database);
    await expect(database.listen('x; DROP TABLE y', () => undefined)).rejects.toThrow('Not a channel name');
  });
});
