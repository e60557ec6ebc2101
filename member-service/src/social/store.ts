import type { FollowState } from '@mindset/member-contract';
import type { Queryable } from '@mindset/service-kit';
import { blockedEitherWay, MAY_SEE_AUTHOR } from '../policy/policy';
import { mediaUrl, readPostsWhere, type MediaView, type PostView, type StoredPostMedia } from '../posts/store';
import { authorOf, PERSON_COLUMNS, type PersonRow } from '../accounts/people';

type Person = ReturnType<typeof authorOf>;

/** Usernames as product rules write them after "@": letters, digits, dots and underscores. */
const MENTION = /@([A-Za-z0-9._]+[A-Za-z0-9_])/g;

/** The active members a text by `authorId` mentions with @username, but none with a block between them. */
export async function mentionedMemberIds(db: Queryable, text: string, authorId: string): Promise<string[]> {
  const usernames = [...new Set([...text.matchAll(MENTION)].map((match) => (match[1] ?? '').toLowerCase()))];
  if (usernames.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT m.id FROM members m WHERE lower(m.username) = ANY($1::text[]) AND m.status = 'active'
        AND NOT ${blockedEitherWay('$2', 'm.id')}`,
    [usernames.slice(0, 20), authorId],
  );
  return rows.map((row) => row.id);
}

export interface ProfileView {
  person: Person;
  bio: string;
  website: string;
  isPrivate: boolean;
  posts: number;
  followers: number;
  following: number;
  followState: FollowState;
  /** They follow the viewer (approved). */
  followsYou: boolean;
  /** The viewer blocked them. */
  blocked: boolean;
}

interface ProfileRow extends PersonRow {
  bio: string;
  website: string;
  is_private: boolean;
  posts: number;
  followers: number;
  following: number;
  my_follow_approved: boolean | null;
  follows_you: boolean;
  blocked: boolean;
  blocked_you: boolean;
}

/**
 * A member's profile as the viewer sees it, with real counts (posts others may see, approved
 * followers and followings), and their posts when the viewer may see them; null when there is no
 * such active member or they blocked the viewer.
 */
export async function readProfile(
  db: Queryable,
  viewerId: string,
  username: string,
): Promise<{ profile: ProfileView; posts: PostView[] | null } | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT ${PERSON_COLUMNS}, m.bio, m.website, m.is_private,
            (SELECT count(*) FROM posts p WHERE p.author_id = m.id AND p.hidden_for_review_at IS NULL)::int AS posts,
            (SELECT count(*) FROM follows f WHERE f.followee_id = m.id AND f.approved_at IS NOT NULL)::int AS followers,
            (SELECT count(*) FROM follows f WHERE f.follower_id = m.id AND f.approved_at IS NOT NULL)::int AS following,
            (SELECT f.approved_at IS NOT NULL FROM follows f WHERE f.follower_id = $1 AND f.followee_id = m.id) AS my_follow_approved,
            EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = m.id AND f.followee_id = $1 AND f.approved_at IS NOT NULL) AS follows_you,
            EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = m.id) AS blocked,
            EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.id AND b.blocked_id = $1) AS blocked_you
       FROM members m WHERE lower(m.username) = lower($2) AND m.status = 'active'`,
    [viewerId, username],
  );
  if (!row || row.blocked_you) return null;
  const followState: FollowState =
    row.id === viewerId
      ? 'self'
      : row.my_follow_approved === null
        ? 'none'
        : row.my_follow_approved
          ? 'following'
          : 'requested';
  const maySee = !row.blocked && (!row.is_private || followState === 'self' || followState === 'following');
  return {
    profile: {
      person: authorOf(row),
      bio: row.bio,
      website: row.website,
      isPrivate: row.is_private,
      posts: row.posts,
      followers: row.followers,
      following: row.following,
      followState,
      followsYou: row.follows_you,
      blocked: row.blocked,
    },
    posts: maySee ? await readPostsWhere(db, viewerId, 'm.id = $2', [row.id], 120) : null,
  };
}

/** Follows someone: at once for a public account, as a request a private one approves. */
/** Follows (or asks to); `isNew` is false when the member already did, so nobody is told twice. */
export async function follow(
  db: Queryable,
  followerId: string,
  followeeId: string,
): Promise<{ state: FollowState; isNew: boolean }> {
  const [row] = await db.query<{ approved: boolean; is_new: boolean }>(
    `INSERT INTO follows (follower_id, followee_id, approved_at)
       SELECT $1, m.id, CASE WHEN m.is_private THEN NULL ELSE now() END FROM members m WHERE m.id = $2
     ON CONFLICT (follower_id, followee_id) DO UPDATE SET follower_id = EXCLUDED.follower_id
     RETURNING approved_at IS NOT NULL AS approved, xmax = 0 AS is_new`,
    [followerId, followeeId],
  );
  return { state: row?.approved ? 'following' : 'requested', isNew: row?.is_new ?? false };
}

export type ActivityType = 'like' | 'comment' | 'mention' | 'follow' | 'request';

export interface ActivityView {
  id: string;
  type: ActivityType;
  /** Who did it. */
  person: Person;
  /** Whose post or profile it was done to, on the Following tab (null when it is the viewer). */
  target: Person | null;
  /** A comment's words. */
  text: string | null;
  postId: string | null;
  /** The post's first photo or video, for the thumbnail. */
  thumbnail: MediaView | null;
  createdAt: string;
  /** The viewer follows (or asked to follow) the person: no "Follow back". */
  youFollow: boolean;
}

interface ActivityRow {
  id: string;
  type: ActivityType;
  actor_username: string;
  actor_name: string;
  actor_avatar: string | null;
  actor_verified: boolean;
  target_username: string | null;
  target_name: string | null;
  target_avatar: string | null;
  target_verified: boolean | null;
  target_id: string | null;
  text: string | null;
  post_id: string | null;
  thumbnail: StoredPostMedia | null;
  created_at: Date;
  you_follow: boolean;
}

export const ACTIVITY_LIMIT = 60;

/**
 * The viewer's activity, newest first. "you": likes and comments on their posts, mentions of them
 * in comments, follows and follow requests. "following": likes, comments and follows by the people
 * they follow. Nobody with a block between them and the viewer, and no post they may not see.
 */
export async function readActivity(db: Queryable, viewerId: string, tab: 'you' | 'following'): Promise<ActivityView[]> {
  const actors =
    tab === 'you' ? `<> $1` : `IN (SELECT followee_id FROM follows WHERE follower_id = $1 AND approved_at IS NOT NULL)`;
  const onPosts = tab === 'you' ? 'p.author_id = $1' : 'p.author_id <> $1';
  const [viewer] = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [viewerId]);
  const mentionPattern = `(^|[^A-Za-z0-9._])@${(viewer?.username ?? '').replace(/[.]/g, '\\.')}($|[^A-Za-z0-9_])`;
  const events = [
    `SELECT 'like:' || l.post_id || ':' || l.member_id AS id, 'like' AS type, l.member_id AS actor_id,
            p.author_id AS target_id, NULL AS text, p.id AS post_id, l.created_at
       FROM post_likes l JOIN posts p ON p.id = l.post_id WHERE ${onPosts} AND l.member_id ${actors}`,
    `SELECT 'comment:' || c.id, 'comment', c.author_id, p.author_id, c.body, p.id, c.created_at
       FROM comments c JOIN posts p ON p.id = c.post_id WHERE ${onPosts} AND c.author_id ${actors}`,
    `SELECT 'follow:' || f.follower_id || ':' || f.followee_id,
            CASE WHEN f.approved_at IS NULL THEN 'request' ELSE 'follow' END,
            f.follower_id, f.followee_id, NULL, NULL, f.created_at
       FROM follows f
      WHERE f.follower_id ${actors}
        AND ${tab === 'you' ? 'f.followee_id = $1' : 'f.followee_id <> $1 AND f.approved_at IS NOT NULL'}`,
    ...(tab === 'you'
      ? [
          `SELECT 'mention:' || c.id, 'mention', c.author_id, p.author_id, c.body, p.id, c.created_at
             FROM comments c JOIN posts p ON p.id = c.post_id
            WHERE c.author_id <> $1 AND p.author_id <> $1 AND c.body ~* $2`,
        ]
      : []),
  ];
  const rows = await db.query<ActivityRow>(
    `SELECT e.id, e.type, e.text, e.post_id, e.created_at, e.target_id,
            a.username AS actor_username, a.name AS actor_name, a.avatar_file AS actor_avatar, a.verified AS actor_verified,
            t.username AS target_username, t.name AS target_name, t.avatar_file AS target_avatar, t.verified AS target_verified,
            p.media -> 0 AS thumbnail,
            EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = e.actor_id) AS you_follow
       FROM (${events.join(' UNION ALL ')}) AS e (id, type, actor_id, target_id, text, post_id, created_at)
       JOIN members a ON a.id = e.actor_id AND a.status = 'active'
       LEFT JOIN members t ON t.id = e.target_id
       LEFT JOIN posts p ON p.id = e.post_id
      WHERE NOT ${blockedEitherWay('$1', 'e.actor_id')}
        AND (e.post_id IS NULL OR e.post_id IN (SELECT p2.id FROM posts p2 JOIN members m ON m.id = p2.author_id
                                                   WHERE p2.id = e.post_id AND ${MAY_SEE_AUTHOR}))
      ORDER BY e.created_at DESC, e.id LIMIT ${ACTIVITY_LIMIT}`,
    tab === 'you' ? [viewerId, mentionPattern] : [viewerId],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    person: authorOf({
      username: row.actor_username,
      name: row.actor_name,
      avatar_file: row.actor_avatar,
      verified: row.actor_verified,
    }),
    target:
      row.target_id && row.target_id !== viewerId && row.target_username && row.target_name
        ? authorOf({
            username: row.target_username,
            name: row.target_name,
            avatar_file: row.target_avatar,
            verified: row.target_verified ?? false,
          })
        : null,
    text: row.text,
    postId: row.post_id,
    thumbnail: row.thumbnail
      ? { kind: row.thumbnail.kind, url: mediaUrl(row.thumbnail.file), alt: row.thumbnail.alt }
      : null,
    createdAt: new Date(row.created_at).toISOString(),
    youFollow: row.you_follow,
  }));
}

export interface TopicCount {
  name: string;
  posts: number;
}

export const SEARCH_LIMIT = 20;

/** Escapes LIKE's wildcards so a search for "100%" looks for exactly that. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** People, hashtags, places and posts matching the words, each at most SEARCH_LIMIT. */
export async function search(
  db: Queryable,
  viewerId: string,
  query: string,
): Promise<{ people: Person[]; hashtags: TopicCount[]; locations: TopicCount[]; posts: PostView[] }> {
  const pattern = likePattern(query.replace(/^[#@]/, '').toLowerCase());
  const people = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM members m
      WHERE m.status = 'active' AND (lower(m.username) LIKE $2 OR lower(m.name) LIKE $2)
        AND NOT ${blockedEitherWay('$1', 'm.id')}
      ORDER BY m.verified DESC, m.username LIMIT ${SEARCH_LIMIT}`,
    [viewerId, pattern],
  );
  const hashtags = await db.query<TopicCount>(
    `SELECT t.tag AS name, count(*)::int AS posts
       FROM post_tags t JOIN posts p ON p.id = t.post_id JOIN members m ON m.id = p.author_id
      WHERE t.tag LIKE $2 AND p.hidden_for_review_at IS NULL AND ${MAY_SEE_AUTHOR}
      GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT ${SEARCH_LIMIT}`,
    [viewerId, pattern],
  );
  const locations = await db.query<TopicCount>(
    `SELECT min(p.location) AS name, count(*)::int AS posts
       FROM posts p JOIN members m ON m.id = p.author_id
      WHERE lower(p.location) LIKE $2 AND p.hidden_for_review_at IS NULL AND ${MAY_SEE_AUTHOR}
      GROUP BY lower(p.location) ORDER BY count(*) DESC, 1 LIMIT ${SEARCH_LIMIT}`,
    [viewerId, pattern],
  );
  const posts = await readPostsWhere(
    db,
    viewerId,
    `lower(p.caption) LIKE $2 OR lower(coalesce(p.location, '')) LIKE $2`,
    [pattern],
    SEARCH_LIMIT,
  );
  return { people: people.map(authorOf), hashtags, locations, posts };
}

export type TopicKind = 'hashtag' | 'location';

/** A hashtag's or place's page: how many posts the viewer may see, the newest of them, and whether they follow it. */
export async function readTopic(
  db: Queryable,
  viewerId: string,
  kind: TopicKind,
  name: string,
): Promise<{ name: string; posts: number; following: boolean; recent: PostView[] }> {
  const key = name.trim().replace(/^#/, '').toLowerCase();
  const filter =
    kind === 'hashtag'
      ? 'EXISTS (SELECT 1 FROM post_tags t WHERE t.post_id = p.id AND t.tag = $2)'
      : 'lower(p.location) = $2';
  const [count] = await db.query<{ posts: number; name: string | null }>(
    `SELECT count(*)::int AS posts, min(p.location) AS name FROM posts p JOIN members m ON m.id = p.author_id
      WHERE p.hidden_for_review_at IS NULL AND ${MAY_SEE_AUTHOR} AND ${filter}`,
    [viewerId, key],
  );
  const [followed] = await db.query<{ yes: boolean }>(
    'SELECT true AS yes FROM topic_follows WHERE member_id = $1 AND kind = $2 AND name = $3',
    [viewerId, kind, key],
  );
  return {
    name: kind === 'hashtag' ? key : (count?.name ?? name.trim()),
    posts: count?.posts ?? 0,
    following: Boolean(followed),
    recent: await readPostsWhere(db, viewerId, filter, [key], 60),
  };
}

/** The active member with this username (any case), or null. */
export async function activeMemberId(db: Queryable, username: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM members WHERE lower(username) = lower($1) AND status = 'active'`,
    [username],
  );
  return row?.id ?? null;
}

export async function unfollow(db: Queryable, followerId: string, followeeId: string): Promise<void> {
  await db.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
}

/** Approves or declines a waiting follow request; true when there was one. */
export async function answerFollowRequest(
  db: Queryable,
  followerId: string,
  followeeId: string,
  approve: boolean,
): Promise<boolean> {
  const rows = approve
    ? await db.query(
        'UPDATE follows SET approved_at = now() WHERE follower_id = $1 AND followee_id = $2 AND approved_at IS NULL RETURNING 1',
        [followerId, followeeId],
      )
    : await db.query(
        'DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2 AND approved_at IS NULL RETURNING 1',
        [followerId, followeeId],
      );
  return rows.length > 0;
}

export async function setTopicFollowed(
  db: Queryable,
  memberId: string,
  kind: TopicKind,
  name: string,
  followed: boolean,
): Promise<void> {
  await (followed
    ? db.query('INSERT INTO topic_follows (member_id, kind, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        memberId,
        kind,
        name,
      ])
    : db.query('DELETE FROM topic_follows WHERE member_id = $1 AND kind = $2 AND name = $3', [memberId, kind, name]));
}
