import { randomUUID } from 'node:crypto';
import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  directMessageAnswer,
  errorSchema,
  okSchema,
  openThreadRequest,
  sendMessageRequest,
  threadAnswer,
  threadPageAnswer,
  threadPageQuery,
  threadParams,
  threadsAnswer,
} from '@mindset/member-contract';
import { authorOf, NO_SUCH_MEMBER, settingsOf } from '../accounts/people';
import { perSessionLimit, requireMember, type RouteContext } from '../http/context';
import { memberTopic, threadTopic } from '../live/topics';
import { markSubjectRead } from '../notifications/store';
import { excerptOf, linkTo } from '../notifications/rules';
import { blockBetween } from '../policy/store';
import {
  activeMemberByUsername,
  inboxThreadIds,
  insertMessage,
  markRead,
  openThread,
  otherIn,
  readMessages,
  threadBetween,
  threadOf as findThread,
  threadViews,
  type MessageView,
  type ThreadRow,
} from './store';

const PAGE_SIZE = 50;
export const NO_SUCH_THREAD = 'That conversation is not there.';
export const CANNOT_MESSAGE = 'You cannot message this member.';
export const NO_MESSAGE_REQUESTS = 'This member does not accept message requests.';
export const CANNOT_MESSAGE_SELF = 'You cannot message yourself.';

/** The thread if the member is in it; otherwise a 404 that does not say whether it exists. */
async function threadOf(db: RouteContext['database'], memberId: string, threadId: string): Promise<ThreadRow> {
  const thread = await findThread(db, memberId, threadId);
  if (!thread) throw httpError(404, NO_SUCH_THREAD);
  return thread;
}

export function messageRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live, notifier } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messagesLimit = perSessionLimit(config, config.rateLimit.messagesPerMinute);

  async function threadView(memberId: string, threadId: string) {
    const [thread] = await threadViews(database, memberId, [threadId]);
    if (!thread) throw httpError(404, NO_SUCH_THREAD);
    return thread;
  }

  api.get(
    '/api/members/messages/threads',
    {
      schema: {
        summary: "The member's conversations, latest first, with unread counts (not with members they blocked)",
        response: { 200: threadsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { threads: await threadViews(database, member.id, await inboxThreadIds(database, member.id)) };
    },
  );

  api.post(
    '/api/members/messages/threads',
    {
      schema: {
        summary: "Open (or reopen) a conversation with a member, from their profile's Message button",
        body: openThreadRequest,
        response: {
          200: threadAnswer,
          201: threadAnswer,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const other = await activeMemberByUsername(database, request.body.username);
      if (!other) throw httpError(404, NO_SUCH_MEMBER);
      if (other.id === member.id) throw httpError(400, CANNOT_MESSAGE_SELF);
      if (await blockBetween(database, member.id, other.id)) throw httpError(403, CANNOT_MESSAGE);
      const existing = await threadBetween(database, member.id, other.id);
      if (existing) return reply.code(200).send({ thread: await threadView(member.id, existing) });
      if (!settingsOf(other).privacy.allowMessageRequests) throw httpError(403, NO_MESSAGE_REQUESTS);
      const threadId = await openThread(database, randomUUID(), member.id, other.id);
      return reply.code(201).send({ thread: await threadView(member.id, threadId) });
    },
  );

  /** Reading a conversation reads what the bell said of it (and its mail, still waiting, is not sent). */
  async function markThreadRead(threadId: string, memberId: string): Promise<void> {
    await database.transaction(async (tx) => {
      await markRead(tx, threadId, memberId);
      if ((await markSubjectRead(tx, memberId, 'message', threadId)) > 0) {
        await live.publish(tx, memberTopic(memberId), { kind: 'notifications.read' });
      }
    });
  }

  api.get(
    '/api/members/messages/threads/:threadId',
    {
      schema: {
        summary:
          'A conversation: the latest 50 messages, oldest first (`before` for earlier ones); reading it marks it read',
        params: threadParams,
        querystring: threadPageQuery,
        response: {
          200: threadPageAnswer,
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
      const page = await readMessages(database, thread.id, request.query.before ?? null, PAGE_SIZE);
      await markThreadRead(thread.id, member.id);
      return {
        thread: await threadView(member.id, thread.id),
        messages: page.slice(0, PAGE_SIZE).reverse(),
        hasEarlier: page.length > PAGE_SIZE,
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
        body: sendMessageRequest,
        response: {
          201: directMessageAnswer,
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
        const createdAt = await insertMessage(tx, {
          id,
          threadId: thread.id,
          authorId: member.id,
          body: request.body.text,
        });
        const created: MessageView = {
          id,
          threadId: thread.id,
          author: authorOf(member),
          text: request.body.text,
          createdAt: createdAt.toISOString(),
        };
        await live.publish(tx, threadTopic(thread.id), { kind: 'message.created', message: created });
        // The other member's open pages (the inbox, the header's badge) hear of it too.
        await live.publish(tx, memberTopic(otherId), { kind: 'message.unread', threadId: thread.id, message: created });
        const told = await notifier.notify(tx, {
          kind: 'message',
          actor: member,
          candidates: [otherId],
          subjectId: thread.id,
          link: linkTo.thread(thread.id),
          excerpt: excerptOf(request.body.text),
        });
        return { created, emails: told.emails };
      });
      if (message.emails > 0) context.onMailQueued();
      await markRead(database, thread.id, member.id);
      return reply.code(201).send({ message: message.created });
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
      await markThreadRead(thread.id, member.id);
      return { ok: true as const };
    },
  );
}
