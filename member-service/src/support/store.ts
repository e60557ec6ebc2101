import type { Queryable } from '@mindset/service-kit';
import type {
  OwnSupportTicket,
  StaffSupportReply,
  SupportTicket,
  SupportTicketSummary,
} from '@mindset/member-contract';

// Support requests and their replies: every SQL statement of the support concept.

interface NewTicket {
  reference: string;
  memberId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Answers false when the reference is taken (the caller draws another). */
export async function insertTicket(db: Queryable, ticket: NewTicket): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO support_tickets (reference, member_id, name, email, subject, message)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (reference) DO NOTHING RETURNING 1`,
    [ticket.reference, ticket.memberId, ticket.name, ticket.email, ticket.subject, ticket.message],
  );
  return rows.length > 0;
}

/** Requests sent from this email address in the last `minutes`. */
export async function recentTicketsFrom(db: Queryable, email: string, minutes: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM support_tickets
      WHERE email = $1 AND created_at > now() - make_interval(mins => $2)`,
    [email, minutes],
  );
  return row?.count ?? 0;
}

interface SummaryRow {
  id: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  answered_at: Date | null;
  member_id: string | null;
  username: string | null;
  member_name: string | null;
  reply_count: number;
  last_reply_at: Date | null;
}

const SUMMARY_COLUMNS = `t.id::text AS id, t.reference, t.name, t.email, t.subject, t.message, t.created_at,
       t.answered_at, t.member_id, m.username, m.name AS member_name,
       (SELECT count(*)::int FROM support_replies r WHERE r.ticket_id = t.id) AS reply_count,
       (SELECT max(r.created_at) FROM support_replies r WHERE r.ticket_id = t.id) AS last_reply_at`;

const iso = (date: Date) => new Date(date).toISOString();

function toSummary(row: SummaryRow): SupportTicketSummary {
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.answered_at ? 'answered' : 'open',
    member: row.username && row.member_name ? { username: row.username, name: row.member_name } : null,
    createdAt: iso(row.created_at),
    replyCount: row.reply_count,
    lastReplyAt: row.last_reply_at ? iso(row.last_reply_at) : null,
  };
}

/**
 * The studio's list: open requests first, the longest waiting at the top (the promise is a reply
 * within 24 hours), then answered ones, most recently answered first.
 */
export async function listTickets(db: Queryable, limit: number): Promise<SupportTicketSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM support_tickets t LEFT JOIN members m ON m.id = t.member_id
      ORDER BY t.answered_at IS NOT NULL,
               CASE WHEN t.answered_at IS NULL THEN t.created_at END ASC,
               t.answered_at DESC, t.id DESC
      LIMIT $1`,
    [limit],
  );
  return rows.map(toSummary);
}

interface ReplyRow {
  ticket_id: string;
  body: string;
  created_at: Date;
  moderator: string | null;
}

async function repliesTo(db: Queryable, ticketIds: string[]): Promise<ReplyRow[]> {
  if (ticketIds.length === 0) return [];
  return db.query<ReplyRow>(
    `SELECT r.ticket_id::text AS ticket_id, r.body, r.created_at, m.name AS moderator
       FROM support_replies r LEFT JOIN members m ON m.id = r.moderator_id
      WHERE r.ticket_id = ANY($1::bigint[]) ORDER BY r.id`,
    [ticketIds],
  );
}

/** A moderator who has since been erased. */
const FORMER_MODERATOR = 'A former moderator';

/** One request with its message and every reply, oldest first; null when there is none. */
export async function readTicket(db: Queryable, reference: string): Promise<SupportTicket | null> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM support_tickets t LEFT JOIN members m ON m.id = t.member_id WHERE t.reference = $1`,
    [reference],
  );
  if (!row) return null;
  const replies = await repliesTo(db, [row.id]);
  return {
    ...toSummary(row),
    message: row.message,
    replies: replies.map(toStaffReply),
  };
}

function toStaffReply(reply: ReplyRow): StaffSupportReply {
  return { body: reply.body, createdAt: iso(reply.created_at), moderator: reply.moderator ?? FORMER_MODERATOR };
}

interface LockedTicket {
  id: string;
  reference: string;
  memberId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The request, locked for a reply in the caller's transaction (two replies at once are written one after the other). */
export async function lockTicket(db: Queryable, reference: string): Promise<LockedTicket | null> {
  const [row] = await db.query<{
    id: string;
    reference: string;
    member_id: string | null;
    name: string;
    email: string;
    subject: string;
    message: string;
  }>(
    `SELECT id::text AS id, reference, member_id, name, email, subject, message
       FROM support_tickets WHERE reference = $1 FOR UPDATE`,
    [reference],
  );
  return row
    ? {
        id: row.id,
        reference: row.reference,
        memberId: row.member_id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
      }
    : null;
}

/** Writes a reply and marks the request answered. */
export async function insertReply(
  db: Queryable,
  ticketId: string,
  moderator: { id: string; name: string },
  body: string,
): Promise<StaffSupportReply> {
  const [row] = await db.query<{ created_at: Date }>(
    `INSERT INTO support_replies (ticket_id, moderator_id, body) VALUES ($1, $2, $3) RETURNING created_at`,
    [ticketId, moderator.id, body],
  );
  await db.query('UPDATE support_tickets SET answered_at = now() WHERE id = $1', [ticketId]);
  if (!row) throw new Error('the reply was not written');
  return { body, createdAt: iso(row.created_at), moderator: moderator.name };
}

/** A member's own requests, newest first, with the replies they were sent. */
export async function ownTickets(db: Queryable, memberId: string, limit: number): Promise<OwnSupportTicket[]> {
  const rows = await db.query<{
    id: string;
    reference: string;
    subject: string;
    message: string;
    created_at: Date;
    answered_at: Date | null;
  }>(
    `SELECT id::text AS id, reference, subject, message, created_at, answered_at
       FROM support_tickets WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, limit],
  );
  const replies = await repliesTo(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    reference: row.reference,
    subject: row.subject,
    message: row.message,
    status: row.answered_at ? 'answered' : 'open',
    createdAt: iso(row.created_at),
    replies: replies
      .filter((reply) => reply.ticket_id === row.id)
      .map((reply) => ({ body: reply.body, createdAt: iso(reply.created_at) })),
  }));
}
