// What a notification says, where it goes and which channel it takes: no SQL here.
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationItem,
  type NotificationKind,
  type NotificationSettings,
} from '@mindset/member-contract';
import { authorOf } from '../accounts/people';

/** The spec's on/off switch that governs each kind (null: always on, the member can still choose a channel). */
const SWITCH_OF_KIND: Record<NotificationKind, keyof NotificationSettings | null> = {
  mention: 'mentions',
  reply: 'comments',
  comment: 'comments',
  like: 'likes',
  follow: 'newFollowers',
  follow_request: 'newFollowers',
  message: 'directMessages',
  post: 'postUploads',
  announcement: 'productUpdates',
  moderation: null,
  contest_entry: null,
  contest_result: null,
};

/** Where each kind goes while its switch is on and the member chose nothing else: email only for what asks for an answer. */
const DEFAULT_CHANNEL: Record<NotificationKind, NotificationChannel> = {
  mention: 'both',
  reply: 'both',
  comment: 'both',
  like: 'app',
  follow: 'app',
  follow_request: 'both',
  message: 'both',
  post: 'app',
  announcement: 'app',
  moderation: 'both',
  contest_entry: 'both',
  contest_result: 'both',
};

/**
 * Each kind's channel: the member's choice where they made one, else the default, off when the
 * spec's switch for it is off, and without email when "Email notifications" is off.
 */
export function channelsOf(
  switches: Partial<NotificationSettings>,
  chosen: Partial<Record<string, unknown>>,
): NotificationChannels {
  const on = { ...NOTIFICATION_DEFAULTS, ...switches };
  const channels = {} as NotificationChannels;
  for (const kind of NOTIFICATION_KINDS) {
    const choice = chosen[kind];
    if (typeof choice === 'string' && ['app', 'email', 'both', 'off'].includes(choice)) {
      channels[kind] = choice as NotificationChannel;
      continue;
    }
    const governing = SWITCH_OF_KIND[kind];
    let channel = governing && !on[governing] ? 'off' : DEFAULT_CHANNEL[kind];
    if (!on.emailNotifications) channel = channel === 'both' ? 'app' : channel === 'email' ? 'off' : channel;
    channels[kind] = channel;
  }
  return channels;
}

export const inApp = (channel: NotificationChannel) => channel === 'app' || channel === 'both';
export const byEmail = (channel: NotificationChannel) => channel === 'email' || channel === 'both';

/** After one-click unsubscribe from a kind's email: the bell keeps it if it had it. */
export const withoutEmail = (channel: NotificationChannel): NotificationChannel =>
  channel === 'both' ? 'app' : channel === 'email' ? 'off' : channel;

/** Kinds whose notifications about one thing are one bell item. */
export const GROUPED_KINDS: readonly NotificationKind[] = ['like', 'comment', 'follow', 'message'];

/** How long a DM or a mention waits before it is emailed: read in the app by then, it is not sent. */
export const EMAIL_DELAY_KINDS: readonly NotificationKind[] = ['message', 'mention'];

/** The bell shows this many items. */
export const BELL_ITEMS = 30;

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  group_key: string;
  link: string;
  excerpt: string;
  created_at: Date;
  read_at: Date | null;
  actor_username: string | null;
  actor_name: string | null;
  actor_avatar_file: string | null;
  actor_verified: boolean | null;
}

/** Rows newest first → bell items: rows with one group key become one item, named by its newest rows. */
export function groupNotifications(rows: NotificationRow[]): NotificationItem[] {
  const groups = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    const group = groups.get(row.group_key);
    if (group) group.push(row);
    else groups.set(row.group_key, [row]);
  }
  return [...groups.values()].slice(0, BELL_ITEMS).map((group) => {
    const newest = group[0]!;
    const seen = new Set<string>();
    const actors = [];
    for (const row of group) {
      if (row.actor_username === null || seen.has(row.actor_username)) continue;
      seen.add(row.actor_username);
      actors.push(
        authorOf({
          username: row.actor_username,
          name: row.actor_name ?? row.actor_username,
          avatar_file: row.actor_avatar_file,
          verified: row.actor_verified ?? false,
        }),
      );
    }
    const shown = actors.slice(0, 3);
    const others = actors.length - 1;
    return {
      id: newest.id,
      kind: newest.kind,
      actors: shown,
      others: Math.max(others, 0),
      text: sentence(newest.kind, actors[0]?.name ?? 'Someone', Math.max(others, 0)),
      excerpt: newest.excerpt,
      link: newest.link,
      createdAt: new Date(newest.created_at).toISOString(),
      read: group.every((row) => row.read_at !== null),
    };
  });
}

/** "Sam", "Sam and Alex"-style counts: "Sam and 3 others". */
function who(name: string, others: number): string {
  if (others === 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The sentence the bell and the email show. */
export function sentence(kind: NotificationKind, actorName: string, others = 0): string {
  const someone = who(actorName, others);
  switch (kind) {
    case 'mention':
      return `${someone} mentioned you`;
    case 'reply':
      return `${someone} replied to your message`;
    case 'comment':
      return `${someone} commented on your post`;
    case 'like':
      return `${someone} liked your post`;
    case 'follow':
      return `${someone} started following you`;
    case 'follow_request':
      return `${someone} asked to follow you`;
    case 'message':
      return `${someone} sent you a message`;
    case 'post':
      return `${someone} shared a new post`;
    case 'announcement':
      return `${someone} posted an announcement`;
    case 'moderation':
      return 'A moderator reviewed something of yours';
    case 'contest_entry':
      return 'Your contest entry is confirmed';
    case 'contest_result':
      return 'A contest you entered has its results';
  }
}

/** The path of a chat conversation in the collab hub (its channels' paths are not their ids). */
const CHAT_PATHS: Record<string, string> = {
  general: '/collab/general',
  'goals-accountability': '/collab/goals',
  'daily-wins': '/collab/wins',
  resources: '/collab/resources',
  events: '/collab/events',
  'goal-crushers': '/collab/groups/goal-crushers',
  'morning-mindset': '/collab/groups/morning-mindset',
  'mindful-leaders': '/collab/groups/mindful-leaders',
};

/** Where each thing a notification is about opens. */
export const linkTo = {
  post: (postId: string) => `/community/post/${encodeURIComponent(postId)}`,
  profile: (username: string) => `/community/profile/${encodeURIComponent(username)}`,
  thread: (threadId: string) => `/community/messages/${encodeURIComponent(threadId)}`,
  chatMessage: (conversation: string, messageId: string) =>
    `${CHAT_PATHS[conversation] ?? '/collab'}#message-${encodeURIComponent(messageId)}`,
};

/** A few words of what was said, for the bell and the email subject line. */
export function excerptOf(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** A digest lists this many bell items; the mail says how many more the bell holds. */
export const DIGEST_ITEMS = 10;

const DAY_SECONDS = 86_400;

/** The ISO week of a UTC date ("2026-W48"): weeks start on Monday, and week 1 holds the year's first Thursday. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The Thursday of the same week decides its year.
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / (DAY_SECONDS * 1000) + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period a digest is for, in UTC (docs/decisions/0140-digests.md): one digest per member and
 * key. `seconds` is how far back a digest looks at most.
 */
export function digestPeriod(frequency: 'daily' | 'weekly', now: Date): { key: string; seconds: number } {
  return frequency === 'daily'
    ? { key: `day:${now.toISOString().slice(0, 10)}`, seconds: DAY_SECONDS }
    : { key: `week:${isoWeek(now)}`, seconds: 7 * DAY_SECONDS };
}
