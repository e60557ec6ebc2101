import type { Queryable } from '@mindset/service-kit';
import type pg from 'pg';

// The live outbox (`live_events`) and the relay's position (docs/decisions/0100-live-bus.md).

/** One row of the outbox: what a writer recorded in its transaction. */
export interface OutboxRow {
  seq: number;
  topic: string;
  data: unknown;
  /** When the writer's statement ran (the relay's lag is measured from it). */
  createdAt: number;
}

/** An event as a client receives it. */
export interface StoredEvent {
  seq: number;
  topic: string;
  data: unknown;
}

/**
 * Records an event in the writer's transaction, and nothing else: no NOTIFY, whose commit-time
 * lock would serialise every publishing commit on the primary. The transaction takes its id before
 * the event takes its number (the one-time filter runs before the row, and its default, are made),
 * so the number is always below the horizon of a snapshot that shows a later one: the reader's gap
 * check relies on it. One statement, so it holds for a writer outside a transaction too (a presence
 * change), where a separate statement would have taken the id of a transaction already over.
 */
export async function insertLiveEvent(tx: Queryable, topic: string, data: unknown): Promise<void> {
  await tx.query(
    'INSERT INTO live_events (topic, data) SELECT $1::text, $2::jsonb WHERE pg_current_xact_id() IS NOT NULL',
    [topic, JSON.stringify(data)],
  );
}

/** The path before the bus: the doorbell every instance's reader listens for. */
export async function ringDoorbell(tx: Queryable, channel: string, topic: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [channel, topic]);
}

export async function newestEventNumber(db: Queryable): Promise<number> {
  const [row] = await db.query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM live_events');
  return Number(row?.seq ?? 0);
}

/** Rows after `position`, oldest first. */
export async function eventsAfter(db: Queryable, position: number, limit: number): Promise<OutboxRow[]> {
  const rows = await db.query<{ seq: string; topic: string; data: unknown; created_at: Date | string }>(
    'SELECT seq, topic, data, created_at FROM live_events WHERE seq > $1 ORDER BY seq LIMIT $2',
    [position, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    topic: row.topic,
    data: row.data,
    createdAt: new Date(row.created_at).getTime(),
  }));
}

/** The id the next transaction will get: every transaction that holds a number taken so far is below it. */
export async function transactionHorizon(db: Queryable): Promise<string> {
  const [row] = await db.query<{ xmax: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax');
  return row?.xmax ?? '0';
}

/** Whether every transaction below `horizon` has ended (committed or rolled back). */
export async function transactionsEndedBelow(db: Queryable, horizon: string): Promise<boolean> {
  const [row] = await db.query<{ done: boolean }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot()) >= $1::xid8 AS done',
    [horizon],
  );
  return row?.done === true;
}

/**
 * Events on `topics` after `since` and at most `upTo` (everything up to it has gone out; `relayed`:
 * the relay's position, read in the same statement), oldest first.
 */
export async function eventsOnTopics(
  db: Queryable,
  topics: string[],
  since: number,
  upTo: number | 'relayed',
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db.query<{ seq: string; topic: string; data: unknown }>(
    `SELECT seq, topic, data FROM live_events
      WHERE topic = ANY($1::text[]) AND seq > $2
        AND seq <= ${upTo === 'relayed' ? '(SELECT position FROM live_relay)' : '$4'}
      ORDER BY seq LIMIT $3`,
    upTo === 'relayed' ? [topics, since, limit] : [topics, since, limit, upTo],
  );
  return rows.map((row) => ({ seq: Number(row.seq), topic: row.topic, data: row.data }));
}

/** How far the relay has said it publishes. */
export async function relayPosition(db: Queryable): Promise<number> {
  const [row] = await db.query<{ position: string }>('SELECT position FROM live_relay');
  return Number(row?.position ?? 0);
}

/** What the relay keeps in the outbox's database (docs/decisions/0101-relay-resumes-from-its-outbox.md). */
export interface RelayRecord {
  /** How far it has said it publishes: nothing after it has gone out. */
  position: number;
  /** How far the stream has acknowledged: everything up to it has gone out. */
  published: number;
  /** This outbox's numbering: its messages carry it, so another outbox's (or an earlier history's) are told apart. */
  generation: string;
}

export async function relayRecord(db: Queryable): Promise<RelayRecord> {
  const [row] = await db.query<{ position: string; published: string; generation: string }>(
    'SELECT position, published, generation::text AS generation FROM live_relay',
  );
  if (!row) throw new Error('live_relay has no row');
  return { position: Number(row.position), published: Number(row.published), generation: row.generation };
}

/**
 * An outbox never relayed (switched from another path) starts after its newest event: those went
 * out on the path before. Recorded at once, so a relay taking over later does not start later still.
 */
export async function startRelayAtNewest(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE live_relay SET position = newest, published = newest
       FROM (SELECT coalesce(max(seq), 0) AS newest FROM live_events) AS outbox
      WHERE position = 0`,
  );
}

/** A new numbering for the outbox's messages: its numbers are about to be used again. */
export async function renewOutboxGeneration(db: Queryable): Promise<void> {
  await db.query('UPDATE live_relay SET generation = gen_random_uuid()');
}

/**
 * Said before a batch goes out: a catch-up reads up to here, the bus brings what is after; with it,
 * how far the stream has acknowledged the batches before (written here, it costs no round trip).
 */
export async function advanceRelayPosition(db: Queryable, position: number, published: number): Promise<void> {
  await db.query('UPDATE live_relay SET position = greatest(position, $1), published = greatest(published, $2)', [
    position,
    published,
  ]);
}

/** How far the stream has acknowledged, written when the relay stops. */
export async function recordRelayPublished(db: Queryable, published: number): Promise<void> {
  await db.query('UPDATE live_relay SET published = greatest(published, $1)', [published]);
}

/** Statements on one connection of the caller's own (the relay's, which holds its lock). */
export function queriesOn(connection: pg.Client): Queryable {
  return {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await connection.query<Row & pg.QueryResultRow>(sql, params)).rows,
  };
}

/** Takes the relay's lock on the caller's own connection if nobody holds it; held until that connection ends. */
export async function tryRelayLock(connection: pg.Client, lockName: string): Promise<boolean> {
  const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
    lockName,
  ]);
  return rows[0]?.locked === true;
}

/** Deletes events older than `hours`; answers how many went. */
export async function trimLiveEvents(db: Queryable, hours: number): Promise<number> {
  const trimmed = await db.query(
    'DELETE FROM live_events WHERE created_at < now() - make_interval(hours => $1) RETURNING 1',
    [hours],
  );
  return trimmed.length;
}
