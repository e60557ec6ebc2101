import type { Queryable } from '@mindset/service-kit';
import { blockedEitherWay, MAY_SEE_AUTHOR } from '../policy/policy';
import { authorOf } from '../accounts/people';
import { encodeCursor, type FeedCursor } from './rules';

/** A post as every member's screen draws it (the viewer's own like and save included). */
export interface PostView {
  id: string;
  author: { username: string; name: string; avatarUrl: string | null; verified: boolean };
  caption: string;
  location: string | null;
  media: MediaView[];
  likes: number;
  comments: number;
  liked: boolean;
  saved: boolean;
  createdAt: string;
  /** An announcement: it leads every member's feed. */
  pinned: boolean;
}

export interface MediaView {
  kind: 'image' | 'video';
  url: string;
  alt: string;
}

/** How a post keeps its media: the stored file's name, never a URL given by the browser. */
export interface StoredPostMedia {
  kind: 'image' | 'video';
  file: string;
  alt: string;
}

export const MEDIA_PATH_PREFIX = '/api/members/media/';
/** The sample posts' images are the community's own bundled ones, named for the browser to find. */
const SAMPLE_MEDIA = 'sample:';

export function mediaUrl(file: string): string {
  return file.startsWith(SAMPLE_MEDIA) ? file : `${MEDIA_PATH_PREFIX}${file}`;
}

export interface CommentView {
  id: string;
  postId: string;
  author: PostView['author'];
  text: string;
  createdAt: string;
}

interface PostRow {
  id: string;
  pinned: boolean;
  /** When it was pinned as an announcement: orders the announcements that lead the feed. */
  pinned_at: Date | null;
  caption: string;
  location: string | null;
  media: StoredPostMedia[];
  created_at: Date;
  username: string;
  name: string;
  avatar_file: string | null;
  verified: boolean;
  likes: number;
  comments: number;
  liked: boolean;
  saved: boolean;
}

function toPostView(row: PostRow): PostView {
  return {
    id: row.id,
    author: authorOf(row),
    caption: row.caption,
    location: row.location,
    media: row.media.map((item) => ({ kind: item.kind, url: mediaUrl(item.file), alt: item.alt })),
    likes: row.likes,
    comments: row.comments,
    liked: row.liked,
    saved: row.saved,
    createdAt: new Date(row.created_at).toISOString(),
    pinned: row.pinned,
  };
}

/** Posts a viewer may see: by authors they may see, and not one hidden for review (but to its author). */
const VISIBLE_POSTS = `
  SELECT p.id, p.caption, p.location, p.media, p.created_at, p.pinned_at, p.pinned_at IS NOT NULL AS pinned, m.username, m.name, m.avatar_file, m.verified,
         (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)::int AS likes,
         (SELECT count(*) FROM comments c WHERE c.post_id = p.id)::int AS comments,
         EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.member_id = $1) AS liked,
         EXISTS (SELECT 1 FROM post_saves s WHERE s.post_id = p.id AND s.member_id = $1) AS saved
    FROM posts p JOIN members m ON m.id = p.author_id
   WHERE ${MAY_SEE_AUTHOR}
     AND (p.hidden_for_review_at IS NULL OR m.id = $1)`;

/** One page of the feed, newest first. */
export async function readFeed(
  db: Queryable,
  viewerId: string,
  after: FeedCursor | null,
  limit: number,
): Promise<{ posts: PostView[]; nextCursor: string | null }> {
  const page = `${VISIBLE_POSTS} AND p.pinned_at IS NULL
       AND ($2::timestamptz IS NULL OR (p.created_at, p.id) < ($2::timestamptz, $3::text))
     ORDER BY p.created_at DESC, p.id DESC LIMIT $4`;
  // Announcements (pinned posts) lead the first page, read in the same statement when there are
  // any; the pages below leave them out. Whether there are is a probe of a partial index: planning
  // the policy twice costs the embedded database more than the extra round trip (docs/decisions/0150-prepared-statements-and-one-round-trip-reads.md).
  const rows = await db.query<PostRow>(
    after || !(await anyAnnouncement(db))
      ? page
      : `SELECT * FROM ((${VISIBLE_POSTS} AND p.pinned_at IS NOT NULL) UNION ALL (${page})) feed
          ORDER BY pinned DESC, pinned_at DESC NULLS LAST, created_at DESC, id DESC`,
    [viewerId, after?.createdAt ?? null, after?.id ?? '', limit + 1],
  );
  const pinned = rows.filter((row) => row.pinned);
  const newest = rows.filter((row) => !row.pinned);
  const posts = newest.slice(0, limit).map(toPostView);
  const last = posts.at(-1);
  return {
    posts: [...pinned.map(toPostView), ...posts],
    nextCursor: newest.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

async function anyAnnouncement(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM posts WHERE pinned_at IS NOT NULL) AS any',
  );
  return row?.any === true;
}

/** The posts the viewer saved or liked (that they may still see), most recently kept first. */
export async function readCollection(db: Queryable, viewerId: string, kind: 'saved' | 'liked'): Promise<PostView[]> {
  const table = kind === 'saved' ? 'post_saves' : 'post_likes';
  const rows = await db.query<PostRow>(
    `${VISIBLE_POSTS}
       AND EXISTS (SELECT 1 FROM ${table} k WHERE k.post_id = p.id AND k.member_id = $1)
     ORDER BY (SELECT k.created_at FROM ${table} k WHERE k.post_id = p.id AND k.member_id = $1) DESC, p.id
     LIMIT 200`,
    [viewerId],
  );
  return rows.map(toPostView);
}

/**
 * Visible posts that also meet `filter` (SQL over p and m; its parameters are numbered from $2),
 * newest first.
 */
export async function readPostsWhere(
  db: Queryable,
  viewerId: string,
  filter: string,
  params: unknown[],
  limit: number,
): Promise<PostView[]> {
  const rows = await db.query<PostRow>(
    `${VISIBLE_POSTS} AND (${filter}) ORDER BY p.created_at DESC, p.id DESC LIMIT ${Math.trunc(limit)}`,
    [viewerId, ...params],
  );
  return rows.map(toPostView);
}

export async function readPost(db: Queryable, viewerId: string, postId: string): Promise<PostView | null> {
  const [row] = await db.query<PostRow>(`${VISIBLE_POSTS} AND p.id = $2`, [viewerId, postId]);
  return row ? toPostView(row) : null;
}

/**
 * Whether the post is there, by an active private account with no block between it and the viewer:
 * the one case where a post the viewer may not see is named ("This account is private").
 */
export async function isPrivateAccountsPost(db: Queryable, viewerId: string, postId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM posts p JOIN members m ON m.id = p.author_id
      WHERE p.id = $2 AND m.status = 'active' AND m.is_private AND p.hidden_for_review_at IS NULL
        AND NOT ${blockedEitherWay('$1', 'm.id')}`,
    [viewerId, postId],
  );
  return rows.length > 0;
}

/** A comment or a direct message as read with its author's name and photo. */
export interface AuthoredTextRow {
  id: string;
  body: string;
  created_at: Date;
  username: string;
  name: string;
  avatar_file: string | null;
  verified: boolean;
}

/** A post's comments, oldest first, without those of anyone with a block between them and the viewer. */
export async function readComments(db: Queryable, viewerId: string, postId: string): Promise<CommentView[]> {
  const rows = await db.query<AuthoredTextRow>(
    `SELECT c.id, c.body, c.created_at, m.username, m.name, m.avatar_file, m.verified
       FROM comments c JOIN members m ON m.id = c.author_id
      WHERE c.post_id = $1 AND m.status = 'active'
        AND NOT ${blockedEitherWay('$2', 'm.id')}
      ORDER BY c.created_at, c.id`,
    [postId, viewerId],
  );
  return rows.map((row) => ({
    id: row.id,
    postId,
    author: authorOf(row),
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The post a comment is on, or null when there is no such comment. */
export async function commentPostId(db: Queryable, commentId: string): Promise<string | null> {
  const [row] = await db.query<{ post_id: string }>('SELECT post_id FROM comments WHERE id = $1', [commentId]);
  return row?.post_id ?? null;
}

/** The post's author, or null when there is no such post. */
export async function postAuthorId(db: Queryable, postId: string): Promise<string | null> {
  const [row] = await db.query<{ author_id: string }>('SELECT author_id FROM posts WHERE id = $1', [postId]);
  return row?.author_id ?? null;
}

export async function likeCount(db: Queryable, postId: string): Promise<number> {
  const [row] = await db.query<{ likes: number }>('SELECT count(*)::int AS likes FROM post_likes WHERE post_id = $1', [
    postId,
  ]);
  return row?.likes ?? 0;
}

/** Whether everyone may see the post (its author's account is not private). */
export async function isPublicPost(db: Queryable, postId: string): Promise<boolean> {
  const [row] = await db.query<{ public: boolean }>(
    'SELECT NOT m.is_private AS public FROM posts p JOIN members m ON m.id = p.author_id WHERE p.id = $1',
    [postId],
  );
  return row?.public ?? false;
}

export async function commentCount(db: Queryable, postId: string): Promise<number> {
  const [row] = await db.query<{ comments: number }>(
    'SELECT count(*)::int AS comments FROM comments WHERE post_id = $1',
    [postId],
  );
  return row?.comments ?? 0;
}

/** Of `files`, those the member uploaded, with their kind. */
export async function ownedUploads(
  db: Queryable,
  memberId: string,
  files: string[],
): Promise<Map<string, 'image' | 'video'>> {
  const rows = await db.query<{ file: string; kind: 'image' | 'video' }>(
    'SELECT file, kind FROM media_uploads WHERE member_id = $1 AND file = ANY($2::text[])',
    [memberId, files],
  );
  return new Map(rows.map((row) => [row.file, row.kind]));
}

/** Keeps an uploaded file as the member's, for a post they are about to share. */
export async function recordUpload(db: Queryable, file: string, memberId: string, kind: 'image' | 'video') {
  await db.query('INSERT INTO media_uploads (file, member_id, kind) VALUES ($1, $2, $3)', [file, memberId, kind]);
}

export async function insertPost(
  db: Queryable,
  post: { id: string; authorId: string; caption: string; location: string | null; media: StoredPostMedia[] },
  tags: string[],
): Promise<void> {
  await db.query('INSERT INTO posts (id, author_id, caption, location, media) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    post.id,
    post.authorId,
    post.caption,
    post.location,
    JSON.stringify(post.media),
  ]);
  await db.query('INSERT INTO post_tags (post_id, tag) SELECT $1, unnest($2::text[])', [post.id, tags]);
}

export async function deletePost(db: Queryable, postId: string, authorId: string): Promise<void> {
  await db.query('DELETE FROM posts WHERE id = $1 AND author_id = $2', [postId, authorId]);
}

/** Likes or unlikes; true when that changed anything. */
export async function setLiked(db: Queryable, postId: string, memberId: string, liked: boolean): Promise<boolean> {
  const changed = liked
    ? await db.query('INSERT INTO post_likes (post_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [
        postId,
        memberId,
      ])
    : await db.query('DELETE FROM post_likes WHERE post_id = $1 AND member_id = $2 RETURNING 1', [postId, memberId]);
  return changed.length > 0;
}

export async function setSaved(db: Queryable, postId: string, memberId: string, saved: boolean): Promise<void> {
  await (saved
    ? db.query('INSERT INTO post_saves (post_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [postId, memberId])
    : db.query('DELETE FROM post_saves WHERE post_id = $1 AND member_id = $2', [postId, memberId]));
}

/** Writes a comment; answers when it was written. */
export async function insertComment(
  db: Queryable,
  comment: { id: string; postId: string; authorId: string; body: string },
): Promise<Date> {
  const [row] = await db.query<{ created_at: Date }>(
    'INSERT INTO comments (id, post_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING created_at',
    [comment.id, comment.postId, comment.authorId, comment.body],
  );
  return new Date(row?.created_at ?? Date.now());
}

/** Who sees a private account's post: its author and each approved follower. */
export async function privatePostAudience(db: Queryable, postId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT p.author_id AS id FROM posts p WHERE p.id = $1
     UNION SELECT f.follower_id FROM posts p JOIN follows f ON f.followee_id = p.author_id
      WHERE p.id = $1 AND f.approved_at IS NOT NULL`,
    [postId],
  );
  return rows.map((row) => row.id);
}
