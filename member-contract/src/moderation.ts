import * as z from 'zod/mini';
import { authorSchema, mediaSchema } from './common';
import { idText, text } from './text';

// The studio's wire (docs/decisions/0110-roles-and-moderation.md): moderators and the owner only.

export const memberRoles = ['member', 'moderator', 'owner'] as const;
export const roleSchema = z.enum(memberRoles);
export type Role = z.infer<typeof roleSchema>;

export const REASON_REQUIRED = 'Give a reason.';
/** A reason a moderator gives: the author or member is told it, and the audit log keeps it. */
export const moderationReason = text({
  label: 'A reason',
  max: 500,
  trim: 'first',
  required: REASON_REQUIRED,
  notText: REASON_REQUIRED,
});

/** One reported thing in the queue, drawn as its author's audience sees it. */
export const reportedItemSchema = z.object({
  kind: z.enum(['post', 'comment']),
  id: z.string(),
  /** The post the thing is on (itself for a post). */
  postId: z.string(),
  author: authorSchema,
  text: z.string(),
  media: z.array(mediaSchema),
  createdAt: z.string(),
  /** Hidden from everyone but its author until reviewed (enough members reported it). */
  hidden: z.boolean(),
  reporters: z.number(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** `GET /api/members/moderation/reports`: most reported first. */
export const moderationQueueAnswer = z.object({ items: z.array(reportedItemSchema) });
export type ModerationQueueAnswer = z.infer<typeof moderationQueueAnswer>;

/** `POST /api/members/moderation/reports/:postId` and `.../comments/:commentId`. */
export const reviewParams = z.object({ postId: idText('A post') });
export type ReviewParams = z.infer<typeof reviewParams>;
export const commentReviewParams = z.object({ commentId: idText('A comment') });
export type CommentReviewParams = z.infer<typeof commentReviewParams>;
/** Restore shows it again and clears its reports; Remove deletes it and tells its author why (a reason is required). */
export const reviewRequest = z.strictObject({
  decision: z.enum(['restore', 'remove'], { error: 'Choose restore or remove.' }),
  reason: z.optional(moderationReason),
});
export type ReviewRequest = z.input<typeof reviewRequest>;

export const memberStatusSchema = z.enum(['active', 'suspended', 'banned', 'deactivated', 'deleted']);
export type MemberStatusName = z.infer<typeof memberStatusSchema>;

/** A member as the directory lists them. */
export const directoryEntrySchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.nullable(z.string()),
  role: roleSchema,
  status: memberStatusSchema,
  joinedAt: z.string(),
  lastActiveAt: z.nullable(z.string()),
  /** Reports by other members against their posts and comments. */
  reportsAgainst: z.number(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** `GET /api/members/moderation/members?q=`: by name, username or email. */
export const directoryQuery = z.object({
  q: z.optional(text({ label: 'The search', max: 100, trim: true })),
});
export const directoryAnswer = z.object({ members: z.array(directoryEntrySchema) });
export type DirectoryAnswer = z.infer<typeof directoryAnswer>;

/** `GET /api/members/moderation/members/:username`. */
export const memberPageAnswer = z.object({
  member: directoryEntrySchema,
  suspendedUntil: z.nullable(z.string()),
  suspensionReason: z.nullable(z.string()),
  banReason: z.nullable(z.string()),
  recentPosts: z.array(
    z.object({ id: z.string(), caption: z.string(), createdAt: z.string(), pinned: z.boolean(), reports: z.number() }),
  ),
  reports: z.array(
    z.object({
      kind: z.enum(['post', 'comment']),
      id: z.string(),
      text: z.string(),
      reason: z.string(),
      reporter: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type MemberPageAnswer = z.infer<typeof memberPageAnswer>;

/** `PUT /api/members/moderation/members/:username/suspension`. */
export const suspendRequest = z.strictObject({
  /** When the suspension ends (ISO 8601, in the future). */
  until: z.iso.datetime({ offset: true, error: 'Choose when the suspension ends.' }),
  reason: moderationReason,
});
export type SuspendRequest = z.input<typeof suspendRequest>;

/** `PUT /api/members/moderation/members/:username/ban`. */
export const banRequest = z.strictObject({ reason: moderationReason });
export type BanRequest = z.input<typeof banRequest>;

/** `PUT /api/members/moderation/members/:username/role` (the owner only). */
export const roleRequest = z.strictObject({
  role: z.enum(['member', 'moderator'], { error: 'Choose member or moderator.' }),
});
export type RoleRequest = z.input<typeof roleRequest>;

/** `DELETE /api/members/moderation/comments/:commentId`, and lifting a suspension or ban. */
export const reasonRequest = z.strictObject({ reason: moderationReason });
export type ReasonRequest = z.input<typeof reasonRequest>;

export const auditEntrySchema = z.object({
  id: z.string(),
  moderator: z.string(),
  action: z.string(),
  subject: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `GET /api/members/moderation/audit` (the owner only): newest first. */
export const auditAnswer = z.object({ entries: z.array(auditEntrySchema) });
export type AuditAnswer = z.infer<typeof auditAnswer>;

/** `GET /api/members/moderation/announcements`: the pinned posts and each channel's pinned message. */
export const announcementsAnswer = z.object({
  posts: z.array(z.object({ id: z.string(), caption: z.string(), author: z.string(), pinnedAt: z.string() })),
});
export type AnnouncementsAnswer = z.infer<typeof announcementsAnswer>;
