import type { Database } from '@mindset/service-kit';
import {
  DATABASE_KINDS,
  openEmptyTestDatabase,
  pgliteTemplatePath,
  type TestDatabase,
} from '@mindset/service-kit/testing';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replayThenLive, type LiveEvent } from '../src/live/liveHub';
import { deleteBusStream, NatsHub } from '../src/live/natsHub';
import { eventsMissedBy, SharedRead } from '../src/live/sharedRead';
import { eventsOnTopics, insertLiveEvent } from '../src/live/store';
import { migrate } from '../src/storage/migrations';
import { sleep } from './support/liveCluster';
import { TEST_SCHEMA_PREFIX } from './support/testApp';

const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;
const TEMPLATE = pgliteTemplatePath(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Clients reconnecting together share one catch-up read (docs/decisions/0176-shared-catch-up-reads.md):
 * each still gets exactly its own events (in order, none missing, none twice), and an event
 * published between a client's registration and its replay reaches it once.
 */
describe('a shared read', () => {
  it('answers a request made while a read is on its way with the next read, which starts after it', async () => {
    const reads: string[][] = [];
    const answers: Array<() => void> = [];
    const shared = new SharedRead<string, string>(async (requests) => {
      reads.push(requests);
      await new Promise<void>((resolve) => answers.push(resolve));
      return requests.map((request) => `${request} in read ${reads.length}`);
    });
    const first = shared.ask('a');
    await sleep(0);
    const second = shared.ask('b');
    const third = shared.ask('c');
    expect(reads).toEqual([['a']]);
    answers[0]?.();
    expect(await first).toBe('a in read 1');
    await sleep(0);
    // b and c were asked while read 1 was on its way: it may have missed what their callers did first.
    expect(reads).toEqual([['a'], ['b', 'c']]);
    answers[1]?.();
    expect([await second, await third]).toEqual(['b in read 2', 'c in read 2']);
  });

  it('fails a read that never answers after its timeout, and the requests queued behind it are read next', async () => {
    let calls = 0;
    const shared = new SharedRead<number, number>(
      (requests) => {
        calls += 1;
        return calls === 1 ? new Promise<number[]>(() => undefined) : Promise.resolve(requests.map((each) => each + 1));
      },
      { timeoutMs: 50 },
    );
    const stuck = shared.ask(1);
    const queued = shared.ask(2);
    await expect(stuck).rejects.toThrow('took over 50 ms');
    expect(await queued).toBe(3);
  });

  it('with a gathering time, answers every request made within it with one read', async () => {
    const reads: number[][] = [];
    const shared = new SharedRead<number, number>(
      async (requests) => {
        reads.push(requests);
        return requests.map((request) => request * 10);
      },
      { gatherMs: 30 },
    );
    const first = shared.ask(1);
    await sleep(10);
    const second = shared.ask(2);
    expect(reads).toEqual([]);
    expect([await first, await second]).toEqual([10, 20]);
    expect(reads).toEqual([[1, 2]]);
    // The next request, made after that read, is gathered again before its own read.
    const third = shared.ask(3);
    await sleep(0);
    expect(reads).toEqual([[1, 2]]);
    expect(await third).toBe(30);
    expect(reads).toEqual([[1, 2], [3]]);
  });

  it('fails every request of a read that failed, and reads again for the next ones', async () => {
    let fail = true;
    const shared = new SharedRead<number, number>(async (requests) => {
      if (fail) throw new Error('the database went away');
      return requests.map((request) => request * 2);
    });
    await expect(shared.ask(1)).rejects.toThrow('the database went away');
    fail = false;
    expect(await shared.ask(2)).toBe(4);
  });
});

describe.each(DATABASE_KINDS)('catch-ups read together from the outbox on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openEmptyTestDatabase(kind, { templatePath: TEMPLATE, schemaPrefix: TEST_SCHEMA_PREFIX });
    await migrate(db.database, db.schema);
    // Interleaved topics, as the feed and the channels are.
    for (let index = 0; index < 60; index += 1) {
      await db.database.transaction((tx) =>
        insertLiveEvent(tx, ['feed', 'chat:general', 'chat:wins'][index % 3] ?? 'feed', { index }),
      );
    }
    await db.database.query('UPDATE live_relay SET position = 55');
  });
  afterAll(() => db.cleanup());

  const requests = [
    { topics: ['feed', 'chat:general'], since: 0 },
    { topics: ['feed', 'chat:wins'], since: 17 },
    { topics: ['chat:wins'], since: 40 },
    { topics: ['feed'], since: 59 },
    { topics: ['dm:nobody'], since: 3 },
  ];
  const alone = (limit: number) =>
    Promise.all(
      requests.map((request) => eventsOnTopics(db.database, request.topics, request.since, 'relayed', limit)),
    );

  it('gives each client what reading alone would have given it, up to the relayed position', async () => {
    const together = await eventsMissedBy(db.database, requests, 'relayed', 500, 2_000);
    expect(together).toEqual(await alone(500));
    expect(together[0]?.map((event) => event.seq).at(-1)).toBe(55);
    expect(together[3]).toEqual([]);
  });

  it('stops each client at its own limit, and reads alone for a client the shared read stopped short of', async () => {
    expect(await eventsMissedBy(db.database, requests, 'relayed', 4, 2_000)).toEqual(await alone(4));
    // The shared read's 10 rows end at number 10: the client from 40 on was not reached.
    expect(await eventsMissedBy(db.database, requests, 'relayed', 500, 10)).toEqual(await alone(500));
  });
});

describe('merging a replay with what arrived live meanwhile', () => {
  const event = (seq: number): LiveEvent => ({ seq, topic: 'feed', data: {} });
  it('sends each number once, in order, and nothing at or below what was sent or asked for', () => {
    const merged = replayThenLive([event(3), event(5), event(7)], [event(2), event(7), event(8), event(5)], 4, 2);
    expect(merged.map((each) => each.seq)).toEqual([3, 5, 7, 8]);
  });
});

describe.skipIf(!databaseUrl || !natsUrl)('catch-ups read together, over NATS', () => {
  const log = Fastify({ logger: false }).log;
  let db: TestDatabase;
  let schema = '';
  let hub: NatsHub | null = null;
  /** Holds the answer of the next catch-up read (after it ran) until released. */
  let holdNextCatchUp: { ran: () => void; release: Promise<void> } | null = null;

  beforeEach(async () => {
    db = await openEmptyTestDatabase('postgres', { templatePath: TEMPLATE, schemaPrefix: TEST_SCHEMA_PREFIX });
    schema = db.schema ?? '';
    await migrate(db.database, schema);
  });

  afterEach(async () => {
    await hub?.stop();
    hub = null;
    await deleteBusStream(natsUrl ?? '', schema);
    await db.cleanup();
  });

  async function until(condition: () => boolean, withinMs = 10_000): Promise<void> {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
      await sleep(10);
    }
  }

  /** The database, with the catch-up read's answer held back when asked. */
  function gated(database: Database): Database {
    return {
      kind: database.kind,
      transaction: (work) => database.transaction(work),
      listen: (...args) => database.listen(...args),
      close: () => database.close(),
      query: async <Row>(sql: string, params?: unknown[]) => {
        const rows = await database.query<Row>(sql, params);
        const hold = holdNextCatchUp;
        if (hold && sql.includes('topic = ANY')) {
          holdNextCatchUp = null;
          hold.ran();
          await hold.release;
        }
        return rows;
      },
    };
  }

  async function share(): Promise<number> {
    const [row] = await db.database.transaction(async (tx) => {
      await tx.query('SELECT pg_current_xact_id()');
      return tx.query<{ seq: string }>(`INSERT INTO live_events (topic, data) VALUES ('feed', '{}') RETURNING seq`);
    });
    return Number(row?.seq);
  }

  /**
   * A reconnecting socket, as the live route runs one: registered on the hub, then its catch-up,
   * live events held meanwhile and merged after it, then live ones above the newest sent.
   */
  function reconnect(live: NatsHub, since: number) {
    const sent: number[] = [];
    let waiting: LiveEvent[] | null = [];
    const send = (event: LiveEvent) => sent.push(event.seq);
    live.subscribe('feed', (event) => {
      if (waiting) waiting.push(event);
      else if (event.seq > (sent.at(-1) ?? 0)) send(event);
    });
    const replayed = live.missed(['feed'], since).then((missed) => {
      const arrived = waiting ?? [];
      waiting = null;
      replayThenLive(missed, arrived, sent.at(-1) ?? 0, since).forEach(send);
    });
    return { sent, replayed };
  }

  it('a publish landing between a client registering and its replay reaches it once, in order, though another catch-up was being read', async () => {
    const live = new NatsHub(
      gated(db.database),
      { natsUrl: natsUrl ?? '', prefix: schema, databaseUrl: databaseUrl ?? '', schema },
      log,
    );
    hub = live;
    await live.start();
    await until(() => live.stats().relaying);
    const watcher: number[] = [];
    live.subscribe('feed', (event) => watcher.push(event.seq));
    const before = await share();
    await until(() => watcher.includes(before));

    let ran: () => void = () => undefined;
    let release: () => void = () => undefined;
    const readRan = new Promise<void>((resolve) => (ran = resolve));
    holdNextCatchUp = { ran, release: new Promise<void>((resolve) => (release = resolve)) };
    // A reconnects; its catch-up read runs and its answer is held: the read is on its way.
    const a = reconnect(live, 0);
    await readRan;
    // Published and relayed after A's read ran, before B registers: only B's replay can bring it to B.
    const between = await share();
    await until(() => watcher.includes(between));
    // B registers; then, before its replay is read, one more is published.
    const b = reconnect(live, 0);
    const afterB = await share();
    release();
    await Promise.all([a.replayed, b.replayed]);
    await until(() => watcher.includes(afterB));
    await sleep(100);
    const everything = [before, between, afterB];
    expect(a.sent).toEqual(everything);
    expect(b.sent).toEqual(everything);
  });
});
