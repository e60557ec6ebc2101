import { z } from 'zod';
import type { CommentView, PostView } from './store';

// The posts concept's wire shapes, which other concepts' answers carry too (a post in a search, an
// author on a message).

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
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type CommunityEvent =
  | { kind: 'post.created'; post: PostView }
  | { kind: 'post.deleted'; postId: string }
  | { kind: 'post.likes'; postId: string; likes: number }
  | { kind: 'post.comments'; postId: string; comments: number }
  | { kind: 'comment.created'; comment: CommentView; comments: number };
