import * as z from 'zod/mini';
import { idText, text } from './text';

export const MAX_CHAT_MESSAGE = 4_000;

export const chatAuthorSchema = z.object({
  username: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  verified: z.boolean(),
  role: z.nullable(z.literal('Moderator')),
});
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

export const reactionSchema = z.object({ emoji: z.string(), count: z.number(), usernames: z.array(z.string()) });
export type Reaction = z.infer<typeof reactionSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversation: z.string(),
  parentId: z.nullable(z.string()),
  author: chatAuthorSchema,
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  deleted: z.boolean(),
  reactions: z.array(reactionSchema),
  replies: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  unread: z.number(),
  mentions: z.number(),
  readAt: z.nullable(z.string()),
  pinned: z.nullable(chatMessageSchema),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** `GET /api/members/collab/conversations`: what you may see, the reactions the picker offers, whether you moderate. */
export const conversationsAnswer = z.object({
  conversations: z.array(conversationSummarySchema),
  emoji: z.array(z.string()),
  /** The member may delete any message and pin. */
  moderator: z.boolean(),
});
export type ConversationsAnswer = z.infer<typeof conversationsAnswer>;

export const conversationParams = z.object({ conversation: idText('A channel', 40) });
export type ConversationParams = z.infer<typeof conversationParams>;
export const chatMessageParams = z.object({ messageId: idText('A message') });
export type ChatMessageParams = z.infer<typeof chatMessageParams>;

/** `GET .../conversations/:conversation/messages?before=`: a page of history, oldest first. */
export const historyQuery = z.strictObject({ before: z.optional(text({ label: 'The page of history', max: 200 })) });
export type HistoryQuery = z.infer<typeof historyQuery>;
export const historyAnswer = z.object({ messages: z.array(chatMessageSchema), olderCursor: z.nullable(z.string()) });
export type HistoryAnswer = z.infer<typeof historyAnswer>;

const chatText = text({
  label: 'A message',
  max: MAX_CHAT_MESSAGE,
  // Spaces around a message never counted towards its length.
  trim: 'first',
  // Product rules (Collab): a blank message is not sent.
  required: 'Write something to send.',
});

/** `POST .../conversations/:conversation/messages`: with parentId, a reply in that thread. */
export const sendChatMessageRequest = z.strictObject({
  text: chatText,
  parentId: z.optional(idText('The message replied to')),
});
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequest>;
export const chatMessageAnswer = z.object({ message: chatMessageSchema });
export type ChatMessageAnswer = z.infer<typeof chatMessageAnswer>;

/** `PATCH /api/members/collab/messages/:messageId`: edit your own message. */
export const editChatMessageRequest = z.strictObject({ text: chatText });
export type EditChatMessageRequest = z.input<typeof editChatMessageRequest>;

/** `GET /api/members/collab/messages/:messageId/thread`. */
export const chatThreadAnswer = z.object({ parent: chatMessageSchema, replies: z.array(chatMessageSchema) });
export type ChatThreadAnswer = z.infer<typeof chatThreadAnswer>;

/** `PUT` / `DELETE /api/members/collab/messages/:messageId/reactions/:emoji`. */
export const reactionParams = z.object({
  messageId: idText('A message'),
  emoji: text({ label: 'A reaction', max: 16, required: 'Choose a reaction from the picker.' }),
});
export type ReactionParams = z.infer<typeof reactionParams>;
export const reactionsAnswer = z.object({ reactions: z.array(reactionSchema) });
export type ReactionsAnswer = z.infer<typeof reactionsAnswer>;

/** `PUT /api/members/collab/conversations/:conversation/pin` (moderators). */
export const pinRequest = z.strictObject({ messageId: idText('A message') });
export type PinRequest = z.input<typeof pinRequest>;
