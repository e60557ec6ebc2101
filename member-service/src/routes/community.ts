import { randomUUID } from 'node:crypto';
import { httpError, type Queryable } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorOf,
  commentCount,
  decodeCursor,
  hashtagsIn,
  isPublicPost,
  likeCount,
  postAuthorId,
  readCollection,
  readComments,
  readFeed,
  MEDIA_PATH_PREFIX,
  readPost,
  isPrivateAccountsPost,
  type CommentView,
  type PostView,
  type StoredPostMedia,
} from '../community/posts';
import { NotAnImageError } from '../account/photos';
import {
  MAX_POST_IMAGE_BYTES,
  MAX_POST_VIDEO_BYTES,
  MEDIA_CONTENT_TYPES,
  MEDIA_FILE_NAME,
  NotAVideoError,
  openPostMedia,
  storePostMedia,
} from '../community/media';
import { FEED_TOPIC, memberTopic, postTopic } from '../live/topics';
import { errorSchema, okSchema } from '../schemas';
import { mentionedMemberIds } from '../community/social';
import { perSessionLimit, requireMember, type RouteContext } from './context';
import { idText, text } from '../textRule';

/** Product rules (Community) show 2,200 as a counter only; the service's own limits are far above it. */
export const MAX_CAPTION = 10_000;
export const MAX_COMMENT = 2_000;
export const MAX_LOCATION = 120;
export const FEED_PAGE_SIZE = 10;

export const NO_SUCH_POST = 'That post is not there any more.';
/** What a post of a private account the viewer does not follow says, as its profile does. */
export const PRIVATE_ACCOUNT = 'This account is private.';
export const NOT_YOUR_POST = 'Only the person who shared a post can delete it.';
export const NOT_A_CURSOR = 'That page of the feed is not one we gave out. Reload the feed.';
export const EMPTY_POST = 'Add a photo or video, or write a caption, to share a post.';
export const MAX_MEDIA_PER_POST = 10;
export const NOT_YOUR_MEDIA = 'One of those photos or videos was not uploaded by you. Add it again.';
export const IMAGE_TOO_LARGE = 'A photo can be at most 10 MB. Choose a smaller one.';
export const NOT_MEDIA =
  'That file is not a photo or video we can show. Choose a JPEG, PNG, WebP, GIF or AVIF photo, or an MP4, MOV or WebM video.';

/** Someone as a post, comment or message names them. */
export const authorSchema = z.object({
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
});
export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  caption: z.string(),
  location: z.string().nullable(),
  media: z.array(z.object({ kind: z.enum(['image', 'video']), url: z.string(), alt: z.string() })),
  likes: z.number(),
  comments: z.number(),
  liked: z.boolean(),
  saved: z.boolean(),
  createdAt: z.string(),
});
const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  text: z.string(),
  createdAt: z.string(),
});
const postParams = z.object({ postId: idText('The post') });

const trimmed = (max: number, what: string) => text(what, { max }).transform((value) => value.trim());

export type CommunityEvent =
  | { kind: 'post.created'; post: PostView }
  | { kind: 'post.deleted'; postId: string }
  | { kind: 'post.likes'; postId: string; likes: number }
  | { kind: 'post.comments'; postId: string; comments: number }
  | { kind: 'comment.created'; comment: CommentView; comments: number };

export function communityRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sharesLimit = perSessionLimit(config, config.rateLimit.sharesPerMinute);

  /** The post as the viewer may see it, else a 404 that does not say whether it exists. */
  async function visiblePost(viewerId: string, postId: string): Promise<PostView> {
    const post = await readPost(database, viewerId, postId);
    if (post) return post;
    // A private account's post says only that (as its profile does); anything else is not there.
    if (await isPrivateAccountsPost(database, viewerId, postId)) throw httpError(403, PRIVATE_ACCOUNT);
    throw httpError(404, NO_SUCH_POST);
  }

  /**
   * Sends an event about a post on its own topic, and on the feed when everyone may see the post; a
   * private account's post never goes out on the feed, but to its author's and each approved
   * follower's own topic, so their open feeds move too.
   */
  async function publishAboutPost(
    tx: Queryable,
    postId: string,
    onPostTopic: CommunityEvent | null,
    onFeed: CommunityEvent,
  ): Promise<void> {
    if (onPostTopic) await live.publish(tx, postTopic(postId), onPostTopic);
    if (await isPublicPost(tx, postId)) {
      await live.publish(tx, FEED_TOPIC, onFeed);
      return;
    }
    const audience = await tx.query<{ id: string }>(
      `SELECT p.author_id AS id FROM posts p WHERE p.id = $1
       UNION SELECT f.follower_id FROM posts p JOIN follows f ON f.followee_id = p.author_id
        WHERE p.id = $1 AND f.approved_at IS NOT NULL`,
      [postId],
    );
    for (const { id } of audience) await live.publish(tx, memberTopic(id), onFeed);
  }

  /** Tells each member (but the one acting) that their activity has something new. */
  async function notifyActivity(tx: Queryable, memberIds: (string | null)[], actorId: string): Promise<void> {
    for (const id of new Set(memberIds)) {
      if (id && id !== actorId) await live.publish(tx, memberTopic(id), { kind: 'activity.new' });
    }
  }

  api.get(
    '/api/members/community/feed',
    {
      schema: {
        summary: 'The feed, newest first, a page at a time (nextCursor is null on the last page)',
        querystring: z.strictObject({ cursor: text('The page marker', { max: 200 }).optional() }),
        response: {
          200: z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() }),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { cursor } = request.query;
      const after = cursor === undefined ? null : decodeCursor(cursor);
      if (cursor !== undefined && !after) throw httpError(400, NOT_A_CURSOR);
      return readFeed(database, member.id, after, FEED_PAGE_SIZE);
    },
  );

  api.get(
    '/api/members/community/collections/:kind',
    {
      schema: {
        summary: 'The posts you saved, or liked, most recent first',
        params: z.object({ kind: z.enum(['saved', 'liked'], { error: 'A collection is saved or liked.' }) }),
        response: { 200: z.object({ posts: z.array(postSchema) }), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { posts: await readCollection(database, member.id, request.params.kind) };
    },
  );

  api.post(
    '/api/members/community/posts',
    {
      config: sharesLimit,
      schema: {
        summary: 'Share a post; everyone with the feed open sees it live',
        body: z
          .strictObject({
            caption: trimmed(MAX_CAPTION, 'The caption').default(''),
            location: trimmed(MAX_LOCATION, 'The location').optional(),
            media: z
              .array(
                z.strictObject({
                  file: text('A photo or video', { max: 120, tooLong: NOT_YOUR_MEDIA }).regex(
                    MEDIA_FILE_NAME,
                    NOT_YOUR_MEDIA,
                  ),
                  alt: trimmed(300, 'A description of a photo or video'),
                }),
              )
              .max(MAX_MEDIA_PER_POST, `A post can have at most ${MAX_MEDIA_PER_POST} photos and videos.`)
              .default([]),
          })
          // Product rules (Community): a post needs a caption or at least one photo or video.
          .refine((body) => body.caption.length > 0 || body.media.length > 0, EMPTY_POST),
        response: { 201: z.object({ post: postSchema }), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const id = randomUUID();
      const files = request.body.media.map((item) => item.file);
      const owned = await database.query<{ file: string; kind: 'image' | 'video' }>(
        'SELECT file, kind FROM media_uploads WHERE member_id = $1 AND file = ANY($2::text[])',
        [member.id, files],
      );
      const kindOf = new Map(owned.map((row) => [row.file, row.kind]));
      if (files.some((file) => !kindOf.has(file))) throw httpError(400, NOT_YOUR_MEDIA);
      const media: StoredPostMedia[] = request.body.media.map((item) => ({
        kind: kindOf.get(item.file) ?? 'image',
        file: item.file,
        alt: item.alt,
      }));
      const post = await database.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO posts (id, author_id, caption, location, media) VALUES ($1, $2, $3, $4, $5::jsonb)',
          [id, member.id, request.body.caption, request.body.location || null, JSON.stringify(media)],
        );
        await tx.query('INSERT INTO post_tags (post_id, tag) SELECT $1, unnest($2::text[])', [
          id,
          hashtagsIn(request.body.caption),
        ]);
        const created = await readPost(tx, member.id, id);
        if (!created) throw new Error('a post just written cannot be read');
        // Others see it unliked and unsaved: the event carries the post as a stranger sees it.
        await publishAboutPost(tx, id, null, { kind: 'post.created', post: created });
        return created;
      });
      return reply.code(201).send({ post });
    },
  );

  void api.register(async (uploads) => {
    // The file is the raw body with its own type; any other type is a 415.
    uploads.addContentTypeParser(
      /^(image|video)\/[a-z0-9.+-]+$/,
      { parseAs: 'buffer', bodyLimit: MAX_POST_VIDEO_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/members/community/media',
      {
        bodyLimit: MAX_POST_VIDEO_BYTES,
        schema: {
          summary:
            'Upload a photo (image/*, at most 10 MB, resized to fit 1080 px) or a video (MP4, MOV, WebM, at most 100 MB, kept as uploaded) for a post',
          body: z.instanceof(Buffer),
          response: {
            201: z.object({ file: z.string(), kind: z.enum(['image', 'video']), url: z.string() }),
            401: errorSchema,
            413: errorSchema,
            415: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(context, request);
        const contentType =
          String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim() ?? '';
        if (contentType.startsWith('image/') && request.body.length > MAX_POST_IMAGE_BYTES) {
          throw httpError(413, IMAGE_TOO_LARGE);
        }
        let stored;
        try {
          stored = await storePostMedia(config.filesDir, member.id, contentType, request.body);
        } catch (error) {
          if (error instanceof NotAnImageError || error instanceof NotAVideoError) throw httpError(415, NOT_MEDIA);
          throw error;
        }
        await database.query('INSERT INTO media_uploads (file, member_id, kind) VALUES ($1, $2, $3)', [
          stored.file,
          member.id,
          stored.kind,
        ]);
        return reply.code(201).send({ ...stored, url: `${MEDIA_PATH_PREFIX}${stored.file}` });
      },
    );
  });

  api.get(
    '/api/members/media/:file',
    {
      schema: {
        summary: "A post's photo or video (members' posts only; the name cannot be guessed)",
        // The answer is the file itself, streamed; a 404 is the usual {error}.
        params: z.object({ file: text('The file name', { max: 120 }) }),
      },
    },
    async (request, reply) => {
      const opened = await openPostMedia(config.filesDir, request.params.file);
      const extension = request.params.file.split('.').pop() ?? '';
      if (!opened) throw httpError(404, 'There is no such photo or video.');
      // A new upload gets a new name, so a file never changes.
      return reply
        .type(MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', opened.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(opened.stream);
    },
  );

  api.get(
    '/api/members/community/posts/:postId',
    {
      schema: {
        summary: 'One post with its comments, oldest first',
        params: postParams,
        response: {
          200: z.object({ post: postSchema, comments: z.array(commentSchema) }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const post = await visiblePost(member.id, request.params.postId);
      return { post, comments: await readComments(database, member.id, post.id) };
    },
  );

  api.delete(
    '/api/members/community/posts/:postId',
    {
      schema: {
        summary: 'Delete your own post',
        params: postParams,
        response: { 200: okSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { postId } = request.params;
      const authorId = await postAuthorId(database, postId);
      if (!authorId) throw httpError(404, NO_SUCH_POST);
      if (authorId !== member.id) {
        // Someone else's post they may not see is answered as its page is (a block: not there).
        await visiblePost(member.id, postId);
        throw httpError(403, NOT_YOUR_POST);
      }
      await database.transaction(async (tx) => {
        const event: CommunityEvent = { kind: 'post.deleted', postId };
        // Sent before the row goes, while the author's privacy can still be read through it.
        await publishAboutPost(tx, postId, event, event);
        await tx.query('DELETE FROM posts WHERE id = $1 AND author_id = $2', [postId, member.id]);
      });
      return { ok: true as const };
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/members/community/posts/:postId/like',
      {
        schema: {
          summary: method === 'put' ? 'Like a post (again is no change)' : 'Take a like back',
          params: postParams,
          response: {
            200: z.object({ liked: z.boolean(), likes: z.number() }),
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const post = await visiblePost(member.id, request.params.postId);
        const likes = await database.transaction(async (tx) => {
          const changed =
            method === 'put'
              ? await tx.query(
                  'INSERT INTO post_likes (post_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
                  [post.id, member.id],
                )
              : await tx.query('DELETE FROM post_likes WHERE post_id = $1 AND member_id = $2 RETURNING 1', [
                  post.id,
                  member.id,
                ]);
          const count = await likeCount(tx, post.id);
          if (changed.length > 0) {
            const event: CommunityEvent = { kind: 'post.likes', postId: post.id, likes: count };
            await publishAboutPost(tx, post.id, event, event);
            await notifyActivity(tx, [await postAuthorId(tx, post.id)], member.id);
          }
          return count;
        });
        return { liked: method === 'put', likes };
      },
    );

    api[method](
      '/api/members/community/posts/:postId/save',
      {
        schema: {
          summary: method === 'put' ? 'Save a post to your collection' : 'Remove it from your collection',
          params: postParams,
          response: { 200: z.object({ saved: z.boolean() }), 401: errorSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const post = await visiblePost(member.id, request.params.postId);
        await (method === 'put'
          ? database.query('INSERT INTO post_saves (post_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
              post.id,
              member.id,
            ])
          : database.query('DELETE FROM post_saves WHERE post_id = $1 AND member_id = $2', [post.id, member.id]));
        return { saved: method === 'put' };
      },
    );
  }

  api.post(
    '/api/members/community/posts/:postId/comments',
    {
      config: sharesLimit,
      schema: {
        summary: 'Comment on a post; its page and the feed see it live',
        params: postParams,
        body: z.strictObject({
          // Product rules (Community): an empty or whitespace-only comment is not added.
          text: trimmed(MAX_COMMENT, 'A comment').pipe(z.string().min(1, 'Write something to comment.')),
        }),
        response: {
          201: z.object({ comment: commentSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const post = await visiblePost(member.id, request.params.postId);
      const id = randomUUID();
      const comment = await database.transaction(async (tx) => {
        const [row] = await tx.query<{ created_at: Date }>(
          'INSERT INTO comments (id, post_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING created_at',
          [id, post.id, member.id, request.body.text],
        );
        const created: CommentView = {
          id,
          postId: post.id,
          author: authorOf(member),
          text: request.body.text,
          createdAt: new Date(row?.created_at ?? Date.now()).toISOString(),
        };
        const comments = await commentCount(tx, post.id);
        await publishAboutPost(
          tx,
          post.id,
          { kind: 'comment.created', comment: created, comments },
          // The feed needs the count only: the comment's words stay on the post's own topic.
          { kind: 'post.comments', postId: post.id, comments },
        );
        await notifyActivity(
          tx,
          [await postAuthorId(tx, post.id), ...(await mentionedMemberIds(tx, request.body.text, member.id))],
          member.id,
        );
        return created;
      });
      return reply.code(201).send({ comment });
    },
  );
}
