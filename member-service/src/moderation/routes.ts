import { httpError } from '@mindset/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementsAnswer,
  auditAnswer,
  banRequest,
  commentReviewParams,
  directoryAnswer,
  directoryQuery,
  errorSchema,
  memberPageAnswer,
  moderationQueueAnswer,
  okSchema,
  postParams,
  REASON_REQUIRED,
  reasonRequest,
  reviewParams,
  reviewRequest,
  roleRequest,
  suspendRequest,
  usernameParams,
} from '@mindset/member-contract';
import { NO_SUCH_MEMBER, type MemberRow } from '../accounts/people';
import { requireMember, type RouteContext } from '../http/context';
import { FEED_TOPIC, postTopic } from '../live/topics';
import { excerptOf, linkTo } from '../notifications/rules';
import { activeMemberIds } from '../notifications/store';
import { isOwner, isStaff, suspensionNotice } from '../policy/policy';
import { NO_SUCH_POST } from '../posts/rules';
import type { CommunityEvent } from '../posts/schemas';
import { isPublicPost, readPost } from '../posts/store';
import { endSessions } from '../sessions/revocation';
import {
  CANNOT_ACT_ON,
  COMMUNITY_LINK,
  mayActOn,
  NO_SUCH_COMMENT,
  OWNER_ONLY,
  STAFF_ONLY,
  SUSPENSION_IN_PAST,
  tellOutcome,
  tellRemoval,
} from './rules';
import {
  ban,
  liftSuspension,
  lockPostWithAuthor,
  memberForStudio,
  readAudit,
  readMemberPage,
  readPinnedPosts,
  readReportQueue,
  recordAction,
  removeComment,
  removePost,
  restoreComment,
  restorePost,
  searchMembers,
  setPinned,
  setRole,
  suspend,
  unban,
} from './store';

/** The studio's routes (docs/decisions/0110-roles-and-moderation.md): moderators and the owner only. */
export function moderationRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database, live, notifier } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function requireStaff(request: FastifyRequest): Promise<MemberRow> {
    const { member } = await requireMember(context, request);
    if (!isStaff(member.role)) throw httpError(403, STAFF_ONLY);
    return member;
  }

  async function requireOwner(request: FastifyRequest): Promise<MemberRow> {
    const { member } = await requireMember(context, request);
    if (!isOwner(member.role)) throw httpError(403, isStaff(member.role) ? OWNER_ONLY : STAFF_ONLY);
    return member;
  }

  /** The member the actor acts on, when the actor may (404 when there is none, 403 when not theirs to act on). */
  async function targetOf(actor: MemberRow, username: string) {
    const target = await memberForStudio(database, username);
    if (!target) throw httpError(404, NO_SUCH_MEMBER);
    if (!mayActOn(actor, target)) throw httpError(403, CANNOT_ACT_ON);
    return target;
  }

  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  api.get(
    '/api/members/moderation/reports',
    {
      schema: {
        summary: 'The report queue: reported posts and comments, most reporters first (moderators)',
        response: { 200: moderationQueueAnswer, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireStaff(request);
      return { items: await readReportQueue(database) };
    },
  );

  api.post(
    '/api/members/moderation/reports/:postId',
    {
      schema: {
        summary:
          'Review a reported post (moderators): "restore" clears its reports and shows it again, "remove" deletes it and tells its author why',
        params: reviewParams,
        body: reviewRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const moderator = await requireStaff(request);
      const { postId } = request.params;
      const review = request.body;
      if (review.decision === 'remove' && !review.reason) throw httpError(400, REASON_REQUIRED);
      const emails = await database.transaction(async (tx) => {
        const post = await lockPostWithAuthor(tx, postId);
        if (!post) throw httpError(404, NO_SUCH_POST);
        if (review.decision === 'remove') {
          const event: CommunityEvent = { kind: 'post.deleted', postId };
          await live.publish(tx, FEED_TOPIC, event);
          await live.publish(tx, postTopic(postId), event);
          await removePost(tx, postId);
          let emails = 0;
          if (post.authorId !== moderator.id) {
            emails = await tellRemoval(tx, live, notifier, moderator, {
              kind: 'post',
              id: postId,
              authorId: post.authorId,
              text: post.caption,
              reason: review.reason ?? '',
            });
          }
          await recordAction(tx, moderator, 'removed post', postId, review.reason ?? '');
          return emails;
        }
        await restorePost(tx, postId);
        await recordAction(tx, moderator, 'restored post', postId);
        return 0;
      });
      if (emails > 0) context.onMailQueued();
      request.log.info({ postId, decision: review.decision }, 'reported post reviewed');
      return { ok: true as const };
    },
  );

  api.post(
    '/api/members/moderation/comments/:commentId',
    {
      schema: {
        summary:
          'Review a comment (moderators): "restore" clears its reports, "remove" deletes it and tells its author why',
        params: commentReviewParams,
        body: reviewRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const moderator = await requireStaff(request);
      const { commentId } = request.params;
      const review = request.body;
      if (review.decision === 'remove' && !review.reason) throw httpError(400, REASON_REQUIRED);
      const emails = await database.transaction(async (tx) => {
        if (review.decision === 'restore') {
          if (!(await restoreComment(tx, commentId))) throw httpError(404, NO_SUCH_COMMENT);
          await recordAction(tx, moderator, 'restored comment', commentId);
          return 0;
        }
        const removed = await removeComment(tx, commentId);
        if (!removed) throw httpError(404, NO_SUCH_COMMENT);
        const event: CommunityEvent = { kind: 'post.comments', postId: removed.postId, comments: removed.comments };
        await live.publish(tx, FEED_TOPIC, event);
        await live.publish(tx, postTopic(removed.postId), event);
        let emails = 0;
        if (removed.authorId !== moderator.id) {
          emails = await tellRemoval(tx, live, notifier, moderator, {
            kind: 'comment',
            id: commentId,
            authorId: removed.authorId,
            text: removed.body,
            reason: review.reason ?? '',
          });
        }
        await recordAction(tx, moderator, 'removed comment', commentId, review.reason ?? '');
        return emails;
      });
      if (emails > 0) context.onMailQueued();
      return { ok: true as const };
    },
  );

  api.get(
    '/api/members/moderation/members',
    {
      schema: {
        summary: 'The members directory, by name, username or email (moderators)',
        querystring: directoryQuery,
        response: { 200: directoryAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireStaff(request);
      return { members: await searchMembers(database, request.query.q ?? '') };
    },
  );

  api.get(
    '/api/members/moderation/members/:username',
    {
      schema: {
        summary: 'A member as the studio shows them: status, recent posts, reports against them (moderators)',
        params: usernameParams,
        response: { 200: memberPageAnswer, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await requireStaff(request);
      const page = await readMemberPage(database, request.params.username);
      if (!page) throw httpError(404, NO_SUCH_MEMBER);
      return page;
    },
  );

  api.put(
    '/api/members/moderation/members/:username/suspension',
    {
      schema: {
        summary: 'Suspend a member until a time, with a reason: they read but cannot post, comment, message or chat',
        params: usernameParams,
        body: suspendRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const moderator = await requireStaff(request);
      const target = await targetOf(moderator, request.params.username);
      const until = new Date(request.body.until);
      if (until.getTime() <= Date.now()) throw httpError(400, SUSPENSION_IN_PAST);
      const emails = await database.transaction(async (tx) => {
        await suspend(tx, target.id, until, request.body.reason);
        // Their open pages close with the reason; signing in again, they read.
        await endSessions(tx, live, { memberId: target.id }, 'account-suspended');
        await recordAction(
          tx,
          moderator,
          `suspended until ${until.toISOString()}`,
          `@${target.entry.username}`,
          request.body.reason,
        );
        return tellOutcome(tx, notifier, target.id, {
          subjectId: null,
          link: COMMUNITY_LINK,
          text: suspensionNotice(until, request.body.reason),
        });
      });
      if (emails > 0) context.onMailQueued();
      return { ok: true as const };
    },
  );

  api.delete(
    '/api/members/moderation/members/:username/suspension',
    {
      schema: {
        summary: 'Lift a suspension early, with a reason',
        params: usernameParams,
        body: reasonRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const moderator = await requireStaff(request);
      const target = await targetOf(moderator, request.params.username);
      await database.transaction(async (tx) => {
        await liftSuspension(tx, target.id);
        await recordAction(tx, moderator, 'lifted suspension', `@${target.entry.username}`, request.body.reason);
      });
      return { ok: true as const };
    },
  );

  api.put(
    '/api/members/moderation/members/:username/ban',
    {
      schema: {
        summary: 'Ban a member, with a reason: they cannot sign in and what they shared is hidden',
        params: usernameParams,
        body: banRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const moderator = await requireStaff(request);
      const target = await targetOf(moderator, request.params.username);
      await database.transaction(async (tx) => {
        await ban(tx, target.id, request.body.reason);
        await endSessions(tx, live, { memberId: target.id }, 'account-banned');
        await recordAction(tx, moderator, 'banned', `@${target.entry.username}`, request.body.reason);
      });
      return { ok: true as const };
    },
  );

  api.delete(
    '/api/members/moderation/members/:username/ban',
    {
      schema: {
        summary: 'Lift a ban, with a reason',
        params: usernameParams,
        body: reasonRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const moderator = await requireStaff(request);
      const target = await targetOf(moderator, request.params.username);
      await database.transaction(async (tx) => {
        await unban(tx, target.id);
        await recordAction(tx, moderator, 'lifted ban', `@${target.entry.username}`, request.body.reason);
      });
      return { ok: true as const };
    },
  );

  api.put(
    '/api/members/moderation/members/:username/role',
    {
      schema: {
        summary: 'Make a member a moderator, or a moderator a member again (the owner)',
        params: usernameParams,
        body: roleRequest,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const target = await targetOf(owner, request.params.username);
      await database.transaction(async (tx) => {
        await setRole(tx, target.id, request.body.role);
        await recordAction(
          tx,
          owner,
          request.body.role === 'moderator' ? 'made moderator' : 'made member',
          `@${target.entry.username}`,
        );
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/api/members/moderation/audit',
    {
      schema: {
        summary: 'Every moderator action, newest first: who, what, when, why (the owner)',
        response: { 200: auditAnswer, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireOwner(request);
      return { entries: await readAudit(database) };
    },
  );

  api.get(
    '/api/members/moderation/announcements',
    {
      schema: {
        summary: 'The posts pinned to the top of every feed (moderators)',
        response: { 200: announcementsAnswer, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireStaff(request);
      return { posts: await readPinnedPosts(database) };
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/members/moderation/announcements/:postId',
      {
        schema: {
          summary:
            method === 'put'
              ? 'Pin a post to the top of every member’s feed, live (moderators)'
              : 'Unpin it (moderators)',
          params: postParams,
          response: { 200: okSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const moderator = await requireStaff(request);
        const { postId } = request.params;
        const pinned = method === 'put';
        const emails = await database.transaction(async (tx) => {
          const changed = await setPinned(tx, postId, pinned);
          if (!changed) throw httpError(404, NO_SUCH_POST);
          await recordAction(tx, moderator, pinned ? 'pinned post' : 'unpinned post', postId);
          // Live on the feed for a public account's post; a private one's audience sees it on their next load.
          const post = (await isPublicPost(tx, postId)) ? await readPost(tx, moderator.id, postId) : null;
          if (post) await live.publish(tx, FEED_TOPIC, { kind: 'post.pinned', post, pinned });
          if (!changed.newlyPinned) return 0;
          // Every active member who may read the post is told, as of its author (decision 0124).
          const { author } = changed;
          const told = await notifier.notify(tx, {
            kind: 'announcement',
            actor: author,
            candidates: (await activeMemberIds(tx)).filter((id) => id !== moderator.id),
            subjectId: postId,
            link: linkTo.post(postId),
            excerpt: excerptOf(changed.caption),
            sharedBy: author.id,
          });
          return told.emails;
        });
        if (emails > 0) context.onMailQueued();
        return { ok: true as const };
      },
    );
  }
}
