import { httpError } from '@mindset/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '../schemas';
import { FEED_TOPIC, memberTopic, postTopic } from '../live/topics';
import { readPost } from '../community/posts';
import { NO_SUCH_POST, type CommunityEvent } from './community';
import { requireMember, type RouteContext } from './context';
import { idText, text } from '../textRule';

/** More than two reports from different members hide a post until a moderator reviews it. */
export const REPORTS_TO_HIDE = 3;
export const NO_SUCH_MEMBER = 'There is no member with that username.';
export const CANNOT_BLOCK_SELF = 'You cannot block yourself.';
export const MODERATORS_ONLY = 'Only moderators can see the moderation queue.';

const usernameParams = z.object({ username: idText('The username', 40) });

export function safetyRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function memberIdOf(username: string): Promise<string> {
    const [row] = await database.query<{ id: string }>(
      `SELECT id FROM members WHERE username = $1 AND status = 'active'`,
      [username],
    );
    if (!row) throw httpError(404, NO_SUCH_MEMBER);
    return row.id;
  }

  async function requireModerator(request: FastifyRequest): Promise<void> {
    const { member } = await requireMember(context, request);
    const [row] = await database.query<{ role: string }>('SELECT role FROM members WHERE id = $1', [member.id]);
    if (row?.role !== 'moderator') throw httpError(403, MODERATORS_ONLY);
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
          response: { 200: z.object({ blocked: z.boolean() }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const otherId = await memberIdOf(request.params.username);
        if (otherId === member.id) throw httpError(400, CANNOT_BLOCK_SELF);
        await database.transaction(async (tx) => {
          if (method === 'put') {
            await tx.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
              member.id,
              otherId,
            ]);
            // A block ends follows and follow requests in both directions (docs/decisions/0080-one-member-policy.md).
            await tx.query(
              `DELETE FROM follows WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)`,
              [member.id, otherId],
            );
          } else {
            await tx.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [member.id, otherId]);
          }
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
          200: z.object({ blocked: z.array(z.object({ username: z.string(), name: z.string() })) }),
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const blocked = await database.query<{ username: string; name: string }>(
        `SELECT m.username, m.name FROM blocks b JOIN members m ON m.id = b.blocked_id
          WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
        [member.id],
      );
      return { blocked };
    },
  );

  api.post(
    '/api/members/community/posts/:postId/report',
    {
      schema: {
        summary: `Report a post with a reason; from ${REPORTS_TO_HIDE} members' reports it is hidden until reviewed`,
        params: z.object({ postId: idText('The post') }),
        body: z.strictObject({
          reason: text('A reason', { max: 500, trim: true, notText: 'Choose a reason.' }).min(1, 'Choose a reason.'),
        }),
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { postId } = request.params;
      await database.transaction(async (tx) => {
        const [post] = await tx.query<{ author_id: string; hidden: boolean }>(
          'SELECT author_id, hidden_for_review_at IS NOT NULL AS hidden FROM posts WHERE id = $1 FOR UPDATE',
          [postId],
        );
        // A post the member may not see is refused as if it were not there.
        if (!post || !(await readPost(tx, member.id, postId))) throw httpError(404, NO_SUCH_POST);
        await tx.query(
          'INSERT INTO post_reports (post_id, reporter_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [postId, member.id, request.body.reason],
        );
        const [row] = await tx.query<{ reports: number }>(
          'SELECT count(*)::int AS reports FROM post_reports WHERE post_id = $1',
          [postId],
        );
        if (!post.hidden && (row?.reports ?? 0) >= REPORTS_TO_HIDE) {
          await tx.query('UPDATE posts SET hidden_for_review_at = now() WHERE id = $1', [postId]);
          const event: CommunityEvent = { kind: 'post.deleted', postId };
          await live.publish(tx, FEED_TOPIC, event);
          request.log.info({ postId }, 'post hidden pending review');
        }
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/api/members/moderation/reports',
    {
      schema: {
        summary: 'The moderation queue: reported posts, most reported first, with their reasons (moderators only)',
        response: {
          200: z.object({
            posts: z.array(
              z.object({
                postId: z.string(),
                caption: z.string(),
                author: z.string(),
                hidden: z.boolean(),
                reasons: z.array(z.string()),
              }),
            ),
          }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      await requireModerator(request);
      const posts = await database.query<{
        postId: string;
        caption: string;
        author: string;
        hidden: boolean;
        reasons: string[];
      }>(
        `SELECT p.id AS "postId", p.caption, m.username AS author, p.hidden_for_review_at IS NOT NULL AS hidden,
                array_agg(r.reason ORDER BY r.created_at) AS reasons
           FROM post_reports r JOIN posts p ON p.id = r.post_id JOIN members m ON m.id = p.author_id
          GROUP BY p.id, m.username ORDER BY count(*) DESC, max(r.created_at) DESC`,
      );
      return { posts };
    },
  );

  api.post(
    '/api/members/moderation/reports/:postId',
    {
      schema: {
        summary:
          'Review a reported post (moderators only): "restore" clears its reports and shows it again, "remove" deletes it',
        params: z.object({ postId: idText('The post') }),
        body: z.strictObject({ decision: z.enum(['restore', 'remove'], { error: 'Choose restore or remove.' }) }),
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await requireModerator(request);
      const { postId } = request.params;
      await database.transaction(async (tx) => {
        const [post] = await tx.query('SELECT 1 FROM posts WHERE id = $1 FOR UPDATE', [postId]);
        if (!post) throw httpError(404, NO_SUCH_POST);
        if (request.body.decision === 'remove') {
          const event: CommunityEvent = { kind: 'post.deleted', postId };
          await live.publish(tx, FEED_TOPIC, event);
          await live.publish(tx, postTopic(postId), event);
          await tx.query('DELETE FROM posts WHERE id = $1', [postId]);
        } else {
          await tx.query('DELETE FROM post_reports WHERE post_id = $1', [postId]);
          await tx.query('UPDATE posts SET hidden_for_review_at = NULL WHERE id = $1', [postId]);
        }
      });
      request.log.info({ postId, decision: request.body.decision }, 'reported post reviewed');
      return { ok: true as const };
    },
  );
}
