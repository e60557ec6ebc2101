import * as z from 'zod/mini';
import { authorSchema } from './common';
import { idText, text } from './text';

/**
 * What a member is told about (member-service docs/decisions/0120-notifications.md). Contest entry
 * receipts and results come from payment-service (docs/decisions/0141-contest-notices-from-payment-service.md).
 */
export const NOTIFICATION_KINDS = [
  'mention',
  'reply',
  'comment',
  'like',
  'follow',
  'follow_request',
  'message',
  'post',
  'announcement',
  'moderation',
  'contest_entry',
  'contest_result',
] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** Where a kind reaches the member: the bell, email, both, or nowhere. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'both', 'off'] as const;
export const notificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannel>;

/**
 * How often a member gets a digest email of what happened since the last one (member-service
 * docs/decisions/0140-digests.md): off by default, and never sent when nothing is new.
 */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const digestFrequency = z.enum(DIGEST_FREQUENCIES, { error: 'Choose off, daily or weekly for the digest.' });
export type DigestFrequency = z.infer<typeof digestFrequency>;

/** One line of the bell: several like notifications about one post are one item ("Sam and 3 others liked your post"). */
export const notificationItemSchema = z.object({
  /** The newest notification of the item: marking it read marks the whole item read. */
  id: z.string(),
  /**
   * Any kind, read as text: pages are released apart from the service, and a page released before a
   * kind existed must still list it (the service writes its text and link); an enum here would make
   * that page refuse the whole list.
   */
  kind: z.string(),
  /** The newest first, at most three; `others` counts the rest. */
  actors: z.array(authorSchema),
  others: z.number(),
  /** The sentence the bell shows, written by the service. */
  text: z.string(),
  /** A few words of what was said (a comment, a message), or empty. */
  excerpt: z.string(),
  /** A path on the site: where the item opens. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** `GET /api/members/notifications`: the newest items and how many are unread. */
export const notificationsAnswer = z.object({ items: z.array(notificationItemSchema), unread: z.number() });
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** `GET /api/members/notifications/unread`: the bell's count alone. */
export const unreadNotificationsAnswer = z.object({ unread: z.number() });
export type UnreadNotificationsAnswer = z.infer<typeof unreadNotificationsAnswer>;

/** `POST /api/members/notifications/:id/read`. */
export const notificationParams = z.object({ id: idText('A notification', 20) });
export type NotificationParams = z.infer<typeof notificationParams>;

/** Each kind's channel. */
export const notificationChannelsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationChannel])) as Record<
    NotificationKind,
    typeof notificationChannel
  >,
);
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** `GET` and `PUT /api/members/notifications/settings`. */
export const notificationSettingsAnswer = z.object({
  channels: notificationChannelsSchema,
  digest: digestFrequency,
  /** Set when mail to the member's address bounced: email is off until they change the address. */
  emailStopped: z.nullable(z.string()),
});
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswer>;
/** Only what is named changes: some kinds' channels, the digest, or both. */
export const notificationSettingsRequest = z.strictObject({
  channels: z.optional(z.partial(z.strictObject(notificationChannelsSchema.def.shape))),
  digest: z.optional(digestFrequency),
});
export type NotificationSettingsRequest = z.input<typeof notificationSettingsRequest>;

/** `GET`/`POST /api/members/notifications/unsubscribe?token=…`: the link of every notification and digest email. */
export const unsubscribeQuery = z.object({
  token: text({ label: 'The unsubscribe link', max: 200, required: 'The unsubscribe link is incomplete.' }),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/** On `member:<id>`: something new for the bell. `username` is who caused it, so a hidden member's never arrives. */
export const notificationCreatedEvent = z.object({
  kind: z.literal('notification.created'),
  username: z.string(),
  /** Any kind, read as text, for the same reason as an item's. */
  notificationKind: z.string(),
  excerpt: z.string(),
});
/** On `member:<id>`: items were read in another tab. */
export const notificationsReadEvent = z.object({ kind: z.literal('notifications.read') });
