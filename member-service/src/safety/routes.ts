import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockAnswer,
  blockedAnswer,
  errorSchema,
  commentParams,
  okSchema,
  postParams,
  reportRequest,
  usernameParams,
} from '@mindset/member-contract';
import { FEED_TOPIC, memberTopic } from '../live/topics';
import { NO_SUCH_MEMBER } from '../accounts/people';
import { NO_SUCH_POST } from '../posts/rules';
import type { CommunityEvent } from '../posts/schemas';
import { commentPostId, readComments, readPost } from '../posts/store';
import { addCommentReport } from '../moderation/store';
import { NO_SUCH_COMMENT } from '../moderation/rules';
import { activeMemberId, addReport, block, hideForReview, lockPostForReport, readBlocked, unblock } from './store';
import { requireMember, type RouteContext } from '../http/context';

/** More than two reports from different members hide a post until a moderator reviews it. */
export const REPORTS_TO_HIDE = 3;
export const CANNOT_BLOCK_SELF = 'You cannot block yourself.';

export function safetyRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function memberIdOf(username: string): Promise<string> {
    const id = await activeMemberId(database, username);
    if (!id) throw httpError(404, NO_SUCH_MEMBER);
    return id;
  }

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/members/blocks/:username',
      {
        schema: {
          summary:
            method === 'put'
              ? 'Block a member: their posts, comments and messages disappear for you, and neither of you can message the other'
              : 'Unblock them',
          params: usernameParams,
          response: { 200: blockAnswer, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const otherId = await memberIdOf(request.params.username);
        if (otherId === member.id) throw httpError(400, CANNOT_BLOCK_SELF);
        await database.transaction(async (tx) => {
          await (method === 'put' ? block(tx, member.id, otherId) : unblock(tx, member.id, otherId));
          // Both members' open tabs read who is hidden from them again.
          await live.publish(tx, memberTopic(member.id), { kind: 'blocks.changed' });
          await live.publish(tx, memberTopic(otherId), { kind: 'blocks.changed' });
        });
        return { blocked: method === 'put' };
      },
    );
  }

  api.get(
    '/api/members/blocks',
    {
      schema: {
        summary: 'The members you blocked',
        response: {
          200: blockedAnswer,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { blocked: await readBlocked(database, member.id) };
    },
  );

  api.post(
    '/api/members/community/posts/:postId/report',
    {
      schema: {
        summary: `Report a post with a reason; from ${REPORTS_TO_HIDE} members' reports it is hidden until reviewed`,
        params: postParams,
        body: reportRequest,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { postId } = request.params;
      await database.transaction(async (tx) => {
        const post = await lockPostForReport(tx, postId);
        // A post the member may not see is refused as if it were not there.
        if (!post || !(await readPost(tx, member.id, postId))) throw httpError(404, NO_SUCH_POST);
        const reports = await addReport(tx, postId, member.id, request.body.reason);
        if (!post.hidden && reports >= REPORTS_TO_HIDE) {
          await hideForReview(tx, postId);
          const event: CommunityEvent = { kind: 'post.deleted', postId };
          await live.publish(tx, FEED_TOPIC, event);
          request.log.info({ postId }, 'post hidden pending review');
        }
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/members/community/comments/:commentId/report',
    {
      schema: {
        summary: 'Report a comment with a reason: it joins the moderators’ queue',
        params: commentParams,
        body: reportRequest,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { commentId } = request.params;
      // A comment on a post the member may not see, or by someone hidden from them, is not there.
      const postId = await commentPostId(database, commentId);
      const visible = postId
        ? (await readComments(database, member.id, postId)).some((c) => c.id === commentId)
        : false;
      if (!postId || !visible || !(await readPost(database, member.id, postId))) throw httpError(404, NO_SUCH_COMMENT);
      await addCommentReport(database, commentId, member.id, request.body.reason);
      return { ok: true as const };
    },
  );
}
