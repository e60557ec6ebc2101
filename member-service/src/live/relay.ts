import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import {
  DiscardPolicy,
  headers,
  JSONCodec,
  nanos,
  RetentionPolicy,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import pg from 'pg';
import { z } from 'zod';
import { OutboxReader, Pump } from './outbox';
import {
  advanceRelayPosition,
  recordRelayPublished,
  relayRecord,
  renewOutboxGeneration,
  startRelayAtNewest,
  queriesOn,
  tryRelayLock,
} from './store';
import type { BusNames } from './subjects';

/** How often a standby tries to become the relay (and so how soon it takes over). */
const RELAY_TAKEOVER_MS = 1_000;
/** The longest one of the relay's statements may run (the pool's default). */
const RELAY_STATEMENT_TIMEOUT_MS = 10_000;
/** How often the active relay looks at the outbox when nothing else woke it. */
const RELAY_POLL_MS = 10;

/** A day, like the outbox's own trim: older events are for a page to reload, not to replay. */
const STREAM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Long enough for a standby to take over and publish again what its predecessor had in flight. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

/** Names the outbox a message came from: its generation (docs/decisions/0101-relay-resumes-from-its-outbox.md). */
const GENERATION_HEADER = 'Mindset-Outbox-Generation';

export const busMessage = JSONCodec<{ seq: number; topic: string; data: unknown }>();
export const eventOnBus = z.object({ seq: z.number().int().positive(), topic: z.string(), data: z.unknown() });

/**
 * Publishes the outbox to NATS JetStream, in number order, one subject per topic. Every instance
 * runs one; exactly one is active, the holder of a PostgreSQL advisory lock on a connection of
 * its own. When that connection ends (the process died, the server dropped it) the lock is free
 * and a standby takes it within RELAY_TAKEOVER_MS, resuming after what the stream acknowledged as
 * this outbox recorded it, never after whatever the stream holds (it may be another outbox's); an
 * event published twice across the change is dropped by the stream (its id is its generation and
 * number) and by every instance (numbers only go up per topic)
 * (docs/decisions/0101-relay-resumes-from-its-outbox.md).
 *
 * Before a batch goes out, `live_relay.position` says how far it goes: a client's catch-up reads
 * the outbox up to there, and everything after it is published later, so reaches subscribers
 * registered before the read (docs/decisions/0100-live-bus.md).
 */
export class Relay {
  private lock: pg.Client | null = null;
  private term: { pump: Pump; reader: OutboxReader; generation: string } | null = null;
  /** Everything up to here went into the stream (acknowledged). */
  private acked = 0;
  private retry: NodeJS.Timeout | null = null;
  private trying: Promise<void> | null = null;
  private stopped = false;
  private js: JetStreamClient;
  relayed = 0;
  lagMs = 0;

  constructor(
    private readonly database: Database,
    private readonly databaseUrl: string,
    private readonly lockName: string,
    /** The schema the outbox is in (the lock's connection works inside it); null: the default. */
    private readonly schema: string | null,
    private readonly nats: NatsConnection,
    private readonly manager: JetStreamManager,
    private readonly names: BusNames,
    private readonly log: FastifyBaseLogger,
  ) {
    this.js = nats.jetstream();
  }

  get active(): boolean {
    return this.term !== null;
  }

  start(): void {
    this.tryToLead();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.trying;
    await this.stepDown();
  }

  private tryToLead(): void {
    if (this.stopped || this.term) return;
    this.trying = this.takeLock()
      .catch((error: unknown) => this.log.warn({ err: error }, 'live relay could not try for the lock'))
      .finally(() => {
        this.trying = null;
        if (!this.stopped && !this.term) {
          this.retry = setTimeout(() => this.tryToLead(), RELAY_TAKEOVER_MS);
          this.retry.unref();
        }
      });
  }

  private async takeLock(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 5_000,
      // The relay reads and records on this connection too, bounded like the pool's statements.
      statement_timeout: RELAY_STATEMENT_TIMEOUT_MS,
      query_timeout: RELAY_STATEMENT_TIMEOUT_MS + 1_000,
      ...(this.schema ? { options: `-c search_path=${this.schema}` } : {}),
    });
    client.on('error', () => undefined);
    await client.connect();
    if (!(await tryRelayLock(client, this.lockName)) || this.stopped) {
      await client.end();
      return;
    }
    this.lock = client;
    // The lock lives as long as this connection: when it ends, another instance may be relaying.
    client.on('end', () => {
      if (this.lock !== client) return;
      this.log.warn('live relay lost its lock connection; standing by');
      void this.stepDown().then(() => this.tryToLead());
    });
    let start: { from: number; generation: string };
    try {
      start = await this.resume();
    } catch (error) {
      // Without a place to start it cannot relay: the lock goes, so this or another instance tries again.
      this.lock = null;
      await client.end().catch(() => undefined);
      throw error;
    }
    // The relay's reads and position updates go on the lock's connection, never through the pool:
    // a burst of requests (every client of a killed instance reconnecting at once) queues on the
    // pool, and the events they wait for must not queue behind them
    // (docs/decisions/0175-relay-on-its-own-connection.md).
    const connection = queriesOn(client);
    const reader = new OutboxReader(connection);
    await reader.init(start.from);
    const pump = new Pump(
      () => this.step(reader, connection),
      RELAY_POLL_MS,
      (error) => this.log.error({ err: error }, 'live relay failed to publish'),
    );
    this.term = { pump, reader, generation: start.generation };
    this.log.info({ from: reader.position }, 'live relay active');
    pump.wake();
  }

  private async stepDown(): Promise<void> {
    const term = this.term;
    const lock = this.lock;
    this.term = null;
    this.lock = null;
    await term?.pump.stop();
    // The next relay publishes again from here: the further, the less it repeats.
    if (term) await recordRelayPublished(this.database, this.acked).catch(() => undefined);
    await lock?.end().catch(() => undefined);
  }

  /**
   * Where publishing starts, the stream compared with this outbox: after what the stream
   * acknowledged, as this outbox recorded it, whatever the stream holds now (emptied, deleted, or
   * another outbox's messages: publishing again what went out is dropped by every instance, so
   * nothing is lost and nothing reaches a socket twice). A stream whose last message is of this
   * outbox's generation but past the position it ever recorded shows the outbox was rewound
   * (restored from a backup): its numbers come again, so from now on they go out under a new
   * generation (docs/decisions/0101-relay-resumes-from-its-outbox.md).
   */
  private async resume(): Promise<{ from: number; generation: string }> {
    await ensureStream(this.manager, this.names);
    await startRelayAtNewest(this.database);
    let record = await relayRecord(this.database);
    const last = await this.lastOnStream();
    if (last?.generation === record.generation && last.seq > record.position) {
      this.log.warn(
        { stream: last.seq, position: record.position },
        'the live stream is past what this outbox recorded (a restored database): its numbers take a new generation',
      );
      await renewOutboxGeneration(this.database);
      record = await relayRecord(this.database);
    }
    this.acked = record.published;
    return { from: record.published, generation: record.generation };
  }

  /** The generation and number of the stream's last message; null when it has none (or one of an unknown shape). */
  private async lastOnStream(): Promise<{ generation: string; seq: number } | null> {
    const info = await this.manager.streams.info(this.names.stream);
    if (info.state.messages === 0) return null;
    try {
      const last = await this.manager.streams.getMessage(this.names.stream, { seq: info.state.last_seq });
      const event = eventOnBus.safeParse(busMessage.decode(last.data));
      const generation = last.header?.get(GENERATION_HEADER) ?? '';
      return event.success && generation ? { generation, seq: event.data.seq } : null;
    } catch {
      return null;
    }
  }

  private async step(reader: OutboxReader, connection: Queryable): Promise<'more' | 'blocked' | 'idle'> {
    const term = this.term;
    if (term?.reader !== reader) return 'idle';
    const { rows, blocked, more } = await reader.next();
    const first = rows[0];
    const last = rows.at(-1);
    if (!first || !last) return blocked ? 'blocked' : 'idle';
    try {
      await advanceRelayPosition(connection, last.seq, this.acked);
      await Promise.all(
        rows.map((row) => {
          const header = headers();
          header.set(GENERATION_HEADER, term.generation);
          return this.js.publish(
            this.names.subject(row.topic),
            busMessage.encode({ seq: row.seq, topic: row.topic, data: row.data }),
            { msgID: `${term.generation}:${row.seq}`, headers: header },
          );
        }),
      );
      this.acked = last.seq;
    } catch (error) {
      // Read again from the first of the batch: numbers below the position are final, and the
      // stream drops what it already has. A stream deleted meanwhile is made again for it.
      await reader.init(first.seq - 1);
      await ensureStream(this.manager, this.names).catch(() => undefined);
      throw error;
    }
    this.nats.publish(this.names.head, busMessage.encode({ seq: last.seq, topic: '', data: null }));
    this.relayed += rows.length;
    this.lagMs = Math.max(0, Date.now() - last.createdAt);
    return more ? 'more' : blocked ? 'blocked' : 'idle';
  }
}

/** The deployment's stream, made when missing (first start, or deleted since). */
export async function ensureStream(manager: JetStreamManager, names: BusNames): Promise<void> {
  try {
    await manager.streams.info(names.stream);
  } catch {
    await manager.streams.add({
      name: names.stream,
      subjects: [names.subjects],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(STREAM_MAX_AGE_MS),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    });
  }
}
