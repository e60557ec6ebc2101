import type { Queryable } from '@mindset/service-kit';

// The mail outbox: every SQL statement about it. Mail is written in the transaction of what causes it.

export interface QueuedMail {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

export async function insertMail(db: Queryable, mail: { to: string; subject: string; body: string }): Promise<void> {
  await db.query('INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.body,
  ]);
}

/** Mail waiting to go, locked with SKIP LOCKED so two instances never send one twice. */
export async function lockPendingMail(db: Queryable, maxAttempts: number, limit: number): Promise<QueuedMail[]> {
  return db.query<QueuedMail>(
    `SELECT id, to_address, subject, body, attempts FROM outbox
      WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [maxAttempts, limit],
  );
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function markFailed(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [id, reason]);
}

/** The last mails, newest first (the development mailbox). */
export async function recentMail(
  db: Queryable,
  limit: number,
): Promise<{ to_address: string; subject: string; body: string; created_at: Date }[]> {
  return db.query<{ to_address: string; subject: string; body: string; created_at: Date }>(
    'SELECT to_address, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
}
