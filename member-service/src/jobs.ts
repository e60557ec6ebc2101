import type { Database } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { removeProfilePhoto } from './account/photos';
import { deliverOutbox, type SendMail } from './mail/outbox';

export const DELETED_ACCOUNT_KEPT_DAYS = 30;
/** Live events are for tabs that reconnect; a day is far past any reconnect. */
export const LIVE_EVENTS_KEPT_HOURS = 24;

/** Trims live events nobody will ask for again (docs/decisions/0064-live-events.md). */
export async function trimLiveEvents(database: Database): Promise<number> {
  const trimmed = await database.query(
    'DELETE FROM live_events WHERE created_at < now() - make_interval(hours => $1) RETURNING 1',
    [LIVE_EVENTS_KEPT_HOURS],
  );
  return trimmed.length;
}

/** Erases accounts deleted more than 30 days ago (their sessions, progress and resets go by cascade). */
export async function eraseExpiredAccounts(database: Database, filesDir: string): Promise<number> {
  const erased = await database.query<{ id: string; avatar_file: string | null }>(
    `DELETE FROM members WHERE status = 'deleted' AND status_changed_at < now() - make_interval(days => $1)
     RETURNING id, avatar_file`,
    [DELETED_ACCOUNT_KEPT_DAYS],
  );
  for (const member of erased) await removeProfilePhoto(filesDir, member.avatar_file);
  await database.query(`DELETE FROM sign_in_failures WHERE failed_at < now() - interval '1 day'`);
  await database.query(`DELETE FROM sessions WHERE expires_at < now()`);
  return erased.length;
}

/**
 * The scheduled jobs, every `intervalMs`; each run is safe on several instances at once. The
 * returned stop waits for a run in progress, so the database can close after it.
 */
export function startJobs(
  database: Database,
  { filesDir, intervalMs, send, log }: { filesDir: string; intervalMs: number; send: SendMail; log: FastifyBaseLogger },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    if (running) return;
    running = runOnce();
    await running;
  };
  const runOnce = async () => {
    try {
      await deliverOutbox(database, send, log);
      const erased = await eraseExpiredAccounts(database, filesDir);
      if (erased > 0) log.info({ erased }, 'accounts deleted over 30 days ago erased');
      await trimLiveEvents(database);
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
  };
}
