import * as z from 'zod/mini';
import { text } from './text';

/** Every answer that is not a success: one sentence a person can read. */
export const errorSchema = z.object({ error: z.string() });
export type ErrorAnswer = z.infer<typeof errorSchema>;

/** A change that has nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okSchema>;

/** Someone as a post, comment or message names them. */
export const authorSchema = z.object({
  username: z.string(),
  name: z.string(),
  /** A path on the site, or null: the screens show initials. */
  avatarUrl: z.nullable(z.string()),
  verified: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

/** A photo or video of a post, as the screens show it. */
export const mediaSchema = z.object({ kind: z.enum(['image', 'video']), url: z.string(), alt: z.string() });
export type Media = z.infer<typeof mediaSchema>;

/** The name the service gives an uploaded photo or video: only such names can be attached. */
export const MEDIA_FILE_NAME = /^[a-z0-9-]{1,80}-[a-f0-9]{16}\.(webp|mp4|webm|mov)$/;

/** A username in a path (a profile, a follow, a block). */
export const usernameParams = z.object({
  username: text({ label: 'A username', max: 40, required: 'Name a member.' }),
});
export type UsernameParams = z.infer<typeof usernameParams>;
