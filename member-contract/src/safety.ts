import * as z from 'zod/mini';
import { idText, text } from './text';

/** `PUT` / `DELETE /api/members/blocks/:username`. */
export const blockAnswer = z.object({ blocked: z.boolean() });
export type BlockAnswer = z.infer<typeof blockAnswer>;

/** `GET /api/members/blocks`: the members you blocked. */
export const blockedAnswer = z.object({ blocked: z.array(z.object({ username: z.string(), name: z.string() })) });
export type BlockedAnswer = z.infer<typeof blockedAnswer>;

/** `POST /api/members/community/posts/:postId/report`. */
export const reportRequest = z.strictObject({
  reason: text({
    label: 'A reason',
    max: 500,
    trim: 'first',
    required: 'Choose a reason.',
    notText: 'Choose a reason.',
  }),
});
export type ReportRequest = z.input<typeof reportRequest>;

export const reportedPostSchema = z.object({
  postId: z.string(),
  caption: z.string(),
  author: z.string(),
  hidden: z.boolean(),
  reasons: z.array(z.string()),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;
/** `GET /api/members/moderation/reports` (moderators): most reported first. */
export const moderationQueueAnswer = z.object({ posts: z.array(reportedPostSchema) });
export type ModerationQueueAnswer = z.infer<typeof moderationQueueAnswer>;

/** `POST /api/members/moderation/reports/:postId` (moderators). */
export const reviewParams = z.object({ postId: idText('A post') });
export type ReviewParams = z.infer<typeof reviewParams>;
export const reviewRequest = z.strictObject({
  decision: z.enum(['restore', 'remove'], { error: 'Choose restore or remove.' }),
});
export type ReviewRequest = z.input<typeof reviewRequest>;
