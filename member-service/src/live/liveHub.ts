import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { OutboxReader, Pump } from './outbox';
import { eventsOnTopics, insertLiveEvent, ringDoorbell, type OutboxRow, type StoredEvent } from './store';

export type LiveEvent = StoredEvent;

export type Deliver = (event: LiveEvent) => void;

/** The most a reconnecting client is sent; older than that, it reloads what it shows. */
export const REPLAY_LIMIT = 500;

/**
 * Live fan-out: writers record events in the outbox in their transaction; each instance hands
 * every committed event, once and in number order, to the sockets it holds that follow its topic
 * (docs/decisions/0064-live-events.md, docs/decisions/0100-live-bus.md).
 */
export interface LiveHub {
  /** Which path carries events: in this process, NOTIFY between instances, or NATS JetStream. */
  readonly path: 'in-process' | 'notify' | 'nats';
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether events flow: the bus is connected (for the readiness check). */
  ready(): Promise<boolean>;
  /** Records an event in the caller's transaction; it goes out when that commits. */
  publish(tx: Queryable, topic: string, data: unknown): Promise<void>;
  /** The newest event number this instance knows went out, for a client to resume from. */
  readonly lastSeq: number;
  /** The newest number gone out by now, every event committed before the call included. */
  newestSeq(): Promise<number>;
  subscribe(topic: string, deliver: Deliver): () => void;
  /** Once every subscription made so far hears each event the bus carries from now on. */
  subscriptionsInPlace(): Promise<void>;
  /**
   * What a client missed on its topics after `since`, oldest first: every event up to the point
   * from which subscribers registered before the call get the rest, and nothing past it.
   */
  missed(topics: string[], since: number): Promise<LiveEvent[]>;
  /** For the benchmark and metrics: how far behind its writers the bus runs. */
  stats(): LiveStats;
}

export interface LiveStats {
  /** Milliseconds from the writer's statement to the newest event going out. */
  relayLagMs: number;
  /** Events handed out by this instance's relay (or reader). */
  relayed: number;
  /** Whether this instance's relay is the active one (always, off the NATS path). */
  relaying: boolean;
  /** Topics this instance follows. */
  topics: number;
}

/** Subscribers by topic, each handed an event once. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<Deliver>>();

  add(topic: string, deliver: Deliver, onFirst?: () => void, onLast?: () => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
      onFirst?.();
    }
    set.add(deliver);
    return () => {
      set.delete(deliver);
      if (set.size === 0 && this.byTopic.get(topic) === set) {
        this.byTopic.delete(topic);
        onLast?.();
      }
    };
  }

  hand(event: LiveEvent): void {
    this.byTopic.get(event.topic)?.forEach((deliver) => deliver(event));
  }

  get topics(): string[] {
    return [...this.byTopic.keys()];
  }
}

/** How often a reader looks at the outbox when nothing woke it. */
const IN_PROCESS_POLL_MS = 250;
const NOTIFY_POLL_MS = 1_000;

/** Readers in this process by database, woken when a writer here records an event. */
const readersByDatabase = new WeakMap<Database, Set<() => void>>();

/**
 * One instance reading the outbox itself: the embedded default (in this process, woken by its own
 * writers) or the path before the bus, woken by NOTIFY from the writers of every instance
 * (kept to run several instances without NATS, and as the benchmark's comparison).
 */
export class LocalHub implements LiveHub {
  private readonly subscribers = new Subscribers();
  private readonly reader: OutboxReader;
  private readonly pump: Pump;
  private stopListening: (() => Promise<void>) | null = null;
  private relayed = 0;
  private relayLagMs = 0;
  private started = false;
  private failing = false;

  constructor(
    private readonly database: Database,
    readonly path: 'in-process' | 'notify',
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.reader = new OutboxReader(database);
    this.pump = new Pump(
      () => this.step(),
      path === 'notify' ? NOTIFY_POLL_MS : IN_PROCESS_POLL_MS,
      (error) => {
        this.failing = true;
        this.log.error({ err: error }, 'reading live events failed');
      },
    );
  }

  private readonly wake = () => this.pump.wake();

  async start(): Promise<void> {
    await this.reader.init();
    if (this.path === 'notify') {
      // A reconnected listener may have missed notifications: reading the table again finds them.
      this.stopListening = await this.database.listen(this.channel, this.wake, this.wake);
    } else {
      let readers = readersByDatabase.get(this.database);
      if (!readers) {
        readers = new Set();
        readersByDatabase.set(this.database, readers);
      }
      readers.add(this.wake);
    }
    this.started = true;
    this.pump.wake();
  }

  async stop(): Promise<void> {
    readersByDatabase.get(this.database)?.delete(this.wake);
    await this.stopListening?.();
    this.stopListening = null;
    await this.pump.stop();
  }

  async ready(): Promise<boolean> {
    return this.started && !this.failing;
  }

  async publish(tx: Queryable, topic: string, data: unknown): Promise<void> {
    await insertLiveEvent(tx, topic, data);
    if (this.path === 'notify') {
      await ringDoorbell(tx, this.channel, topic);
    } else {
      // After the writer's transaction, usually: PGlite runs one statement at a time, so the read
      // waits for the commit; a read that comes too early is followed by the next poll.
      const readers = readersByDatabase.get(this.database);
      setImmediate(() => readers?.forEach((wake) => wake()));
    }
  }

  get lastSeq(): number {
    return this.reader.position;
  }

  async newestSeq(): Promise<number> {
    await this.pump.settle();
    return this.reader.position;
  }

  subscribe(topic: string, deliver: Deliver): () => void {
    return this.subscribers.add(topic, deliver);
  }

  /** In this process a subscriber is handed the next event the reader reads: in place at once. */
  async subscriptionsInPlace(): Promise<void> {}

  async missed(topics: string[], since: number): Promise<LiveEvent[]> {
    return readMissed(this.database, topics, since, this.reader.position);
  }

  stats(): LiveStats {
    return {
      relayLagMs: this.relayLagMs,
      relayed: this.relayed,
      relaying: true,
      topics: this.subscribers.topics.length,
    };
  }

  private async step(): Promise<'more' | 'blocked' | 'idle'> {
    const { rows, blocked, more } = await this.reader.next();
    this.failing = false;
    this.handOut(rows);
    return more ? 'more' : blocked ? 'blocked' : 'idle';
  }

  private handOut(rows: OutboxRow[]): void {
    for (const row of rows) {
      this.subscribers.hand({ seq: row.seq, topic: row.topic, data: row.data });
    }
    const newest = rows.at(-1);
    if (newest) {
      this.relayed += rows.length;
      this.relayLagMs = Math.max(0, Date.now() - newest.createdAt);
    }
  }
}

/** Events on `topics` after `since` and at most `upTo`, oldest first, at most REPLAY_LIMIT. */
export function readMissed(
  db: Queryable,
  topics: string[],
  since: number,
  upTo: number | 'relayed',
): Promise<LiveEvent[]> {
  return eventsOnTopics(db, topics, since, upTo, REPLAY_LIMIT);
}

/**
 * What a socket sends after a catch-up: the events it missed and the live ones that arrived for
 * it meanwhile, in number order, each once. A live event at or below the newest already sent was
 * sent (live events arrive in number order); a missed one, on a topic just followed, never was.
 */
export function replayThenLive(
  missed: LiveEvent[],
  arrivedMeanwhile: LiveEvent[],
  newestSent: number,
  since: number,
): LiveEvent[] {
  const merged = [...missed, ...arrivedMeanwhile.filter((event) => event.seq > newestSent && event.seq > since)].sort(
    (a, b) => a.seq - b.seq,
  );
  return merged.filter((event, index) => index === 0 || merged[index - 1]?.seq !== event.seq);
}
