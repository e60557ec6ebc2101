import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { insertMail, lockPendingMail, markFailed, markSent } from './store';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/** Mail is written to the outbox in the same transaction as what caused it, then delivered by a job. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await insertMail(db, mail);
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
    const pending = await lockPendingMail(tx, MAX_ATTEMPTS, 20);
    let sent = 0;
    for (const mail of pending) {
      try {
        await send({ to: mail.to_address, subject: mail.subject, body: mail.body });
        await markSent(tx, mail.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: mail.id, reason }, 'mail not delivered; will retry');
        await markFailed(tx, mail.id, reason);
      }
    }
    return sent;
  });
}
