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

/** `POST /api/members/community/comments/:commentId/report`. */
export const commentParams = z.object({ commentId: idText('A comment') });
export type CommentParams = z.infer<typeof commentParams>;
