import type { Database, Queryable } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { insertMail, insertMails, lockDueMail, markFailed, markSent, settle, stopEmailTo, type MailRow } from './store';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part (every mail has one). */
  body: string;
  /** The HTML part, where the mail has one. */
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on notification mail. */
  headers?: Record<string, string>;
}

/**
 * Mail is written to the outbox in the same transaction as what caused it, then delivered by a job.
 * Answers the outbox row's id; null when a mail with its dedupe key was already queued.
 */
export async function enqueueMail(db: Queryable, mail: MailRow): Promise<string | null> {
  return insertMail(db, mail);
}

/** Many mails written at once, in the caller's transaction (a notification's recipients). */
export async function enqueueMails(db: Queryable, mails: Omit<MailRow, 'dedupeKey'>[]): Promise<void> {
  await insertMails(db, mails);
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * A refusal that will not change on a retry (the server answered 5xx: no such mailbox, policy):
 * email to that address stops, with a note in the member's settings.
 */
export class PermanentMailFailure extends Error {}

/** SMTP with timeouts at every step, so a mail server that hangs never holds the job. */
export function smtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers ?? {},
      });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new PermanentMailFailure(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  };
}

/** Without SMTP the mail goes to the service log (and the dev mailbox page reads the outbox). */
export function logSender(log: FastifyBaseLogger): SendMail {
  return async (mail) => {
    log.info({ to: mail.to, subject: mail.subject, body: mail.body }, 'mail (no SMTP_URL configured)');
  };
}

/** Tries before a mail is given up (the waits between them double: 30 s, 1, 2, 4 min). */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 30;

/**
 * Sends what is due. Rows are locked with SKIP LOCKED, so two instances never send one mail twice;
 * a notification's mail whose notification was read in the app meanwhile is not sent.
 */
export async function deliverOutbox(database: Database, send: SendMail, log: FastifyBaseLogger): Promise<number> {
  return database.transaction(async (tx) => {
    const due = await lockDueMail(tx, 20);
    let sent = 0;
    for (const mail of due) {
      if (mail.notification_read) {
        await settle(tx, mail.id, 'read in the app before it was sent');
        continue;
      }
      try {
        await send({
          to: mail.to_address,
          subject: mail.subject,
          body: mail.body,
          ...(mail.html ? { html: mail.html } : {}),
          headers: mail.headers,
        });
        await markSent(tx, mail.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const refused = error instanceof PermanentMailFailure;
        const givenUp = refused || mail.attempts + 1 >= MAX_ATTEMPTS;
        log.warn({ outboxId: mail.id, reason, refused }, givenUp ? 'mail given up' : 'mail not delivered; will retry');
        if (givenUp) {
          await settle(tx, mail.id, reason);
          // A server that is down is not the address's fault: only a refusal stops email to it.
          if (refused) {
            await stopEmailTo(
              tx,
              mail.to_address,
              `Email to this address stopped on ${new Date().toISOString().slice(0, 10)}: it could not be delivered (${reason.slice(0, 200)}).`,
            );
          }
        } else {
          await markFailed(tx, mail.id, reason, FIRST_RETRY_SECONDS * 2 ** mail.attempts);
        }
      }
    }
    return sent;
  });
}
