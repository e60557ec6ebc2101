import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type Msg, type NatsConnection, type Subscription } from 'nats';
import {
  readMissed,
  REPLAY_LIMIT,
  Subscribers,
  type Deliver,
  type LiveEvent,
  type LiveHub,
  type LiveStats,
} from './liveHub';
import { insertLiveEvent, newestEventNumber, relayPosition } from './store';
import { busMessage, ensureStream, eventOnBus, Relay } from './relay';
import { busNames, type BusNames } from './subjects';
import { eventsMissedBy, SharedRead, type MissedRequest } from './sharedRead';

export interface NatsHubOptions {
  natsUrl: string;
  prefix: string;
  /** The relay's lock connection. */
  databaseUrl: string;
  /** The relay's lock is per schema: deployments sharing a server never wait on each other. */
  schema: string | null;
}

/** The longest a catch-up waits for the bus to bring what the outbox showed (the relay publishes within milliseconds). */
const HEAD_WAIT_MS = 2_000;
/**
 * The most rows one shared catch-up read returns: clients reconnecting together mostly missed the
 * same few events; one far behind the others is read again on its own (docs/decisions/0176-shared-catch-up-reads.md).
 */
const SHARED_REPLAY_ROWS = REPLAY_LIMIT * 4;

/**
 * The instance side of the bus: it follows on NATS only the subjects of topics its sockets follow,
 * and hands each event to them once, in number order. A dropped NATS connection is caught up from
 * the outbox when it is back: every event after the newest one seen before the drop, up to the
 * relay's position (docs/decisions/0100-live-bus.md).
 */
export class NatsHub implements LiveHub {
  readonly path = 'nats';
  private nats: NatsConnection | null = null;
  private relay: Relay | null = null;
  private readonly names: BusNames;
  private readonly subscribers = new Subscribers();
  /** Per followed topic: its NATS subscription and the newest number handed out on it. */
  private readonly following = new Map<string, { subscription: Subscription; last: number }>();
  /** The newest number known to have gone out: everything before it reached this instance. */
  private head = 0;
  /** Events that arrive while a catch-up reads the outbox wait here, to go out after it. */
  private waiting: LiveEvent[] | null = null;
  private headBeforeDrop: number | null = null;
  private connected = false;
  private readonly headWaiters = new Set<{ seq: number; done: () => void }>();
  /**
   * Reads shared by the callers that ask while one is on its way (a burst of clients reconnecting
   * after an instance died): each starts after every request it answers
   * (docs/decisions/0176-shared-catch-up-reads.md).
   */
  private readonly flushes = new SharedRead<null, void>(async (requests) => {
    await this.nats?.flush();
    return requests.map(() => undefined);
  });
  private readonly newestReads = new SharedRead<null, number>(async (requests) => {
    const newest = await newestEventNumber(this.database);
    return requests.map(() => newest);
  });
  private readonly missedReads = new SharedRead<MissedRequest, LiveEvent[]>(async (requests) => {
    // Once the server has every subscription sent so far (each request's among them), whatever
    // is published after the relay's position the read sees reaches them.
    await this.nats?.flush();
    return eventsMissedBy(this.database, requests, 'relayed', REPLAY_LIMIT, SHARED_REPLAY_ROWS);
  });

  constructor(
    private readonly database: Database,
    private readonly options: NatsHubOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.names = busNames(options.prefix);
  }

  async start(): Promise<void> {
    const nats = await connect({
      servers: this.options.natsUrl,
      name: 'member-service',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      timeout: 5_000,
      pingInterval: 10_000,
    });
    this.nats = nats;
    this.connected = true;
    const manager = await nats.jetstreamManager({ timeout: 5_000 });
    await ensureStream(manager, this.names);
    this.head = await relayPosition(this.database);
    nats.subscribe(this.names.head, {
      callback: (error, message) => {
        if (error) return;
        const seq = eventOnBus.shape.seq.safeParse(busMessage.decode(message.data).seq);
        if (seq.success) this.advanceHead(seq.data);
      },
    });
    // Topics followed before the start (the route's own ended-sessions topic).
    for (const topic of this.subscribers.topics) this.follow(topic);
    void this.watch(nats);
    this.relay = new Relay(
      this.database,
      this.options.databaseUrl,
      `member-live-relay:${this.options.schema ?? 'public'}`,
      this.options.schema,
      nats,
      manager,
      this.names,
      this.log,
    );
    this.relay.start();
  }

  async stop(): Promise<void> {
    await this.relay?.stop();
    this.relay = null;
    const nats = this.nats;
    this.nats = null;
    this.connected = false;
    if (nats && !nats.isClosed()) await nats.drain().catch(() => nats.close());
  }

  async ready(): Promise<boolean> {
    return this.nats !== null && this.connected && !this.nats.isClosed();
  }

  async publish(tx: Queryable, topic: string, data: unknown): Promise<void> {
    await insertLiveEvent(tx, topic, data);
  }

  get lastSeq(): number {
    return this.head;
  }

  /** Once the bus has brought this instance as far as the newest committed event (2 s at most). */
  async newestSeq(): Promise<number> {
    const newest = await this.newestReads.ask(null);
    if (newest > this.head) await this.headReaches(newest);
    return this.head;
  }

  subscribe(topic: string, deliver: Deliver): () => void {
    return this.subscribers.add(
      topic,
      deliver,
      () => this.follow(topic),
      () => this.unfollow(topic),
    );
  }

  /** Once the NATS server has every subscription this instance sent: the relay may run on another instance. */
  async subscriptionsInPlace(): Promise<void> {
    await this.flushes.ask(null);
  }

  async missed(topics: string[], since: number): Promise<LiveEvent[]> {
    const missed = await this.missedReads.ask({ topics, since });
    // What the read found may still be on its way here on the bus, for topics this instance
    // already follows: the caller merges both once it has arrived, so nothing comes out of order.
    const newest = missed.at(-1)?.seq ?? 0;
    if (newest > this.head) await this.headReaches(newest);
    return missed;
  }

  private headReaches(seq: number): Promise<void> {
    return new Promise((resolve) => {
      const waiter = {
        seq,
        done: () => {
          clearTimeout(timer);
          this.headWaiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, HEAD_WAIT_MS);
      this.headWaiters.add(waiter);
    });
  }

  private advanceHead(seq: number): void {
    if (seq <= this.head) return;
    this.head = seq;
    for (const waiter of this.headWaiters) {
      if (waiter.seq <= seq) waiter.done();
    }
  }

  stats(): LiveStats {
    return {
      relayLagMs: this.relay?.lagMs ?? 0,
      relayed: this.relay?.relayed ?? 0,
      relaying: this.relay?.active ?? false,
      topics: this.following.size,
    };
  }

  private follow(topic: string): void {
    if (!this.nats) return;
    const subscription = this.nats.subscribe(this.names.subject(topic), {
      callback: (error, message) => {
        if (!error) this.receive(message);
      },
    });
    // Anything up to the head went out before this subscription: a client's catch-up has it.
    this.following.set(topic, { subscription, last: this.head });
  }

  private unfollow(topic: string): void {
    this.following.get(topic)?.subscription.unsubscribe();
    this.following.delete(topic);
  }

  private receive(message: Msg): void {
    let event: LiveEvent;
    try {
      event = eventOnBus.parse(busMessage.decode(message.data));
    } catch {
      this.log.warn({ subject: message.subject }, 'a live bus message of an unknown shape was left out');
      return;
    }
    this.advanceHead(event.seq);
    if (this.waiting) this.waiting.push(event);
    else this.hand(event);
  }

  private hand(event: LiveEvent): void {
    const followed = this.following.get(event.topic);
    // Numbers only go up per topic: a lower one is one already handed out (published twice
    // across a relay change, or read by a catch-up first).
    if (!followed || event.seq <= followed.last) return;
    followed.last = event.seq;
    this.subscribers.hand(event);
  }

  private async watch(nats: NatsConnection): Promise<void> {
    for await (const status of nats.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        this.headBeforeDrop ??= this.head;
      } else if (status.type === 'reconnect') {
        this.connected = true;
        void this.catchUp();
      }
    }
  }

  /** After a drop: what was published meanwhile on the followed topics, from the outbox, in order. */
  private async catchUp(): Promise<void> {
    let since = this.headBeforeDrop ?? this.head;
    this.headBeforeDrop = null;
    this.waiting ??= [];
    try {
      await this.nats?.flush();
      for (;;) {
        const topics = [...this.following.keys()];
        if (topics.length === 0) break;
        const missed = await readMissed(this.database, topics, since, 'relayed');
        missed.forEach((event) => this.hand(event));
        const newest = missed.at(-1);
        if (!newest || missed.length < REPLAY_LIMIT) break;
        since = newest.seq;
      }
    } catch (error) {
      this.log.error({ err: error }, 'live catch-up after a dropped bus connection failed');
    } finally {
      const waiting = this.waiting ?? [];
      this.waiting = null;
      waiting.forEach((event) => this.hand(event));
    }
  }
}

/** Removes a run's stream (tests: each file has its own prefix). */
export async function deleteBusStream(natsUrl: string, prefix: string): Promise<void> {
  const nats = await connect({ servers: natsUrl, timeout: 5_000 });
  try {
    const manager = await nats.jetstreamManager();
    await manager.streams.delete(busNames(prefix).stream).catch(() => false);
  } finally {
    await nats.close();
  }
}
