import * as z from 'zod/mini';
import { chatMessageSchema, reactionSchema } from './chat';
import { directMessageSchema } from './messages';
import { commentSchema, postSchema } from './posts';
import { notificationCreatedEvent, notificationsReadEvent } from './notifications';
import { participantSchema, personSchema, signalSchema } from './voice';

/**
 * `/api/members/live`: what the socket says and hears (member-service docs/decisions/0064-live-events.md).
 * Events are grouped by the topic they arrive on, since one kind (`message.created`) carries a direct
 * message on `dm:<id>` and a channel message on `chat:<id>`.
 */
export const MAX_LIVE_TOPICS = 50;
export const FEED_TOPIC = 'feed';
export const PRESENCE_TOPIC = 'presence';
export const memberTopic = (memberId: string) => `member:${memberId}`;
export const postTopic = (postId: string) => `post:${postId}`;
export const threadTopic = (threadId: string) => `dm:${threadId}`;
export const chatTopic = (conversation: string) => `chat:${conversation}`;
export const voiceTopic = (room: string) => `voice:${room}`;

const liveTopic = z.string().check(z.maxLength(80, 'A live topic is at most 80 characters.'));

/** What a page sends on the socket. */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    topics: z
      .array(liveTopic)
      .check(z.minLength(1, 'Name a topic.'), z.maxLength(MAX_LIVE_TOPICS, 'At most 50 topics at once.')),
    /** The last event number this client saw: what came after it on these topics is sent first. */
    since: z.optional(z.int().check(z.nonnegative())),
  }),
  z.strictObject({
    type: z.literal('unsubscribe'),
    topics: z.array(liveTopic).check(z.maxLength(MAX_LIVE_TOPICS, 'At most 50 topics at once.')),
  }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** What the socket sends a page. */
export const liveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), seq: z.number() }),
  z.object({
    type: z.literal('subscribed'),
    topics: z.array(z.string()),
    refused: z.array(z.string()),
    seq: z.number(),
  }),
  z.object({ type: z.literal('event'), seq: z.number(), topic: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('resync'), topics: z.array(z.string()) }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

// Community: a post's life, on the feed (or a private author's audience's member topics) and its own topic.
export const postCreatedEvent = z.object({ kind: z.literal('post.created'), post: postSchema });
export const postDeletedEvent = z.object({ kind: z.literal('post.deleted'), postId: z.string() });
/** A moderator pinned a post to the top of every feed, or unpinned it. */
export const postPinnedEvent = z.object({ kind: z.literal('post.pinned'), post: postSchema, pinned: z.boolean() });
export const postLikesEvent = z.object({ kind: z.literal('post.likes'), postId: z.string(), likes: z.number() });
export const postCommentsEvent = z.object({
  kind: z.literal('post.comments'),
  postId: z.string(),
  comments: z.number(),
});
export const commentCreatedEvent = z.object({
  kind: z.literal('comment.created'),
  comment: commentSchema,
  comments: z.number(),
});
export const storiesChangedEvent = z.object({ kind: z.literal('stories.changed') });

// A member's own topic.
export const activityNewEvent = z.object({ kind: z.literal('activity.new') });
export const followsChangedEvent = z.object({ kind: z.literal('follows.changed') });
export const blocksChangedEvent = z.object({ kind: z.literal('blocks.changed') });
export const messageUnreadEvent = z.object({
  kind: z.literal('message.unread'),
  threadId: z.string(),
  message: directMessageSchema,
});
export const chatMentionEvent = z.object({
  kind: z.literal('chat.mention'),
  conversation: z.string(),
  messageId: z.string(),
});
export const voiceSignalEvent = z.object({
  kind: z.literal('voice.signal'),
  room: z.string(),
  from: z.string(),
  signal: signalSchema,
});

// A conversation's topic.
export const directMessageCreatedEvent = z.object({ kind: z.literal('message.created'), message: directMessageSchema });

// A channel's topic.
export const chatMessageCreatedEvent = z.object({ kind: z.literal('message.created'), message: chatMessageSchema });
export const chatMessageUpdatedEvent = z.object({ kind: z.literal('message.updated'), message: chatMessageSchema });
export const reactionsEvent = z.object({
  kind: z.literal('reactions'),
  messageId: z.string(),
  reactions: z.array(reactionSchema),
});
export const pinnedEvent = z.object({ kind: z.literal('pinned'), message: z.nullable(chatMessageSchema) });
export const typingEvent = z.object({
  kind: z.literal('typing'),
  username: z.string(),
  name: z.string(),
  at: z.string(),
});

// Presence and voice rooms.
export const presenceEvent = z.object({ kind: z.literal('presence'), person: personSchema, online: z.boolean() });
export const voiceJoinedEvent = z.object({ kind: z.literal('voice.joined'), participant: participantSchema });
export const voiceLeftEvent = z.object({ kind: z.literal('voice.left'), username: z.string() });

/** `feed`: public posts and the stories row. */
export const feedEvent = z.discriminatedUnion('kind', [
  postCreatedEvent,
  postDeletedEvent,
  postPinnedEvent,
  postLikesEvent,
  postCommentsEvent,
  storiesChangedEvent,
]);
export type FeedEvent = z.infer<typeof feedEvent>;

/** `post:<id>`: one post's page. */
export const postEvent = z.discriminatedUnion('kind', [postDeletedEvent, postLikesEvent, commentCreatedEvent]);
export type PostEvent = z.infer<typeof postEvent>;

/** `member:<id>`: the member's own news, and a private account's posts for its author and approved followers. */
export const memberEvent = z.discriminatedUnion('kind', [
  activityNewEvent,
  followsChangedEvent,
  blocksChangedEvent,
  messageUnreadEvent,
  chatMentionEvent,
  voiceSignalEvent,
  postCreatedEvent,
  postDeletedEvent,
  postPinnedEvent,
  postLikesEvent,
  postCommentsEvent,
  notificationCreatedEvent,
  notificationsReadEvent,
]);
export type MemberEvent = z.infer<typeof memberEvent>;

/** What the bell hears on the member's own topic. */
export const notificationEvent = z.discriminatedUnion('kind', [notificationCreatedEvent, notificationsReadEvent]);
export type NotificationEvent = z.infer<typeof notificationEvent>;

/** `dm:<id>`: one conversation. */
export const threadEvent = z.discriminatedUnion('kind', [directMessageCreatedEvent]);
export type ThreadEvent = z.infer<typeof threadEvent>;

/** `chat:<conversation>`: one channel or group. */
export const chatEvent = z.discriminatedUnion('kind', [
  chatMessageCreatedEvent,
  chatMessageUpdatedEvent,
  reactionsEvent,
  pinnedEvent,
  typingEvent,
]);
export type ChatEvent = z.infer<typeof chatEvent>;

/** `presence`: who comes online and goes. */
export type PresenceEvent = z.infer<typeof presenceEvent>;

/** `voice:<room>`: who joins and leaves a voice room. */
export const voiceRoomEvent = z.discriminatedUnion('kind', [voiceJoinedEvent, voiceLeftEvent]);
export type VoiceRoomEvent = z.infer<typeof voiceRoomEvent>;

/** Every event about a post, on whichever topic it arrives (the feed, a post's page, a member's own topic). */
export const postActivityEvent = z.discriminatedUnion('kind', [
  postCreatedEvent,
  postDeletedEvent,
  postPinnedEvent,
  postLikesEvent,
  postCommentsEvent,
  commentCreatedEvent,
]);
export type PostActivityEvent = z.infer<typeof postActivityEvent>;

/** A direct message heard live: on its conversation's topic, or as unread on the member's own. */
export const directMessageEvent = z.discriminatedUnion('kind', [directMessageCreatedEvent, messageUnreadEvent]);
export type DirectMessageEvent = z.infer<typeof directMessageEvent>;

/**
 * An event's payload as `schema` says it is, or null when it is another kind or of a shape this
 * page does not know: such an event is left out, never guessed at.
 */
export function parseEvent<Schema extends z.ZodMiniType>(schema: Schema, data: unknown): z.output<Schema> | null {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : null;
}
