import { randomUUID } from 'node:crypto';
import { httpError, type Queryable } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatMessageAnswer,
  chatMessageParams,
  chatThreadAnswer,
  conversationParams,
  conversationsAnswer,
  editChatMessageRequest,
  errorSchema,
  historyAnswer,
  historyQuery,
  okSchema,
  pinRequest,
  reactionParams,
  reactionsAnswer,
  sendChatMessageRequest,
  type ChatEvent,
} from '@mindset/member-contract';
import {
  CHAT_EMOJI,
  isConversation,
  readConversations,
  readHistory,
  readMessage,
  messageAuthorId,
  CONVERSATIONS,
  readReactions,
  readThread,
  visibleConversations,
  insertChatMessage,
  editChatMessage,
  tombstoneChatMessage,
  setReaction,
  pinMessage,
  unpinConversation,
  markConversationRead,
  type ChatMessageView,
  type ConversationId,
} from './store';
import { decodeCursor, encodeCursor } from '../posts/rules';
import { hiddenFrom } from '../policy/store';
import { isStaff } from '../policy/policy';
import { mentionedMemberIds } from '../social/store';
import { markSubjectRead } from '../notifications/store';
import { excerptOf, linkTo } from '../notifications/rules';
import { chatTopic, memberTopic } from '../live/topics';
import { NO_SUCH_CONVERSATION } from './store';
import type { MemberRow } from '../accounts/people';
import { perSessionLimit, requireMember, type RouteContext } from '../http/context';

export const NO_SUCH_MESSAGE = 'That message is not there any more.';
export const NOT_YOUR_MESSAGE = 'You can only edit your own messages.';
export const CANNOT_DELETE = 'Only the author or a moderator can delete a message.';
export const MODERATORS_PIN = 'Only moderators can pin a message.';
export const NOT_A_REACTION = 'Choose a reaction from the picker.';
export const NO_NESTED_THREADS = 'Reply in the thread of the first message.';
export const NOT_AN_OLDER_PAGE = 'That page of history is not one we gave out. Reload the channel.';

/** The collab hub for members: channels and groups with history, threads, reactions, edits, pins and unread counts. */
export function collabRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live, notifier } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The conversation if the member may see it; one they may not is as absent as one that does not exist. */
  function conversationFor(member: MemberRow, id: string): ConversationId {
    if (!isConversation(id) || !visibleConversations(member.role).includes(id)) {
      throw httpError(404, NO_SUCH_CONVERSATION);
    }
    return id;
  }

  /** A message in a conversation the member may see, else a 404. */
  async function messageFor(member: MemberRow, messageId: string): Promise<ChatMessageView> {
    const message = await readMessage(database, messageId);
    if (!message || !isConversation(message.conversation)) throw httpError(404, NO_SUCH_MESSAGE);
    conversationFor(member, message.conversation);
    // A message by someone with a block between them and the member is not there for the member.
    if ((await hiddenFrom(database, member.id)).has(message.author.username)) throw httpError(404, NO_SUCH_MESSAGE);
    return message;
  }

  async function publish(tx: Queryable, conversation: string, event: ChatEvent): Promise<void> {
    await live.publish(tx, chatTopic(conversation), event);
  }

  api.get(
    '/api/members/collab/conversations',
    {
      schema: {
        summary:
          'The channels and groups you may see, with unread and @mention counts, when you last read each, and its pinned message; the reactions the picker offers; whether you moderate',
        response: {
          200: conversationsAnswer,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return {
        conversations: await readConversations(database, member),
        emoji: [...CHAT_EMOJI],
        moderator: isStaff(member.role),
      };
    },
  );

  api.get(
    '/api/members/collab/conversations/:conversation/messages',
    {
      schema: {
        summary: 'A page of history, oldest first; `before` (the olderCursor of the last page) goes further back',
        params: conversationParams,
        querystring: historyQuery,
        response: {
          200: historyAnswer,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const conversation = conversationFor(member, request.params.conversation);
      const { before } = request.query;
      const cursor = before === undefined ? null : decodeCursor(before);
      if (before !== undefined && !cursor) throw httpError(400, NOT_AN_OLDER_PAGE);
      const page = await readHistory(database, member.id, conversation, cursor);
      return { messages: page.messages, olderCursor: page.olderCursor ? encodeCursor(page.olderCursor) : null };
    },
  );

  api.post(
    '/api/members/collab/conversations/:conversation/messages',
    {
      config: perSessionLimit(config, config.rateLimit.messagesPerMinute),
      schema: {
        summary: 'Send a message, or with parentId a reply in that thread; everyone in the channel sees it live',
        params: conversationParams,
        body: sendChatMessageRequest,
        response: {
          201: chatMessageAnswer,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const conversation = conversationFor(member, request.params.conversation);
      const { text, parentId } = request.body;
      if (parentId) {
        const parent = await readMessage(database, parentId);
        if (!parent || parent.conversation !== conversation || parent.deleted) throw httpError(404, NO_SUCH_MESSAGE);
        if (parent.parentId) throw httpError(400, NO_NESTED_THREADS);
      }
      const id = randomUUID();
      const message = await database.transaction(async (tx) => {
        const created = await insertChatMessage(tx, {
          id,
          conversation,
          author: member,
          parentId: parentId ?? null,
          body: text,
        });
        await publish(tx, conversation, { kind: 'message.created', message: created });
        if (parentId) {
          const parent = await readMessage(tx, parentId);
          if (parent) await publish(tx, conversation, { kind: 'message.updated', message: parent });
        }
        // Those it mentions hear of it on their own topic, wherever they are, for the sidebar badge.
        const mentionedIds = await mentionedMemberIds(tx, text, member.id);
        for (const mentioned of mentionedIds) {
          if (mentioned !== member.id) {
            await live.publish(tx, memberTopic(mentioned), { kind: 'chat.mention', conversation, messageId: id });
          }
        }
        // Reading the conversation reads these (their subject is the conversation).
        const about = {
          actor: member,
          subjectId: conversation,
          link: linkTo.chatMessage(conversation, id),
          excerpt: excerptOf(text),
          moderatorsOnly: CONVERSATIONS[conversation].staffOnly,
        };
        const mentioned = await notifier.notify(tx, { ...about, kind: 'mention', candidates: mentionedIds });
        const parentAuthor = parentId ? await messageAuthorId(tx, parentId) : null;
        const replied =
          parentAuthor && !mentionedIds.includes(parentAuthor)
            ? await notifier.notify(tx, { ...about, kind: 'reply', candidates: [parentAuthor] })
            : { emails: 0 };
        return { created, emails: mentioned.emails + replied.emails };
      });
      if (message.emails > 0) context.onMailQueued();
      return reply.code(201).send({ message: message.created });
    },
  );

  api.get(
    '/api/members/collab/messages/:messageId/thread',
    {
      schema: {
        summary: 'A thread: its first message and the replies, oldest first',
        params: chatMessageParams,
        response: {
          200: chatThreadAnswer,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const parent = await messageFor(member, request.params.messageId);
      return { parent, replies: await readThread(database, member.id, parent.id) };
    },
  );

  api.patch(
    '/api/members/collab/messages/:messageId',
    {
      schema: {
        summary: 'Edit your own message (it shows "edited")',
        params: chatMessageParams,
        body: editChatMessageRequest,
        response: {
          200: chatMessageAnswer,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const message = await messageFor(member, request.params.messageId);
      if (message.deleted) throw httpError(404, NO_SUCH_MESSAGE);
      if (message.author.username !== member.username) throw httpError(403, NOT_YOUR_MESSAGE);
      const updated = await database.transaction(async (tx) => {
        await editChatMessage(tx, message.id, request.body.text);
        const changed = await readMessage(tx, message.id);
        if (!changed) throw httpError(404, NO_SUCH_MESSAGE);
        await publish(tx, message.conversation, { kind: 'message.updated', message: changed });
        return changed;
      });
      return { message: updated };
    },
  );

  api.delete(
    '/api/members/collab/messages/:messageId',
    {
      schema: {
        summary: 'Delete your own message, or any as a moderator; it leaves a tombstone',
        params: chatMessageParams,
        response: { 200: okSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const message = await messageFor(member, request.params.messageId);
      if (message.deleted) return { ok: true as const };
      if (message.author.username !== member.username && !isStaff(member.role)) {
        throw httpError(403, CANNOT_DELETE);
      }
      await database.transaction(async (tx) => {
        const { wasPinned } = await tombstoneChatMessage(tx, message.id);
        const tombstone = await readMessage(tx, message.id);
        if (tombstone) await publish(tx, message.conversation, { kind: 'message.updated', message: tombstone });
        if (wasPinned) await publish(tx, message.conversation, { kind: 'pinned', message: null });
        if (message.parentId) {
          const parent = await readMessage(tx, message.parentId);
          if (parent) await publish(tx, message.conversation, { kind: 'message.updated', message: parent });
        }
      });
      request.log.info(
        { messageId: message.id, byModerator: message.author.username !== member.username },
        'chat message deleted',
      );
      return { ok: true as const };
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/members/collab/messages/:messageId/reactions/:emoji',
      {
        schema: {
          summary: method === 'put' ? 'React with an emoji (again is no change)' : 'Take your reaction back',
          params: reactionParams,
          response: {
            200: reactionsAnswer,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const { emoji } = request.params;
        if (!(CHAT_EMOJI as readonly string[]).includes(emoji)) throw httpError(400, NOT_A_REACTION);
        const message = await messageFor(member, request.params.messageId);
        if (message.deleted) throw httpError(404, NO_SUCH_MESSAGE);
        const reactions = await database.transaction(async (tx) => {
          const changed = await setReaction(tx, message.id, member.id, emoji, method === 'put');
          const now = await readReactions(tx, message.id);
          if (changed) {
            await publish(tx, message.conversation, { kind: 'reactions', messageId: message.id, reactions: now });
          }
          return now;
        });
        return { reactions };
      },
    );
  }

  api.put(
    '/api/members/collab/conversations/:conversation/pin',
    {
      schema: {
        summary: 'Pin a message in its channel (moderators; one per channel, replacing the last)',
        params: conversationParams,
        body: pinRequest,
        response: { 200: okSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const conversation = conversationFor(member, request.params.conversation);
      if (!isStaff(member.role)) throw httpError(403, MODERATORS_PIN);
      const message = await readMessage(database, request.body.messageId);
      if (!message || message.conversation !== conversation || message.deleted) throw httpError(404, NO_SUCH_MESSAGE);
      await database.transaction(async (tx) => {
        await pinMessage(tx, conversation, message.id, member.id);
        await publish(tx, conversation, { kind: 'pinned', message });
      });
      return { ok: true as const };
    },
  );

  api.delete(
    '/api/members/collab/conversations/:conversation/pin',
    {
      schema: {
        summary: 'Unpin the channel’s pinned message (moderators)',
        params: conversationParams,
        response: { 200: okSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const conversation = conversationFor(member, request.params.conversation);
      if (!isStaff(member.role)) throw httpError(403, MODERATORS_PIN);
      await database.transaction(async (tx) => {
        await unpinConversation(tx, conversation);
        await publish(tx, conversation, { kind: 'pinned', message: null });
      });
      return { ok: true as const };
    },
  );

  api.put(
    '/api/members/collab/conversations/:conversation/read',
    {
      schema: {
        summary: 'Mark the channel read up to now (its unread and mention counts go to zero)',
        params: conversationParams,
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const conversation = conversationFor(member, request.params.conversation);
      await database.transaction(async (tx) => {
        await markConversationRead(tx, member.id, conversation);
        // What the bell said of it is read too (and its mail, still waiting, is not sent).
        const read =
          (await markSubjectRead(tx, member.id, 'mention', conversation)) +
          (await markSubjectRead(tx, member.id, 'reply', conversation));
        if (read > 0) await live.publish(tx, memberTopic(member.id), { kind: 'notifications.read' });
      });
      return { ok: true as const };
    },
  );
}
