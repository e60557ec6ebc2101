import type { Queryable } from '@mindset/service-kit';
import { blockedEitherWay, isStaff } from '../policy/policy';
import type { Role } from '@mindset/member-contract';
import { PHOTO_PATH_PREFIX, type MemberRow } from '../accounts/people';

/**
 * The hub's text channels and interest groups (product rules, "Collab"), and the staff room only
 * moderators see: a member may read and post where `staffOnly` does not keep them out.
 */
/** What any concept answers for a channel that is not there or not the member's to see. */
export const NO_SUCH_CONVERSATION = 'There is no such channel.';

export const CONVERSATIONS = {
  general: { staffOnly: false },
  'goals-accountability': { staffOnly: false },
  'daily-wins': { staffOnly: false },
  resources: { staffOnly: false },
  events: { staffOnly: false },
  'goal-crushers': { staffOnly: false },
  'morning-mindset': { staffOnly: false },
  'mindful-leaders': { staffOnly: false },
  moderators: { staffOnly: true },
} as const satisfies Record<string, { staffOnly: boolean }>;

export type ConversationId = keyof typeof CONVERSATIONS;

export function isConversation(id: string): id is ConversationId {
  return Object.hasOwn(CONVERSATIONS, id);
}

/** The conversations a member with this role may see. */
export function visibleConversations(role: Role): ConversationId[] {
  return (Object.keys(CONVERSATIONS) as ConversationId[]).filter((id) => !CONVERSATIONS[id].staffOnly || isStaff(role));
}

/** The reactions the picker offers; the service takes no other (so none shows as a box). */
export const CHAT_EMOJI = [
  '👍',
  '❤️',
  '😂',
  '🎉',
  '🙏',
  '🔥',
  '💯',
  '👏',
  '🙌',
  '💪',
  '🎯',
  '👋',
  '📚',
  '🏃',
  '😅',
  '🤔',
  '💡',
  '✅',
  '🚀',
  '🧘',
  '☀️',
  '✍️',
  '📅',
  '📈',
  '📌',
  '📝',
  '🚶',
  '😮',
  '😢',
  '👀',
] as const;

export interface ChatAuthor {
  username: string;
  name: string;
  avatarUrl: string | null;
  verified: boolean;
  /** The spec's only role label. */
  role: 'Moderator' | null;
}

export interface ChatReaction {
  emoji: string;
  count: number;
  /** The members who reacted (the sample's counts come from people who are not members). */
  usernames: string[];
}

export interface ChatMessageView {
  id: string;
  conversation: string;
  parentId: string | null;
  author: ChatAuthor;
  /** Empty once deleted. */
  text: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  reactions: ChatReaction[];
  /** Replies in its thread. */
  replies: number;
}

interface MessageRow {
  id: string;
  conversation: string;
  parent_id: string | null;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  username: string;
  name: string;
  avatar_file: string | null;
  verified: boolean;
  role: Role;
  reactions: ChatReaction[] | null;
  replies: number;
}

/** Messages with their author, reactions (real ones plus the sample's counts) and reply counts. */
const MESSAGES = `
  SELECT c.id, c.conversation, c.parent_id, c.body, c.created_at, c.edited_at, c.deleted_at,
         m.username, m.name, m.avatar_file, m.verified, m.role,
         (SELECT json_agg(json_build_object('emoji', r.emoji, 'count', r.count, 'usernames', r.usernames) ORDER BY r.first, r.position)
            FROM (SELECT e.emoji, sum(e.count)::int AS count, min(e.first) AS first, min(e.position) AS position,
                         coalesce(array_agg(e.username ORDER BY e.first) FILTER (WHERE e.username IS NOT NULL), '{}') AS usernames
                    FROM (SELECT s.emoji, s.count, NULL::text AS username, '-infinity'::timestamptz AS first, s.position
                            FROM chat_reaction_seeds s WHERE s.message_id = c.id
                          UNION ALL
                          SELECT x.emoji, 1, rm.username, x.created_at, 0
                            FROM chat_reactions x JOIN members rm ON rm.id = x.member_id WHERE x.message_id = c.id) e
                   GROUP BY e.emoji) r) AS reactions,
         (SELECT count(*) FROM chat_messages t WHERE t.parent_id = c.id AND t.deleted_at IS NULL)::int AS replies
    FROM chat_messages c JOIN members m ON m.id = c.author_id`;

function toView(row: MessageRow): ChatMessageView {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    conversation: row.conversation,
    parentId: row.parent_id,
    author: {
      username: row.username,
      name: row.name,
      avatarUrl: row.avatar_file ? `${PHOTO_PATH_PREFIX}${row.avatar_file}` : null,
      verified: row.verified,
      role: isStaff(row.role) ? 'Moderator' : null,
    },
    text: deleted ? '' : row.body,
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    deleted,
    reactions: deleted ? [] : (row.reactions ?? []),
    replies: row.replies,
  };
}

export const HISTORY_PAGE = 50;

/** Where a page of history ends: the next (older) page starts strictly before this message. */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

/**
 * One page of a conversation's top-level messages going back in time: the newest `HISTORY_PAGE`
 * before the cursor, returned oldest first as the pane draws them.
 */
export async function readHistory(
  db: Queryable,
  viewerId: string,
  conversation: ConversationId,
  before: HistoryCursor | null,
): Promise<{ messages: ChatMessageView[]; olderCursor: HistoryCursor | null }> {
  const rows = await db.query<MessageRow>(
    `${MESSAGES}
      WHERE c.conversation = $1 AND c.parent_id IS NULL
        AND ($2::timestamptz IS NULL OR (c.created_at, c.id) < ($2::timestamptz, $3::text))
        AND NOT ${blockedEitherWay('$4', 'c.author_id')}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${HISTORY_PAGE + 1}`,
    [conversation, before?.createdAt ?? null, before?.id ?? '', viewerId],
  );
  const page = rows.slice(0, HISTORY_PAGE).map(toView);
  const oldest = page.at(-1);
  return {
    messages: page.reverse(),
    olderCursor: rows.length > HISTORY_PAGE && oldest ? { createdAt: oldest.createdAt, id: oldest.id } : null,
  };
}

/** Who wrote a message (a thread's parent, told of its replies). */
export async function messageAuthorId(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ author_id: string }>('SELECT author_id FROM chat_messages WHERE id = $1', [id]);
  return row?.author_id ?? null;
}

export async function readMessage(db: Queryable, id: string): Promise<ChatMessageView | null> {
  const [row] = await db.query<MessageRow>(`${MESSAGES} WHERE c.id = $1`, [id]);
  return row ? toView(row) : null;
}

/** A thread parent's replies, oldest first, without those of anyone with a block between them and the viewer. */
export async function readThread(db: Queryable, viewerId: string, parentId: string): Promise<ChatMessageView[]> {
  const rows = await db.query<MessageRow>(
    `${MESSAGES} WHERE c.parent_id = $1 AND NOT ${blockedEitherWay('$2', 'c.author_id')} ORDER BY c.created_at, c.id`,
    [parentId, viewerId],
  );
  return rows.map(toView);
}

/** The emoji of a message with their counts now (after a change), for everyone in the channel. */
export async function readReactions(db: Queryable, messageId: string): Promise<ChatReaction[]> {
  return (await readMessage(db, messageId))?.reactions ?? [];
}

export interface ConversationSummary {
  id: ConversationId;
  /** Messages by others since the member last read it, or since they joined (replies included). */
  unread: number;
  /** Of those, the ones that mention the member by @username. */
  mentions: number;
  /** When the member last read it (null: never), for the "new messages" marker. */
  readAt: string | null;
  pinned: ChatMessageView | null;
}

/** Every conversation the member may see, with their unread and mention counts and pinned message. */
export async function readConversations(
  db: Queryable,
  member: { id: string; username: string; role: Role },
): Promise<ConversationSummary[]> {
  const ids = visibleConversations(member.role);
  const mentionPattern = `(^|[^A-Za-z0-9._])@${member.username.replace(/[.]/g, '\\.')}($|[^A-Za-z0-9_])`;
  const counts = await db.query<{ conversation: string; unread: number; mentions: number; read_at: Date | null }>(
    `SELECT v.id AS conversation, r.read_at,
            count(c.id)::int AS unread,
            count(c.id) FILTER (WHERE c.body ~* $3)::int AS mentions
       FROM unnest($2::text[]) AS v(id)
       LEFT JOIN chat_reads r ON r.member_id = $1 AND r.conversation = v.id
       LEFT JOIN chat_messages c ON c.conversation = v.id AND c.author_id <> $1 AND c.deleted_at IS NULL
                                AND c.created_at > coalesce(r.read_at, (SELECT created_at FROM members WHERE id = $1))
                                AND NOT ${blockedEitherWay('$1', 'c.author_id')}
      GROUP BY v.id, r.read_at`,
    [member.id, ids, mentionPattern],
  );
  const pins = await db.query<{ conversation: string; message_id: string }>(
    'SELECT conversation, message_id FROM chat_pins WHERE conversation = ANY($1::text[])',
    [ids],
  );
  const pinned = new Map<string, ChatMessageView | null>();
  for (const pin of pins) pinned.set(pin.conversation, await readMessage(db, pin.message_id));
  const byId = new Map(counts.map((row) => [row.conversation, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return {
      id,
      unread: row?.unread ?? 0,
      mentions: row?.mentions ?? 0,
      readAt: row?.read_at ? new Date(row.read_at).toISOString() : null,
      pinned: pinned.get(id) ?? null,
    };
  });
}

/** Writes a new message and answers it as everyone will see it: no reactions, edits or replies yet. */
export async function insertChatMessage(
  db: Queryable,
  message: { id: string; conversation: ConversationId; author: MemberRow; parentId: string | null; body: string },
): Promise<ChatMessageView> {
  const [row] = await db.query<Pick<MessageRow, 'id' | 'conversation' | 'parent_id' | 'body' | 'created_at'>>(
    `INSERT INTO chat_messages (id, conversation, author_id, parent_id, body) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, conversation, parent_id, body, created_at`,
    [message.id, message.conversation, message.author.id, message.parentId, message.body],
  );
  if (!row) throw new Error('an insert answered no row');
  const { username, name, avatar_file, verified, role } = message.author;
  return toView({
    ...row,
    edited_at: null,
    deleted_at: null,
    username,
    name,
    avatar_file,
    verified,
    role,
    reactions: null,
    replies: 0,
  });
}

export async function editChatMessage(db: Queryable, id: string, body: string): Promise<void> {
  await db.query('UPDATE chat_messages SET body = $2, edited_at = now() WHERE id = $1', [id, body]);
}

/** Leaves a tombstone: no words, no reactions, no pin. Answers whether it was pinned. */
export async function tombstoneChatMessage(db: Queryable, id: string): Promise<{ wasPinned: boolean }> {
  await db.query(`UPDATE chat_messages SET body = '', deleted_at = now() WHERE id = $1`, [id]);
  await db.query('DELETE FROM chat_reactions WHERE message_id = $1', [id]);
  await db.query('DELETE FROM chat_reaction_seeds WHERE message_id = $1', [id]);
  const unpinned = await db.query('DELETE FROM chat_pins WHERE message_id = $1 RETURNING 1', [id]);
  return { wasPinned: unpinned.length > 0 };
}

/** Adds or takes back the member's reaction; true when that changed anything. */
export async function setReaction(
  db: Queryable,
  messageId: string,
  memberId: string,
  emoji: string,
  reacted: boolean,
): Promise<boolean> {
  const changed = reacted
    ? await db.query(
        'INSERT INTO chat_reactions (message_id, member_id, emoji) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [messageId, memberId, emoji],
      )
    : await db.query('DELETE FROM chat_reactions WHERE message_id = $1 AND member_id = $2 AND emoji = $3 RETURNING 1', [
        messageId,
        memberId,
        emoji,
      ]);
  return changed.length > 0;
}

/** One pin per channel: a new pin replaces the last. */
export async function pinMessage(db: Queryable, conversation: ConversationId, messageId: string, pinnedBy: string) {
  await db.query(
    `INSERT INTO chat_pins (conversation, message_id, pinned_by) VALUES ($1, $2, $3)
     ON CONFLICT (conversation) DO UPDATE SET message_id = EXCLUDED.message_id, pinned_by = EXCLUDED.pinned_by, pinned_at = now()`,
    [conversation, messageId, pinnedBy],
  );
}

export async function unpinConversation(db: Queryable, conversation: ConversationId): Promise<void> {
  await db.query('DELETE FROM chat_pins WHERE conversation = $1', [conversation]);
}

export async function markConversationRead(db: Queryable, memberId: string, conversation: ConversationId) {
  await db.query(
    `INSERT INTO chat_reads (member_id, conversation, read_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (member_id, conversation) DO UPDATE SET read_at = EXCLUDED.read_at`,
    [memberId, conversation],
  );
}
