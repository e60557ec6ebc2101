import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/** Mail is written to the outbox in the same transaction as what caused it, then delivered by a job. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3)', [
    mail.to,
    mail.subject,
    mail.body,
  ]);
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** SMTP with timeouts at every step, so a mail server that hangs never holds the job. */
export function smtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
  };
}

/** Without SMTP the mail goes to the service log (and the dev mailbox page reads the outbox). */
export function logSender(log: FastifyBaseLogger): SendMail {
  return async (mail) => {
    log.info({ to: mail.to, subject: mail.subject, body: mail.body }, 'mail (no SMTP_URL configured)');
  };
}

const MAX_ATTEMPTS = 5;

/** Sends what is waiting. Rows are locked with SKIP LOCKED, so two instances never send one mail twice. */
export async function deliverOutbox(database: Database, send: SendMail, log: FastifyBaseLogger): Promise<number> {
  return database.transaction(async (tx) => {
    const pending = await tx.query<{ id: string; to_address: string; subject: string; body: string; attempts: number }>(
      `SELECT id, to_address, subject, body, attempts FROM outbox
        WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`,
      [MAX_ATTEMPTS],
    );
    let sent = 0;
    for (const mail of pending) {
      try {
        await send({ to: mail.to_address, subject: mail.subject, body: mail.body });
        await tx.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [mail.id]);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: mail.id, reason }, 'mail not delivered; will retry');
        await tx.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [mail.id, reason]);
      }
    }
    return sent;
  });
}
