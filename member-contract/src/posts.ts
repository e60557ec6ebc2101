import * as z from 'zod/mini';
import { authorSchema, MEDIA_FILE_NAME, mediaSchema } from './common';
import { idText, text } from './text';

/** Product rules (Community) show 2,200 as a counter only; the service's own limits are far above it. */
export const MAX_CAPTION = 10_000;
export const MAX_COMMENT = 2_000;
export const MAX_LOCATION = 120;
export const MAX_MEDIA_PER_POST = 10;
export const EMPTY_POST = 'Add a photo or video, or write a caption, to share a post.';
export const NOT_YOUR_MEDIA = 'One of those photos or videos was not uploaded by you. Add it again.';

export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  caption: z.string(),
  location: z.nullable(z.string()),
  media: z.array(mediaSchema),
  likes: z.number(),
  comments: z.number(),
  liked: z.boolean(),
  saved: z.boolean(),
  createdAt: z.string(),
  /** An announcement a moderator pinned: it leads every member's feed. */
  pinned: z.optional(z.boolean()),
});
export type Post = z.infer<typeof postSchema>;

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const postParams = z.object({ postId: idText('A post') });
export type PostParams = z.infer<typeof postParams>;

/** `GET /api/members/community/feed`: newest first, a page at a time. */
export const feedQuery = z.strictObject({ cursor: z.optional(text({ label: 'The page of the feed', max: 200 })) });
export type FeedQuery = z.infer<typeof feedQuery>;
export const feedAnswer = z.object({ posts: z.array(postSchema), nextCursor: z.nullable(z.string()) });
export type FeedAnswer = z.infer<typeof feedAnswer>;

/** `GET /api/members/community/collections/:kind`. */
export const collectionParams = z.object({
  kind: z.enum(['saved', 'liked'], { error: 'A collection is saved or liked.' }),
});
export type CollectionParams = z.infer<typeof collectionParams>;
export const postsAnswer = z.object({ posts: z.array(postSchema) });
export type PostsAnswer = z.infer<typeof postsAnswer>;

/** `POST /api/members/community/posts`: a caption, photos and videos uploaded before, or both. */
export const newPostRequest = z
  .strictObject({
    caption: z._default(text({ label: 'The caption', max: MAX_CAPTION, trim: true }), ''),
    location: z.optional(text({ label: 'The location', max: MAX_LOCATION, trim: true })),
    media: z._default(
      z
        .array(
          z.strictObject({
            file: z.string({ error: NOT_YOUR_MEDIA }).check(z.regex(MEDIA_FILE_NAME, NOT_YOUR_MEDIA)),
            alt: text({ label: 'A description of a photo or video', max: 300, trim: true }),
          }),
        )
        .check(z.maxLength(MAX_MEDIA_PER_POST, `A post can have at most ${MAX_MEDIA_PER_POST} photos and videos.`)),
      [],
    ),
  })
  // Product rules (Community): a post needs a caption or at least one photo or video.
  .check(z.refine((body) => body.caption.length > 0 || body.media.length > 0, EMPTY_POST));
export type NewPostRequest = z.input<typeof newPostRequest>;
export const postAnswer = z.object({ post: postSchema });
export type PostAnswer = z.infer<typeof postAnswer>;

/** `POST /api/members/community/media`: the file as the body; its name is what a post attaches. */
export const mediaUploadAnswer = z.object({ file: z.string(), kind: z.enum(['image', 'video']), url: z.string() });
export type MediaUploadAnswer = z.infer<typeof mediaUploadAnswer>;

/** `GET /api/members/community/posts/:postId`: the post with its comments, oldest first. */
export const postPageAnswer = z.object({ post: postSchema, comments: z.array(commentSchema) });
export type PostPageAnswer = z.infer<typeof postPageAnswer>;

/** `PUT` / `DELETE /api/members/community/posts/:postId/like`. */
export const likeAnswer = z.object({ liked: z.boolean(), likes: z.number() });
export type LikeAnswer = z.infer<typeof likeAnswer>;

/** `PUT` / `DELETE /api/members/community/posts/:postId/save`. */
export const saveAnswer = z.object({ saved: z.boolean() });
export type SaveAnswer = z.infer<typeof saveAnswer>;

/** `POST /api/members/community/posts/:postId/comments`. */
export const newCommentRequest = z.strictObject({
  // Product rules (Community): an empty or whitespace-only comment is not added.
  text: text({ label: 'A comment', max: MAX_COMMENT, trim: true, required: 'Write something to comment.' }),
});
export type NewCommentRequest = z.input<typeof newCommentRequest>;
export const commentAnswer = z.object({ comment: commentSchema });
export type CommentAnswer = z.infer<typeof commentAnswer>;
