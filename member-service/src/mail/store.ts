import type { Queryable } from '@mindset/service-kit';

// The mail outbox: every SQL statement about it. Mail is written in the transaction of what causes it.

export interface QueuedMail {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
  attempts: number;
  /** Set for a notification's mail: it is not sent once the notification was read in the app. */
  notification_read: boolean | null;
}

export interface MailRow {
  to: string;
  subject: string;
  body: string;
  html?: string;
  headers?: Record<string, string>;
  /** The member it is for, whose settings note a bounce. */
  memberId?: string;
  /** Sent no sooner than this many seconds from now. */
  delaySeconds?: number;
  /** The notification it tells of: read in the app before it is sent, it is not sent. */
  notificationId?: string;
  /** A mail that must go once only: a second insert with the key is a no-op. */
  dedupeKey?: string;
}

/** Answers the queued row's id (null: a mail with its dedupe key already was queued). */
export async function insertMail(db: Queryable, mail: MailRow): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO outbox (to_address, subject, body, html, headers, member_id, send_after, notification_id, dedupe_key)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, now() + make_interval(secs => $7), $8, $9)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      mail.to,
      mail.subject,
      mail.body,
      mail.html ?? null,
      JSON.stringify(mail.headers ?? {}),
      mail.memberId ?? null,
      mail.delaySeconds ?? 0,
      mail.notificationId ?? null,
      mail.dedupeKey ?? null,
    ],
  );
  return rows[0] ? String(rows[0].id) : null;
}

/** Many mails in one statement (a post's followers): none of them has a dedupe key. */
export async function insertMails(db: Queryable, mails: Omit<MailRow, 'dedupeKey'>[]): Promise<void> {
  if (mails.length === 0) return;
  await db.query(
    `INSERT INTO outbox (to_address, subject, body, html, headers, member_id, send_after, notification_id)
     SELECT t, s, b, h, hd::jsonb, m, now() + make_interval(secs => d), n
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::bigint[])
         AS mail(t, s, b, h, hd, m, d, n)`,
    [
      mails.map((mail) => mail.to),
      mails.map((mail) => mail.subject),
      mails.map((mail) => mail.body),
      mails.map((mail) => mail.html ?? null),
      mails.map((mail) => JSON.stringify(mail.headers ?? {})),
      mails.map((mail) => mail.memberId ?? null),
      mails.map((mail) => mail.delaySeconds ?? 0),
      mails.map((mail) => mail.notificationId ?? null),
    ],
  );
}

/** Mail that is due, locked with SKIP LOCKED so two instances never send one twice. */
export async function lockDueMail(db: Queryable, limit: number): Promise<QueuedMail[]> {
  const rows = await db.query<QueuedMail>(
    `SELECT o.id, o.to_address, o.subject, o.body, o.html, o.headers, o.attempts,
            CASE WHEN o.notification_id IS NULL THEN NULL
                 ELSE coalesce((SELECT n.read_at IS NOT NULL FROM notifications n WHERE n.id = o.notification_id), true) END
              AS notification_read
       FROM outbox o
      WHERE o.sent_at IS NULL AND o.settled_at IS NULL AND o.send_after <= now()
      ORDER BY o.send_after, o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
    [limit],
  );
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [id]);
}

/** A failure worth retrying: tried again after `retryInSeconds`. */
export async function markFailed(db: Queryable, id: string, reason: string, retryInSeconds: number): Promise<void> {
  await db.query(
    `UPDATE outbox SET attempts = attempts + 1, last_error = $2, send_after = now() + make_interval(secs => $3)
      WHERE id = $1`,
    [id, reason, retryInSeconds],
  );
}

/** Never to be sent: read in the app first, or the address refused it (`reason`). */
export async function settle(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query('UPDATE outbox SET settled_at = now(), attempts = attempts + 1, last_error = $2 WHERE id = $1', [
    id,
    reason,
  ]);
}

/** A permanent failure turns email off for every member with that address, with the note their settings show. */
export async function stopEmailTo(db: Queryable, address: string, note: string): Promise<void> {
  await db.query('UPDATE members SET email_stopped = $2 WHERE lower(email) = lower($1)', [address, note]);
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
