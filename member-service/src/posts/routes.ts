import { randomUUID } from 'node:crypto';
import { httpError, type Queryable } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collectionParams,
  commentAnswer,
  errorSchema,
  feedAnswer,
  feedQuery,
  fileParams,
  likeAnswer,
  mediaUploadAnswer,
  newCommentRequest,
  newPostRequest,
  NOT_YOUR_MEDIA,
  okSchema,
  postAnswer,
  postPageAnswer,
  postParams,
  postsAnswer,
  saveAnswer,
} from '@mindset/member-contract';
import { z } from 'zod';
import {
  commentCount,
  deletePost,
  insertComment,
  insertPost,
  isPrivateAccountsPost,
  isPublicPost,
  likeCount,
  MEDIA_PATH_PREFIX,
  ownedUploads,
  postAuthorId,
  privatePostAudience,
  readCollection,
  readComments,
  readFeed,
  readPost,
  recordUpload,
  setLiked,
  setSaved,
  type CommentView,
  type PostView,
  type StoredPostMedia,
} from './store';
import {
  decodeCursor,
  FEED_PAGE_SIZE,
  hashtagsIn,
  IMAGE_TOO_LARGE,
  NO_SUCH_POST,
  NOT_A_CURSOR,
  NOT_MEDIA,
  NOT_YOUR_POST,
  PRIVATE_ACCOUNT,
} from './rules';
import type { CommunityEvent } from './schemas';
import { NotAnImageError } from '../me/photos';
import { authorOf } from '../accounts/people';
import {
  MAX_POST_IMAGE_BYTES,
  MAX_POST_VIDEO_BYTES,
  MEDIA_CONTENT_TYPES,
  NotAVideoError,
  openPostMedia,
  storePostMedia,
} from './media';
import { FEED_TOPIC, memberTopic, postTopic } from '../live/topics';
import { mentionedMemberIds } from '../social/store';
import { approvedFollowerIds } from '../notifications/store';
import { excerptOf, linkTo } from '../notifications/rules';
import { perSessionLimit, requireMember, type RouteContext } from '../http/context';

export function postRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live, notifier } = context;
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
    for (const id of await privatePostAudience(tx, postId)) await live.publish(tx, memberTopic(id), onFeed);
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
        querystring: feedQuery,
        response: {
          200: feedAnswer,
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
        params: collectionParams,
        response: { 200: postsAnswer, 400: errorSchema, 401: errorSchema },
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
        body: newPostRequest,
        response: { 201: postAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const id = randomUUID();
      const files = request.body.media.map((item) => item.file);
      const kindOf = await ownedUploads(database, member.id, files);
      if (files.some((file) => !kindOf.has(file))) throw httpError(400, NOT_YOUR_MEDIA);
      const media: StoredPostMedia[] = request.body.media.map((item) => ({
        kind: kindOf.get(item.file) ?? 'image',
        file: item.file,
        alt: item.alt,
      }));
      const post = await database.transaction(async (tx) => {
        await insertPost(
          tx,
          { id, authorId: member.id, caption: request.body.caption, location: request.body.location || null, media },
          hashtagsIn(request.body.caption),
        );
        const created = await readPost(tx, member.id, id);
        if (!created) throw new Error('a post just written cannot be read');
        // Others see it unliked and unsaved: the event carries the post as a stranger sees it.
        await publishAboutPost(tx, id, null, { kind: 'post.created', post: created });
        const about = {
          subjectId: id,
          link: linkTo.post(id),
          excerpt: excerptOf(request.body.caption),
          sharedBy: member.id,
        };
        const told = await notifier.notify(tx, {
          ...about,
          kind: 'post',
          actor: member,
          candidates: await approvedFollowerIds(tx, member.id),
        });
        const mentioned = await notifier.notify(tx, {
          ...about,
          kind: 'mention',
          actor: member,
          candidates: await mentionedMemberIds(tx, request.body.caption, member.id),
        });
        return { created, emails: told.emails + mentioned.emails };
      });
      if (post.emails > 0) context.onMailQueued();
      return reply.code(201).send({ post: post.created });
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
            201: mediaUploadAnswer,
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
        await recordUpload(database, stored.file, member.id, stored.kind);
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
        params: fileParams,
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
          200: postPageAnswer,
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
        await deletePost(tx, postId, member.id);
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
            200: likeAnswer,
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
          const changed = await setLiked(tx, post.id, member.id, method === 'put');
          const count = await likeCount(tx, post.id);
          if (changed) {
            const event: CommunityEvent = { kind: 'post.likes', postId: post.id, likes: count };
            await publishAboutPost(tx, post.id, event, event);
            const authorId = await postAuthorId(tx, post.id);
            await notifyActivity(tx, [authorId], member.id);
            if (method === 'put' && authorId) {
              await notifier.notify(tx, {
                kind: 'like',
                actor: member,
                candidates: [authorId],
                subjectId: post.id,
                link: linkTo.post(post.id),
                excerpt: '',
              });
            }
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
          response: { 200: saveAnswer, 401: errorSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const post = await visiblePost(member.id, request.params.postId);
        await setSaved(database, post.id, member.id, method === 'put');
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
        body: newCommentRequest,
        response: {
          201: commentAnswer,
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
        const createdAt = await insertComment(tx, {
          id,
          postId: post.id,
          authorId: member.id,
          body: request.body.text,
        });
        const created: CommentView = {
          id,
          postId: post.id,
          author: authorOf(member),
          text: request.body.text,
          createdAt: createdAt.toISOString(),
        };
        const comments = await commentCount(tx, post.id);
        await publishAboutPost(
          tx,
          post.id,
          { kind: 'comment.created', comment: created, comments },
          // The feed needs the count only: the comment's words stay on the post's own topic.
          { kind: 'post.comments', postId: post.id, comments },
        );
        const authorId = await postAuthorId(tx, post.id);
        const mentionedIds = await mentionedMemberIds(tx, request.body.text, member.id);
        await notifyActivity(tx, [authorId, ...mentionedIds], member.id);
        const about = { subjectId: post.id, link: linkTo.post(post.id), excerpt: excerptOf(request.body.text) };
        const commented = await notifier.notify(tx, {
          ...about,
          kind: 'comment',
          actor: member,
          candidates: authorId ? [authorId] : [],
        });
        // The author hears of the comment once, as a comment; everyone else it names, as a mention.
        const mentioned = await notifier.notify(tx, {
          ...about,
          kind: 'mention',
          actor: member,
          candidates: mentionedIds.filter((id) => id !== authorId),
          ...(authorId ? { sharedBy: authorId } : {}),
        });
        return { created, emails: commented.emails + mentioned.emails };
      });
      if (comment.emails > 0) context.onMailQueued();
      return reply.code(201).send({ comment: comment.created });
    },
  );
}
