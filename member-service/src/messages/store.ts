import type { Queryable } from '@mindset/service-kit';
import { blockedEitherWay } from '../policy/policy';
import type { AuthoredTextRow } from '../posts/store';
import { authorOf, type MemberRow } from '../accounts/people';

// Direct messages: every SQL statement of the messages concept.

export interface ThreadRow {
  id: string;
  member_a: string;
  member_b: string;
}

export interface MessageView {
  id: string;
  threadId: string;
  author: ReturnType<typeof authorOf>;
  text: string;
  createdAt: string;
}

export const otherIn = (thread: ThreadRow, memberId: string) =>
  thread.member_a === memberId ? thread.member_b : thread.member_a;

/** The thread if the member is in it, else null. */
export async function threadOf(db: Queryable, memberId: string, threadId: string): Promise<ThreadRow | null> {
  const [thread] = await db.query<ThreadRow>(
    'SELECT id, member_a, member_b FROM dm_threads WHERE id = $1 AND (member_a = $2 OR member_b = $2)',
    [threadId, memberId],
  );
  return thread ?? null;
}

/** Whether a member may follow `dm:<id>` live: only the thread's two members, with no block between them. */
export async function mayFollowThread(db: Queryable, memberId: string, threadId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM dm_threads t WHERE t.id = $1 AND (t.member_a = $2 OR t.member_b = $2)
        AND NOT ${blockedEitherWay('$2', 'CASE WHEN t.member_a = $2 THEN t.member_b ELSE t.member_a END')}`,
    [threadId, memberId],
  );
  return rows.length > 0;
}

/** The member's conversations, latest first, none across a block. */
export async function inboxThreadIds(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT t.id FROM dm_threads t
      WHERE (t.member_a = $1 OR t.member_b = $1)
        AND NOT ${blockedEitherWay('$1', 'CASE WHEN t.member_a = $1 THEN t.member_b ELSE t.member_a END')}
      ORDER BY coalesce(t.last_message_at, t.created_at) DESC LIMIT 200`,
    [memberId],
  );
  return rows.map((row) => row.id);
}

/** Conversations as the inbox shows them, in the order of `threadIds`, read in one query. */
export async function threadViews(db: Queryable, memberId: string, threadIds: string[]) {
  const rows = await db.query<{
    id: string;
    username: string;
    name: string;
    avatar_file: string | null;
    verified: boolean;
    last_body: string | null;
    last_at: Date | null;
    last_author: string | null;
    unread: number;
  }>(
    `SELECT t.id, m.username, m.name, m.avatar_file, m.verified,
            last.body AS last_body, last.created_at AS last_at, last.author_id AS last_author,
            (SELECT count(*) FROM dm_messages u
               LEFT JOIN dm_reads r ON r.thread_id = u.thread_id AND r.member_id = $1
              WHERE u.thread_id = t.id AND u.author_id <> $1 AND (r.read_at IS NULL OR u.created_at > r.read_at))::int AS unread
       FROM dm_threads t
       JOIN members m ON m.id = CASE WHEN t.member_a = $1 THEN t.member_b ELSE t.member_a END
       LEFT JOIN LATERAL (
         SELECT body, created_at, author_id FROM dm_messages WHERE thread_id = t.id ORDER BY created_at DESC, id DESC LIMIT 1
       ) last ON true
      WHERE t.id = ANY($2::text[])`,
    [memberId, threadIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return threadIds.flatMap((threadId) => {
    const row = byId.get(threadId);
    if (!row) return [];
    return [
      {
        id: row.id,
        with: authorOf(row),
        lastMessage:
          row.last_body === null || row.last_at === null
            ? null
            : {
                text: row.last_body,
                createdAt: new Date(row.last_at).toISOString(),
                mine: row.last_author === memberId,
              },
        unread: row.unread,
      },
    ];
  });
}

/** The thread between the two, if there is one. */
export async function threadBetween(db: Queryable, one: string, other: string): Promise<string | null> {
  const [memberA, memberB] = [one, other].sort();
  const [existing] = await db.query<{ id: string }>('SELECT id FROM dm_threads WHERE member_a = $1 AND member_b = $2', [
    memberA,
    memberB,
  ]);
  return existing?.id ?? null;
}

/** Opens the pair's thread; two members opening it at once end with one. Answers its id. */
export async function openThread(db: Queryable, id: string, one: string, other: string): Promise<string> {
  const [memberA, memberB] = [one, other].sort();
  await db.query(
    'INSERT INTO dm_threads (id, member_a, member_b) VALUES ($1, $2, $3) ON CONFLICT (member_a, member_b) DO NOTHING',
    [id, memberA, memberB],
  );
  return (await threadBetween(db, one, other)) ?? id;
}

/** One page of a conversation, newest first, before `before` (one more than `limit`, to tell if there are earlier). */
export async function readMessages(
  db: Queryable,
  threadId: string,
  before: string | null,
  limit: number,
): Promise<MessageView[]> {
  const rows = await db.query<AuthoredTextRow>(
    `SELECT d.id, d.body, d.created_at, m.username, m.name, m.avatar_file, m.verified
       FROM dm_messages d JOIN members m ON m.id = d.author_id
      WHERE d.thread_id = $1 AND ($2::timestamptz IS NULL OR d.created_at < $2::timestamptz)
      ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
    [threadId, before, limit + 1],
  );
  return rows.map((row) => ({
    id: row.id,
    threadId,
    author: authorOf(row),
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Writes a message and moves its thread up the inbox; answers when it was written. */
export async function insertMessage(
  db: Queryable,
  message: { id: string; threadId: string; authorId: string; body: string },
): Promise<Date> {
  const [row] = await db.query<{ created_at: Date }>(
    'INSERT INTO dm_messages (id, thread_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING created_at',
    [message.id, message.threadId, message.authorId, message.body],
  );
  const createdAt = new Date(row?.created_at ?? Date.now());
  await db.query('UPDATE dm_threads SET last_message_at = $2 WHERE id = $1', [message.threadId, createdAt]);
  return createdAt;
}

export async function markRead(db: Queryable, threadId: string, memberId: string): Promise<void> {
  await db.query(
    `INSERT INTO dm_reads (thread_id, member_id, read_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (thread_id, member_id) DO UPDATE SET read_at = EXCLUDED.read_at`,
    [threadId, memberId],
  );
}

/** The active member with this exact username, or null. */
export async function activeMemberByUsername(db: Queryable, username: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT * FROM members WHERE username = $1 AND status = 'active'`, [
    username,
  ]);
  return row ?? null;
}
