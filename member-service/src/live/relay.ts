import type { Database } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { JSONCodec, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import pg from 'pg';
import { OutboxReader, Pump } from './outbox';
import { advanceRelayPosition, relayPosition, tryRelayLock } from './store';
import type { BusNames } from './subjects';

/** How often a standby tries to become the relay (and so how soon it takes over). */
const RELAY_TAKEOVER_MS = 1_000;
/** How often the active relay looks at the outbox when nothing else woke it. */
const RELAY_POLL_MS = 10;

export const busMessage = JSONCodec<{ seq: number; topic: string; data: unknown }>();

/**
 * Publishes the outbox to NATS JetStream, in number order, one subject per topic. Every instance
 * runs one; exactly one is active, the holder of a PostgreSQL advisory lock on a connection of
 * its own. When that connection ends (the process died, the server dropped it) the lock is free
 * and a standby takes it within RELAY_TAKEOVER_MS, resuming after the stream's last message; an
 * event published twice across the change is dropped by the stream (its id is its number) and by
 * every instance (numbers only go up per topic).
 *
 * Before a batch goes out, `live_relay.position` says how far it goes: a client's catch-up reads
 * the outbox up to there, and everything after it is published later, so reaches subscribers
 * registered before the read (docs/decisions/0100-live-bus.md).
 */
export class Relay {
  private lock: pg.Client | null = null;
  private term: { pump: Pump; reader: OutboxReader } | null = null;
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
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
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
    const reader = new OutboxReader(this.database);
    await reader.init(await this.resumeAfter());
    const pump = new Pump(
      () => this.step(reader),
      RELAY_POLL_MS,
      (error) => this.log.error({ err: error }, 'live relay failed to publish'),
    );
    this.term = { pump, reader };
    this.log.info({ from: reader.position }, 'live relay active');
    pump.wake();
  }

  private async stepDown(): Promise<void> {
    const term = this.term;
    const lock = this.lock;
    this.term = null;
    this.lock = null;
    await term?.pump.stop();
    await lock?.end().catch(() => undefined);
  }

  /** After the stream's last message; an empty stream starts where the position says, or now. */
  private async resumeAfter(): Promise<number | undefined> {
    const info = await this.manager.streams.info(this.names.stream);
    if (info.state.last_seq > 0) {
      const last = await this.manager.streams.getMessage(this.names.stream, { seq: info.state.last_seq });
      return busMessage.decode(last.data).seq;
    }
    const position = await relayPosition(this.database);
    return position > 0 ? position : undefined;
  }

  private async step(reader: OutboxReader): Promise<'more' | 'blocked' | 'idle'> {
    if (this.term?.reader !== reader) return 'idle';
    const { rows, blocked, more } = await reader.next();
    const first = rows[0];
    const last = rows.at(-1);
    if (!first || !last) return blocked ? 'blocked' : 'idle';
    try {
      await advanceRelayPosition(this.database, last.seq);
      await Promise.all(
        rows.map((row) =>
          this.js.publish(
            this.names.subject(row.topic),
            busMessage.encode({ seq: row.seq, topic: row.topic, data: row.data }),
            { msgID: String(row.seq) },
          ),
        ),
      );
    } catch (error) {
      // Read again from the first of the batch: numbers below the position are final, and the
      // stream drops what it already has.
      await reader.init(first.seq - 1);
      throw error;
    }
    this.nats.publish(this.names.head, busMessage.encode({ seq: last.seq, topic: '', data: null }));
    this.relayed += rows.length;
    this.lagMs = Math.max(0, Date.now() - last.createdAt);
    return more ? 'more' : blocked ? 'blocked' : 'idle';
  }
}
