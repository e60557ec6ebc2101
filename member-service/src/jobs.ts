import type { Database, DatabaseConfig } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { removeProfilePhoto } from './me/photos';
import { deliverOutbox, type SendMail } from './mail/outbox';
import { eraseExpiredAccounts as eraseAccounts } from './accounts/store';
import { trimLiveEvents as trimEvents } from './live/store';
import type { Digests } from './notifications/digests';
import { trimDigests as trimDigestRows } from './notifications/store';

export const DELETED_ACCOUNT_KEPT_DAYS = 30;
/** Live events are for tabs that reconnect; a day is far past any reconnect. */
export const LIVE_EVENTS_KEPT_HOURS = 24;

/** Trims live events nobody will ask for again (docs/decisions/0064-live-events.md). */
export async function trimLiveEvents(database: Database): Promise<number> {
  return trimEvents(database, LIVE_EVENTS_KEPT_HOURS);
}

/** A digest row only proves its own period was done; two months is far past any period. */
export const DIGEST_ROWS_KEPT_DAYS = 60;

/** Trims digest rows of periods long gone (docs/decisions/0140-digests.md). */
export async function trimDigests(database: Database): Promise<number> {
  return trimDigestRows(database, DIGEST_ROWS_KEPT_DAYS);
}

/** Erases accounts deleted more than 30 days ago (their sessions, progress and resets go by cascade). */
export async function eraseExpiredAccounts(database: Database, filesDir: string): Promise<number> {
  const erased = await eraseAccounts(database, DELETED_ACCOUNT_KEPT_DAYS);
  for (const member of erased) await removeProfilePhoto(filesDir, member.avatar_file);
  return erased.length;
}

/** The digest job's queue on pg-boss. */
export const DIGEST_QUEUE = 'member-digests';
/** pg-boss queues a digest run every 15 minutes (one per tick across instances); a run does every member due. */
const DIGEST_CRON = '*/15 * * * *';

/**
 * What runs the digest job (docs/decisions/0140-digests.md): pg-boss on PostgreSQL, where several
 * instances share its queue; this process's timer on embedded PGlite, which is one instance.
 */
export type DigestEngine = { kind: 'timer' } | { kind: 'pg-boss'; connectionString: string; schema: string };

export function digestEngineFor(database: DatabaseConfig): DigestEngine {
  return database.kind === 'postgres'
    ? { kind: 'pg-boss', connectionString: database.url, schema: `${database.schema ?? 'member'}_jobs` }
    : { kind: 'timer' };
}

export interface DigestQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * pg-boss with the digest queue, its schedule and a worker on this instance. A failed run (a member's
 * digest could not be written) is retried with backoff; members already done are skipped by their
 * row, so a retry queues no second mail.
 */
export async function startDigestQueue(
  engine: Extract<DigestEngine, { kind: 'pg-boss' }>,
  digests: Digests,
  log: FastifyBaseLogger,
  {
    pollingIntervalSeconds = 10,
    retryDelaySeconds = 60,
  }: { pollingIntervalSeconds?: number; retryDelaySeconds?: number } = {},
): Promise<DigestQueue> {
  const boss = new PgBoss({ connectionString: engine.connectionString, schema: engine.schema, max: 2 });
  boss.on('error', (error) => log.error({ err: error }, 'digest queue error'));
  await boss.start();
  // A no-op when another instance created it first.
  await boss.createQueue(DIGEST_QUEUE, {
    name: DIGEST_QUEUE,
    retryLimit: 5,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  await boss.schedule(DIGEST_QUEUE, DIGEST_CRON, {}, { tz: 'UTC' });
  await boss.work(DIGEST_QUEUE, { pollingIntervalSeconds }, async () => {
    await digests.run();
  });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}

/**
 * The scheduled jobs, every `intervalMs`; each run is safe on several instances at once. Digests run
 * in the same timer on PGlite and on pg-boss on PostgreSQL. The returned stop waits for a run in
 * progress, so the database can close after it.
 */
export async function startJobs(
  database: Database,
  {
    filesDir,
    intervalMs,
    send,
    log,
    digests,
    digestEngine,
  }: {
    filesDir: string;
    intervalMs: number;
    send: SendMail;
    log: FastifyBaseLogger;
    digests: Digests;
    digestEngine: DigestEngine;
  },
): Promise<() => Promise<void>> {
  const queue = digestEngine.kind === 'pg-boss' ? await startDigestQueue(digestEngine, digests, log) : null;
  let running: Promise<void> | null = null;
  const run = async () => {
    if (running) return;
    running = runOnce();
    await running;
  };
  const runOnce = async () => {
    try {
      // A failed digest run does not hold the other jobs back; the next tick tries the members left.
      if (!queue) {
        await digests
          .run()
          .catch((error: unknown) => log.warn({ err: error }, 'digests run failed; the next run tries again'));
      }
      await deliverOutbox(database, send, log);
      const erased = await eraseExpiredAccounts(database, filesDir);
      if (erased > 0) log.info({ erased }, 'accounts deleted over 30 days ago erased');
      await trimLiveEvents(database);
      await trimDigests(database);
    } catch (error) {
      log.error({ err: error }, 'scheduled job failed');
    } finally {
      running = null;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return async () => {
    clearInterval(timer);
    await running;
    await queue?.stop();
  };
}
