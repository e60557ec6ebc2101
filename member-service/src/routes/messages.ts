import { randomUUID } from 'node:crypto';
import { httpError, type Queryable } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorOf, type AuthoredTextRow } from '../community/posts';
import { errorSchema, okSchema } from '../schemas';
import { settingsOf, type MemberRow } from '../storage/members';
import { authorSchema } from './community';
import { perSessionLimit, requireMember, type RouteContext } from './context';
import { memberTopic } from '../live/topics';
import { blockBetween, blockedEitherWay } from '../policy/policy';
import { NO_SUCH_MEMBER } from './safety';
import { idText, text } from '../textRule';

export const MAX_MESSAGE = 5_000;
const PAGE_SIZE = 50;
export const NO_SUCH_THREAD = 'That conversation is not there.';
export const CANNOT_MESSAGE = 'You cannot message this member.';
export const NO_MESSAGE_REQUESTS = 'This member does not accept message requests.';
export const CANNOT_MESSAGE_SELF = 'You cannot message yourself.';

/** Live topic of one conversation: only its two members may follow it. */
export const threadTopic = (threadId: string) => `dm:${threadId}`;

const messageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  author: authorSchema,
  text: z.string(),
  createdAt: z.string(),
});
const threadSchema = z.object({
  id: z.string(),
  with: authorSchema,
  lastMessage: z.object({ text: z.string(), createdAt: z.string(), mine: z.boolean() }).nullable(),
  unread: z.number(),
});
const threadParams = z.object({ threadId: idText('The conversation') });

export type MessageView = z.infer<typeof messageSchema>;

interface ThreadRow {
  id: string;
  member_a: string;
  member_b: string;
}

/** The thread if the member is in it; otherwise a 404 that does not say whether it exists. */
async function threadOf(db: Queryable, memberId: string, threadId: string): Promise<ThreadRow> {
  const [thread] = await db.query<ThreadRow>(
    'SELECT id, member_a, member_b FROM dm_threads WHERE id = $1 AND (member_a = $2 OR member_b = $2)',
    [threadId, memberId],
  );
  if (!thread) throw httpError(404, NO_SUCH_THREAD);
  return thread;
}

const otherIn = (thread: ThreadRow, memberId: string) =>
  thread.member_a === memberId ? thread.member_b : thread.member_a;

/** Whether a member may follow `dm:<id>` live: only the thread's two members may. */
export async function mayFollowThread(db: Queryable, memberId: string, threadId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM dm_threads t WHERE t.id = $1 AND (t.member_a = $2 OR t.member_b = $2)
        AND NOT ${blockedEitherWay('$2', 'CASE WHEN t.member_a = $2 THEN t.member_b ELSE t.member_a END')}`,
    [threadId, memberId],
  );
  return rows.length > 0;
}

export function messageRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messagesLimit = perSessionLimit(config, config.rateLimit.messagesPerMinute);

  /** Conversations as the inbox shows them, in the order of `threadIds`, read in one query. */
  async function threadViews(memberId: string, threadIds: string[]) {
    const rows = await database.query<{
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

  async function threadView(memberId: string, threadId: string) {
    const [thread] = await threadViews(memberId, [threadId]);
    if (!thread) throw httpError(404, NO_SUCH_THREAD);
    return thread;
  }

  api.get(
    '/api/members/messages/threads',
    {
      schema: {
        summary: "The member's conversations, latest first, with unread counts (not with members they blocked)",
        response: { 200: z.object({ threads: z.array(threadSchema) }), 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const ids = await database.query<{ id: string }>(
        `SELECT t.id FROM dm_threads t
          WHERE (t.member_a = $1 OR t.member_b = $1)
            AND NOT ${blockedEitherWay('$1', 'CASE WHEN t.member_a = $1 THEN t.member_b ELSE t.member_a END')}
          ORDER BY coalesce(t.last_message_at, t.created_at) DESC LIMIT 200`,
        [member.id],
      );
      return {
        threads: await threadViews(
          member.id,
          ids.map((row) => row.id),
        ),
      };
    },
  );

  api.post(
    '/api/members/messages/threads',
    {
      schema: {
        summary: "Open (or reopen) a conversation with a member, from their profile's Message button",
        body: z.strictObject({ username: idText('The username', 40) }),
        response: {
          200: z.object({ thread: threadSchema }),
          201: z.object({ thread: threadSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const [other] = await database.query<MemberRow>(
        `SELECT * FROM members WHERE username = $1 AND status = 'active'`,
        [request.body.username],
      );
      if (!other) throw httpError(404, NO_SUCH_MEMBER);
      if (other.id === member.id) throw httpError(400, CANNOT_MESSAGE_SELF);
      if (await blockBetween(database, member.id, other.id)) throw httpError(403, CANNOT_MESSAGE);
      const [memberA, memberB] = [member.id, other.id].sort() as [string, string];
      const [existing] = await database.query<{ id: string }>(
        'SELECT id FROM dm_threads WHERE member_a = $1 AND member_b = $2',
        [memberA, memberB],
      );
      if (existing) return reply.code(200).send({ thread: await threadView(member.id, existing.id) });
      if (!settingsOf(other).privacy.allowMessageRequests) throw httpError(403, NO_MESSAGE_REQUESTS);
      const id = randomUUID();
      // Two members opening the same conversation at once end with one thread.
      await database.query(
        'INSERT INTO dm_threads (id, member_a, member_b) VALUES ($1, $2, $3) ON CONFLICT (member_a, member_b) DO NOTHING',
        [id, memberA, memberB],
      );
      const [thread] = await database.query<{ id: string }>(
        'SELECT id FROM dm_threads WHERE member_a = $1 AND member_b = $2',
        [memberA, memberB],
      );
      return reply.code(201).send({ thread: await threadView(member.id, thread?.id ?? id) });
    },
  );

  api.get(
    '/api/members/messages/threads/:threadId',
    {
      schema: {
        summary:
          'A conversation: the latest 50 messages, oldest first (`before` for earlier ones); reading it marks it read',
        params: threadParams,
        querystring: z.strictObject({
          before: text('The page marker', { max: 40 })
            .pipe(z.iso.datetime('The page marker is not a time.'))
            .optional(),
        }),
        response: {
          200: z.object({ thread: threadSchema, messages: z.array(messageSchema), hasEarlier: z.boolean() }),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const thread = await threadOf(database, member.id, request.params.threadId);
      // A conversation across a block, in either direction, is gone for both.
      if (await blockBetween(database, member.id, otherIn(thread, member.id))) throw httpError(404, NO_SUCH_THREAD);
      const rows = await database.query<AuthoredTextRow>(
        `SELECT d.id, d.body, d.created_at, m.username, m.name, m.avatar_file, m.verified
           FROM dm_messages d JOIN members m ON m.id = d.author_id
          WHERE d.thread_id = $1 AND ($2::timestamptz IS NULL OR d.created_at < $2::timestamptz)
          ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
        [thread.id, request.query.before ?? null, PAGE_SIZE + 1],
      );
      await markRead(database, thread.id, member.id);
      return {
        thread: await threadView(member.id, thread.id),
        messages: rows
          .slice(0, PAGE_SIZE)
          .reverse()
          .map((row) => ({
            id: row.id,
            threadId: thread.id,
            author: authorOf(row),
            text: row.body,
            createdAt: new Date(row.created_at).toISOString(),
          })),
        hasEarlier: rows.length > PAGE_SIZE,
      };
    },
  );

  api.post(
    '/api/members/messages/threads/:threadId',
    {
      config: messagesLimit,
      schema: {
        summary: 'Send a message; both members see it live, and the other gets an unread count',
        params: threadParams,
        body: z.strictObject({
          text: text('A message', { max: MAX_MESSAGE }).refine(
            (text) => text.trim().length > 0,
            'Write a message to send.',
          ),
        }),
        response: {
          201: z.object({ message: messageSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const thread = await threadOf(database, member.id, request.params.threadId);
      const otherId = otherIn(thread, member.id);
      if (await blockBetween(database, member.id, otherId)) throw httpError(403, CANNOT_MESSAGE);
      const id = randomUUID();
      const message = await database.transaction(async (tx) => {
        const [row] = await tx.query<{ created_at: Date }>(
          'INSERT INTO dm_messages (id, thread_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING created_at',
          [id, thread.id, member.id, request.body.text],
        );
        await tx.query('UPDATE dm_threads SET last_message_at = $2 WHERE id = $1', [thread.id, row?.created_at]);
        const created: MessageView = {
          id,
          threadId: thread.id,
          author: authorOf(member),
          text: request.body.text,
          createdAt: new Date(row?.created_at ?? Date.now()).toISOString(),
        };
        await live.publish(tx, threadTopic(thread.id), { kind: 'message.created', message: created });
        // The other member's open pages (the inbox, the header's badge) hear of it too.
        await live.publish(tx, memberTopic(otherId), { kind: 'message.unread', threadId: thread.id, message: created });
        return created;
      });
      await markRead(database, thread.id, member.id);
      return reply.code(201).send({ message });
    },
  );

  api.post(
    '/api/members/messages/threads/:threadId/read',
    {
      schema: {
        summary: 'Mark a conversation read (its page is open)',
        params: threadParams,
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const thread = await threadOf(database, member.id, request.params.threadId);
      await markRead(database, thread.id, member.id);
      return { ok: true as const };
    },
  );
}

async function markRead(db: Queryable, threadId: string, memberId: string): Promise<void> {
  await db.query(
    `INSERT INTO dm_reads (thread_id, member_id, read_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (thread_id, member_id) DO UPDATE SET read_at = EXCLUDED.read_at`,
    [threadId, memberId],
  );
}
