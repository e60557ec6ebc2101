import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';

export interface LiveEvent {
  seq: number;
  topic: string;
  data: unknown;
}

type Deliver = (event: LiveEvent) => void;

/**
 * Numbers are taken at insert and rows appear at commit, so a number skipped over may still
 * arrive; it is looked for again until it is this old (longer than any transaction may stay open).
 */
const GAP_WAIT_MS = 15_000;
/** Rows read at once. */
const READ_BATCH = 1_000;
/** The most a reconnecting client is sent; older than that, it reloads what it shows. */
export const REPLAY_LIMIT = 500;

/**
 * Live fan-out across instances: an event is a row in `live_events` plus a NOTIFY in the same
 * transaction, so it is sent only if it committed; every instance LISTENs, reads the new rows in
 * order and hands each to the sockets subscribed to its topic (docs/decisions/0064-live-events.md).
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Deliver>>();
  /** The highest event number handed out. */
  private newest = 0;
  /** Skipped numbers, with when they were first seen missing. */
  private readonly gaps = new Map<number, number>();
  private reading: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const [row] = await this.database.query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM live_events');
    this.newest = Number(row?.seq ?? 0);
    // A reconnected listener may have missed notifications: reading the table again finds them.
    this.stopListening = await this.database.listen(
      this.channel,
      () => this.readNew(),
      () => this.readNew(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    await this.reading;
  }

  /** Records an event in the caller's transaction; it goes out when that commits. */
  async publish(tx: Queryable, topic: string, data: unknown): Promise<void> {
    await tx.query('INSERT INTO live_events (topic, data) VALUES ($1, $2::jsonb)', [topic, JSON.stringify(data)]);
    await tx.query('SELECT pg_notify($1, $2)', [this.channel, topic]);
  }

  /** The number of the newest event handed out, for a client to resume from. */
  get lastSeq(): number {
    return this.newest;
  }

  subscribe(topic: string, deliver: Deliver): () => void {
    let set = this.subscribers.get(topic);
    if (!set) {
      set = new Set();
      this.subscribers.set(topic, set);
    }
    set.add(deliver);
    return () => {
      set.delete(deliver);
      if (set.size === 0) this.subscribers.delete(topic);
    };
  }

  /** What a reconnecting client missed on its topics, oldest first. */
  async missed(topics: string[], since: number): Promise<LiveEvent[]> {
    const rows = await this.database.query<{ seq: string; topic: string; data: unknown }>(
      `SELECT seq, topic, data FROM live_events WHERE topic = ANY($1::text[]) AND seq > $2 ORDER BY seq LIMIT $3`,
      [topics, since, REPLAY_LIMIT],
    );
    return rows.map((row) => ({ seq: Number(row.seq), topic: row.topic, data: row.data }));
  }

  private readNew(): void {
    // One read at a time, so events go out in order.
    this.reading = this.reading
      .then(async () => {
        let rows: EventRow[];
        do {
          rows = await this.database.query<EventRow>(
            'SELECT seq, topic, data FROM live_events WHERE seq > $1 ORDER BY seq LIMIT $2',
            [this.newest, READ_BATCH],
          );
          for (const row of rows) {
            const seq = Number(row.seq);
            for (let missing = this.newest + 1; missing < seq; missing += 1) this.gaps.set(missing, Date.now());
            this.newest = seq;
            this.hand(row);
          }
        } while (rows.length === READ_BATCH);
        if (this.gaps.size === 0) return;
        const late = await this.database.query<EventRow>(
          'SELECT seq, topic, data FROM live_events WHERE seq = ANY($1::bigint[]) ORDER BY seq',
          [[...this.gaps.keys()]],
        );
        for (const row of late) {
          this.gaps.delete(Number(row.seq));
          this.hand(row);
        }
        const expired = Date.now() - GAP_WAIT_MS;
        for (const [seq, seenAt] of this.gaps) if (seenAt < expired) this.gaps.delete(seq);
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'reading live events failed'));
  }

  private hand(row: EventRow): void {
    const event = { seq: Number(row.seq), topic: row.topic, data: row.data };
    this.subscribers.get(row.topic)?.forEach((deliver) => deliver(event));
  }
}

interface EventRow {
  seq: string;
  topic: string;
  data: unknown;
}
