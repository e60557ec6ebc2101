import { httpError, type Queryable } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityAnswer,
  activityQuery,
  errorSchema,
  followAnswer,
  followRequestAnswer,
  profileAnswer,
  searchAnswer,
  searchQuery,
  topicAnswer,
  topicFollowAnswer,
  topicParams,
  usernameParams,
  type FollowState,
} from '@mindset/member-contract';
import {
  activeMemberId,
  answerFollowRequest,
  follow,
  readActivity,
  readProfile,
  readTopic,
  search,
  setTopicFollowed,
  unfollow,
} from './store';
import { blockBetween } from '../policy/store';
import { memberTopic } from '../live/topics';
import { markSubjectRead } from '../notifications/store';
import { linkTo } from '../notifications/rules';
import { requireMember, type RouteContext } from '../http/context';
import { NO_SUCH_MEMBER } from '../accounts/people';

export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';
export const CANNOT_FOLLOW = 'You cannot follow this member.';
export const NO_SUCH_REQUEST = 'That follow request is not there any more.';

/** Follows, profiles with real counts, activity, search, and hashtag and place pages. */
export function socialRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database, live, notifier } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function activeMember(username: string): Promise<{ id: string }> {
    const id = await activeMemberId(database, username);
    if (!id) throw httpError(404, NO_SUCH_MEMBER);
    return { id };
  }

  /** Their activity has something new (a follow, a request): their open tabs hear it. */
  const notify = (tx: Queryable, memberId: string) => live.publish(tx, memberTopic(memberId), { kind: 'activity.new' });

  api.get(
    '/api/members/community/profiles/:username',
    {
      schema: {
        summary:
          "A member's profile with real counts, and their posts newest first (posts is null for a private account you do not follow)",
        params: usernameParams,
        response: {
          200: profileAnswer,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const found = await readProfile(database, member.id, request.params.username);
      if (!found) throw httpError(404, NO_SUCH_MEMBER);
      return found;
    },
  );

  api.put(
    '/api/members/follows/:username',
    {
      schema: {
        summary: 'Follow a member: at once for a public account, as a request for a private one',
        params: usernameParams,
        response: {
          200: followAnswer,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const other = await activeMember(request.params.username);
      if (other.id === member.id) throw httpError(400, CANNOT_FOLLOW_SELF);
      if (await blockBetween(database, member.id, other.id)) throw httpError(403, CANNOT_FOLLOW);
      const followed = await database.transaction(async (tx) => {
        const { state, isNew } = await follow(tx, member.id, other.id);
        await notify(tx, other.id);
        const told = isNew
          ? await notifier.notify(tx, {
              kind: state === 'following' ? 'follow' : 'follow_request',
              actor: member,
              candidates: [other.id],
              // Follows of a day are one bell item; each request is its own, read once answered.
              subjectId: state === 'following' ? null : member.id,
              link: linkTo.profile(member.username),
              excerpt: '',
            })
          : null;
        return { state, emails: told?.emails ?? 0 };
      });
      if (followed.emails > 0) context.onMailQueued();
      return { followState: followed.state };
    },
  );

  api.delete(
    '/api/members/follows/:username',
    {
      schema: {
        summary: 'Unfollow a member, or withdraw a follow request',
        params: usernameParams,
        response: { 200: followAnswer, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const other = await activeMember(request.params.username);
      await database.transaction(async (tx) => {
        await unfollow(tx, member.id, other.id);
        // The member's open tabs leave the topics of a private account they no longer follow.
        await live.publish(tx, memberTopic(member.id), { kind: 'follows.changed' });
      });
      return { followState: 'none' as FollowState };
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/members/follows/requests/:username',
      {
        schema: {
          summary: method === 'put' ? 'Approve a request to follow your private account' : 'Decline it',
          params: usernameParams,
          response: { 200: followRequestAnswer, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const other = await activeMember(request.params.username);
        const changed = await database.transaction(async (tx) => {
          const answered = await answerFollowRequest(tx, other.id, member.id, method === 'put');
          if (answered && method === 'put') await notify(tx, other.id);
          // The request is answered: the bell no longer asks the owner to.
          if (answered) await markSubjectRead(tx, member.id, 'follow_request', other.id);
          return answered;
        });
        if (!changed) throw httpError(404, NO_SUCH_REQUEST);
        return { approved: method === 'put' };
      },
    );
  }

  api.get(
    '/api/members/community/activity',
    {
      schema: {
        summary:
          'Your activity, newest first: "you" (likes, comments, mentions, follows and requests) or "following" (what the people you follow did)',
        querystring: activityQuery,
        response: { 200: activityAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { activity: await readActivity(database, member.id, request.query.tab) };
    },
  );

  api.get(
    '/api/members/community/search',
    {
      schema: {
        summary: 'Search people, hashtags, places and posts',
        querystring: searchQuery,
        response: {
          200: searchAnswer,
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return search(database, member.id, request.query.q);
    },
  );

  api.get(
    '/api/members/community/topics/:kind/:name',
    {
      schema: {
        summary: "A hashtag's or place's page: the number of posts, whether you follow it, its newest posts",
        params: topicParams,
        response: {
          200: topicAnswer,
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return readTopic(database, member.id, request.params.kind, request.params.name);
    },
  );

  for (const method of ['put', 'delete'] as const) {
    api[method](
      '/api/members/community/topics/:kind/:name/follow',
      {
        schema: {
          summary: method === 'put' ? 'Follow a hashtag or place' : 'Stop following it',
          params: topicParams,
          response: { 200: topicFollowAnswer, 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const { kind } = request.params;
        const name = request.params.name.replace(/^#/, '').toLowerCase();
        await setTopicFollowed(database, member.id, kind, name, method === 'put');
        return { following: method === 'put' };
      },
    );
  }
}
