import { openEmptyTestDatabase, pgliteTemplatePath, type TestDatabase } from '@mindset/service-kit/testing';
import Fastify from 'fastify';
import { connect } from 'nats';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteBusStream, NatsHub } from '../src/live/natsHub';
import { busNames } from '../src/live/subjects';
import { migrate } from '../src/storage/migrations';
import { sleep } from './support/liveCluster';
import { TEST_SCHEMA_PREFIX } from './support/testApp';

const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;
const TEMPLATE = pgliteTemplatePath(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The relay compares the stream with its outbox when it starts or takes over: an outbox emptied or
 * restored under a stream that keeps older messages, and a stream deleted under a kept outbox, lose
 * no event and hand none twice to an instance's subscribers
 * (docs/decisions/0101-relay-resumes-from-its-outbox.md).
 */
describe.skipIf(!databaseUrl || !natsUrl)('the live relay resuming against the stream, over NATS', () => {
  const log = Fastify({ logger: false }).log;
  let db: TestDatabase;
  let schema = '';
  let hubs: NatsHub[] = [];

  beforeEach(async () => {
    db = await openEmptyTestDatabase('postgres', { templatePath: TEMPLATE, schemaPrefix: TEST_SCHEMA_PREFIX });
    schema = db.schema ?? '';
    await migrate(db.database, schema);
  });

  afterEach(async () => {
    await Promise.all(hubs.map((hub) => hub.stop()));
    hubs = [];
    await deleteBusStream(natsUrl ?? '', schema);
    await db.cleanup();
  });

  async function until(condition: () => boolean | Promise<boolean>, withinMs = 10_000): Promise<void> {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
      await sleep(25);
    }
  }

  /** An instance's hub with a subscriber on the feed: `seen` is every number handed to it, in order. */
  async function startInstance(): Promise<{ hub: NatsHub; seen: number[] }> {
    const hub = new NatsHub(
      db.database,
      { natsUrl: natsUrl ?? '', prefix: schema, databaseUrl: databaseUrl ?? '', schema },
      log,
    );
    hubs.push(hub);
    await hub.start();
    const seen: number[] = [];
    hub.subscribe('feed', (event) => seen.push(event.seq));
    return { hub, seen };
  }

  async function stopInstance(hub: NatsHub): Promise<void> {
    await hub.stop();
    hubs = hubs.filter((other) => other !== hub);
  }

  const relaying = (hub: NatsHub) => until(() => hub.stats().relaying);

  /** Shares `count` feed events, each in a writer's transaction; answers their numbers. */
  async function share(count: number): Promise<number[]> {
    const numbers: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const [row] = await db.database.transaction(async (tx) => {
        await tx.query('SELECT pg_current_xact_id()');
        return tx.query<{ seq: string }>(`INSERT INTO live_events (topic, data) VALUES ('feed', '{}') RETURNING seq`);
      });
      numbers.push(Number(row?.seq));
    }
    return numbers;
  }

  /** The stream's message count and its last message's generation header. */
  async function streamState(): Promise<{ messages: number; lastGeneration: string | undefined }> {
    const nats = await connect({ servers: natsUrl, timeout: 5_000 });
    try {
      const manager = await nats.jetstreamManager();
      const { stream } = busNames(schema);
      const info = await manager.streams.info(stream);
      if (info.state.messages === 0) return { messages: 0, lastGeneration: undefined };
      const last = await manager.streams.getMessage(stream, { seq: info.state.last_seq });
      return { messages: info.state.messages, lastGeneration: last.header.get('Mindset-Outbox-Generation') };
    } finally {
      await nats.close();
    }
  }

  const generation = async () =>
    (await db.database.query<{ generation: string }>('SELECT generation::text AS generation FROM live_relay'))[0]
      ?.generation;

  it('an outbox emptied under a stream that keeps its old messages has its first events delivered', async () => {
    const before = await startInstance();
    await relaying(before.hub);
    const old = await share(5);
    await until(() => before.seen.length === old.length);
    await stopInstance(before.hub);

    // As CI and a fresh install do: the schema goes, the stream stays; the new outbox counts from 1.
    await db.database.query(`DROP SCHEMA ${schema} CASCADE`);
    await migrate(db.database, schema);
    const after = await startInstance();
    await relaying(after.hub);
    const fresh = await share(3);
    expect(fresh).toEqual([1, 2, 3]);
    await until(() => after.seen.length >= fresh.length);
    await sleep(200);
    expect(after.seen).toEqual(fresh);
    expect((await streamState()).lastGeneration).toBe(await generation());
  });

  it('an outbox restored from a backup (its numbers used again) has them delivered, under a new generation', async () => {
    const before = await startInstance();
    await relaying(before.hub);
    await share(5);
    await until(() => before.seen.length === 5);
    await stopInstance(before.hub);
    const generationBefore = await generation();

    // The backup was taken after event 2: the stream went further than the restored outbox.
    await db.database.query('DELETE FROM live_events WHERE seq > 2');
    await db.database.query(`SELECT setval(pg_get_serial_sequence('live_events', 'seq'), 2)`);
    await db.database.query('UPDATE live_relay SET position = 2, published = 2');
    const after = await startInstance();
    await relaying(after.hub);
    const reused = await share(3);
    expect(reused).toEqual([3, 4, 5]);
    await until(() => after.seen.length >= reused.length);
    await sleep(200);
    expect(after.seen).toEqual(reused);
    const generationAfter = await generation();
    expect(generationAfter).not.toBe(generationBefore);
    expect((await streamState()).lastGeneration).toBe(generationAfter);
  });

  it('a stream deleted under a running relay is made again, and every event reaches a subscriber once', async () => {
    const relay = await startInstance();
    await relaying(relay.hub);
    const other = await startInstance();
    const first = await share(3);
    await until(() => other.seen.length === first.length);

    await deleteBusStream(natsUrl ?? '', schema);
    const second = await share(3);
    // The relay learns the stream is gone from its unanswered publish, makes it again and publishes again.
    await until(async () => (await streamState().catch(() => ({ messages: 0 }))).messages >= 3, 15_000);
    const third = await share(2);
    await until(() => other.seen.length >= 8 && relay.seen.length >= 8);
    await sleep(200);
    expect(other.seen).toEqual([...first, ...second, ...third]);
    expect(relay.seen).toEqual([...first, ...second, ...third]);
  }, 30_000);

  it('a stream deleted while the relay died mid-batch: the standby publishes again what was not acknowledged, and repeats reach nobody', async () => {
    const dying = await startInstance();
    await relaying(dying.hub);
    const standby = await startInstance();
    const first = await share(3);
    await until(() => standby.seen.length === first.length);

    // Hold the relay's lock from here the moment the relay lets it go, so nothing relays meanwhile.
    const lockName = `member-live-relay:${schema}`;
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      const held = holder.query('SELECT pg_advisory_lock(hashtext($1))', [lockName]);
      await stopInstance(dying.hub);
      await held;
      expect(standby.hub.stats().relaying).toBe(false);
      // What a relay killed mid-batch leaves: it said it publishes up to 6 and none of 4..6 went out;
      // the stream acknowledged only up to 1 as far as the outbox knows. Then the stream is deleted.
      const unpublished = await share(3);
      await db.database.query('UPDATE live_relay SET position = 6, published = 1');
      await deleteBusStream(natsUrl ?? '', schema);
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [lockName]);
      await relaying(standby.hub);
      const later = await share(1);
      await until(() => standby.seen.length >= 7);
      await sleep(200);
      expect(standby.seen).toEqual([...first, ...unpublished, ...later]);
    } finally {
      await holder.end();
    }
  }, 30_000);
});
