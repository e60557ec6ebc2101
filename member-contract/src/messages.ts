import * as z from 'zod/mini';
import { authorSchema } from './common';
import { idText, text } from './text';

export const MAX_MESSAGE = 5_000;

export const directMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  author: authorSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const threadSchema = z.object({
  id: z.string(),
  with: authorSchema,
  lastMessage: z.nullable(z.object({ text: z.string(), createdAt: z.string(), mine: z.boolean() })),
  unread: z.number(),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadParams = z.object({ threadId: idText('A conversation') });
export type ThreadParams = z.infer<typeof threadParams>;

/** `GET /api/members/messages/threads`: latest first, with unread counts. */
export const threadsAnswer = z.object({ threads: z.array(threadSchema) });
export type ThreadsAnswer = z.infer<typeof threadsAnswer>;

/** `POST /api/members/messages/threads`: open (200) or start (201) a conversation with a member. */
export const openThreadRequest = z.strictObject({
  username: text({ label: 'A username', max: 40, required: 'Name a member.' }),
});
export type OpenThreadRequest = z.input<typeof openThreadRequest>;
export const threadAnswer = z.object({ thread: threadSchema });
export type ThreadAnswer = z.infer<typeof threadAnswer>;

/** `GET /api/members/messages/threads/:threadId?before=`: the latest 50 messages, oldest first. */
export const threadPageQuery = z.strictObject({
  before: z.optional(z.iso.datetime({ error: 'That page of the conversation is not one we gave out.' })),
});
export type ThreadPageQuery = z.infer<typeof threadPageQuery>;
export const threadPageAnswer = z.object({
  thread: threadSchema,
  messages: z.array(directMessageSchema),
  hasEarlier: z.boolean(),
});
export type ThreadPageAnswer = z.infer<typeof threadPageAnswer>;

/** `POST /api/members/messages/threads/:threadId`: send a message. */
export const sendMessageRequest = z.strictObject({
  text: text({
    label: 'A message',
    max: MAX_MESSAGE,
    tooLong: `A message can be at most ${MAX_MESSAGE.toLocaleString('en-GB')} characters.`,
  }).check(z.refine((value) => value.trim().length > 0, 'Write a message to send.')),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;
export const directMessageAnswer = z.object({ message: directMessageSchema });
export type DirectMessageAnswer = z.infer<typeof directMessageAnswer>;
