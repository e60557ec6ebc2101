import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteBusStream } from '../src/live/natsHub';
import {
  clusterEnvironment,
  CountingClient,
  httpRequest,
  inTurns,
  Instance,
  joinMember,
  sleep,
  uniqueSchema,
} from './support/liveCluster';
import { TEST_SCHEMA_PREFIX } from './support/testApp';

const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;

/**
 * Three member-service processes over NATS, members on each, posts shared all along: an instance
 * killed with SIGKILL (the relay's holder) and a rolling restart (SIGTERM and start, one at a time)
 * lose, repeat or reorder nothing for any client, and the restart answers no 5xx
 * (docs/decisions/0100-live-bus.md). The scale benchmark runs the same with thousands of clients.
 */
describe.skipIf(!databaseUrl || !natsUrl)('live events through instance failures, over NATS', () => {
  const schema = uniqueSchema(TEST_SCHEMA_PREFIX);
  const instances: Instance[] = [];
  const clients: CountingClient[] = [];
  let admin: pg.Client;
  let writerCookie = '';
  let ports: number[] = [];

  /** Shares posts every `everyMs` through the instances in turn until stopped; counts the answers. */
  function writeContinuously(everyMs: number) {
    const tally = { accepted: 0, serverErrors: 0, refused: 0 };
    let running = true;
    let turn = 0;
    const done = (async () => {
      while (running) {
        const port = ports[turn++ % ports.length] ?? 0;
        const answer = await httpRequest(
          port,
          'POST',
          '/api/members/community/posts',
          { caption: `load ${turn}` },
          writerCookie,
        ).catch(() => null);
        if (answer === null) tally.refused += 1;
        else if (answer.status >= 500) tally.serverErrors += 1;
        else if (answer.status === 201) tally.accepted += 1;
        await sleep(everyMs);
      }
    })();
    return {
      tally,
      stop: async () => {
        running = false;
        await done;
      },
    };
  }

  const newestNumber = async () =>
    Number(
      (await admin.query<{ seq: string }>(`SELECT coalesce(max(seq), 0) AS seq FROM ${schema}.live_events`)).rows[0]
        ?.seq ?? 0,
    );
  const feedNumbersBetween = async (after: number, upTo: number) =>
    (
      await admin.query<{ seq: string }>(
        `SELECT seq FROM ${schema}.live_events WHERE topic = 'feed' AND seq > $1 AND seq <= $2 ORDER BY seq`,
        [after, upTo],
      )
    ).rows.map((row) => Number(row.seq));

  /** Waits (at most `withinMs`) until every client has every expected number; answers how long it took. */
  async function everyoneCaughtUp(expected: number[], withinMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      if (clients.every((client) => client.tally(expected).missing === 0)) break;
      await sleep(50);
    }
    return Date.now() - started;
  }

  const totals = (expected: number[]) =>
    clients.reduce(
      (sum, client) => {
        const tally = client.tally(expected);
        return {
          missing: sum.missing + tally.missing,
          duplicated: sum.duplicated + tally.duplicated,
          outOfOrder: sum.outOfOrder + tally.outOfOrder,
        };
      },
      { missing: 0, duplicated: 0, outOfOrder: 0 },
    );

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const environment = clusterEnvironment(databaseUrl ?? '', schema, natsUrl ?? '');
    for (let index = 0; index < 3; index += 1) instances.push(await Instance.create(environment));
    // The first one started holds the relay's lock: it is the one killed below.
    await instances[0]?.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    ports = instances.map((instance) => instance.port);
    writerCookie = await joinMember(ports[0] ?? 0, 0);
    const cookies = await inTurns(18, 3, (index) => joinMember(ports[index % 3] ?? 0, index + 1));
    cookies.forEach((cookie, index) => clients.push(new CountingClient(ports, cookie, ['feed'], index)));
    await Promise.all(clients.map((client) => client.connect()));
  }, 120_000);

  afterAll(async () => {
    clients.forEach((client) => client.close());
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    if (natsUrl) await deleteBusStream(natsUrl, schema);
  });

  it('a killed instance (the relay) loses nothing: its clients catch up elsewhere within 10 s, in order, once', async () => {
    const before = await newestNumber();
    const writer = writeContinuously(40);
    await sleep(1_500);
    await instances[0]?.stop('SIGKILL');
    await sleep(2_500);
    await writer.stop();
    const expected = await feedNumbersBetween(before, await newestNumber());
    const tookMs = await everyoneCaughtUp(expected, 10_000);
    expect(expected.length).toBeGreaterThan(5);
    expect({ ...totals(expected), caughtUpWithin10s: tookMs < 10_000 }).toEqual({
      missing: 0,
      duplicated: 0,
      outOfOrder: 0,
      caughtUpWithin10s: true,
    });
    expect(clients.filter((client) => client.reconnects > 0).length).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('a rolling restart under load loses, repeats and reorders nothing, and answers no 5xx', async () => {
    const before = await newestNumber();
    const writer = writeContinuously(40);
    // The instance killed above is down: its turn only starts it.
    for (const instance of instances) {
      await instance.stop('SIGTERM');
      await instance.start();
    }
    await sleep(500);
    await writer.stop();
    const expected = await feedNumbersBetween(before, await newestNumber());
    await everyoneCaughtUp(expected, 10_000);
    expect(expected.length).toBeGreaterThan(5);
    expect({ ...totals(expected), serverErrors: writer.tally.serverErrors }).toEqual({
      missing: 0,
      duplicated: 0,
      outOfOrder: 0,
      serverErrors: 0,
    });
  }, 150_000);
});
