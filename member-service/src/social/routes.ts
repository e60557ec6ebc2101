import { httpError, type Queryable } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  type FollowState,
} from './store';
import { blockBetween } from '../policy/store';
import { memberTopic } from '../live/topics';
import { errorSchema } from '@mindset/member-contract';
import { authorSchema, postSchema } from '../posts/schemas';
import { requireMember, type RouteContext } from '../http/context';
import { NO_SUCH_MEMBER } from '../accounts/people';
import { idText, text } from '../textRule';

export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';
export const CANNOT_FOLLOW = 'You cannot follow this member.';
export const NO_SUCH_REQUEST = 'That follow request is not there any more.';
export const MAX_SEARCH = 100;

const usernameParams = z.object({ username: idText('The username', 40) });
const followStateSchema = z.enum(['self', 'following', 'requested', 'none']);
const topicCountSchema = z.object({ name: z.string(), posts: z.number() });
const topicParams = z.object({
  kind: z.enum(['hashtag', 'location'], { error: 'A topic is a hashtag or a location.' }),
  name: text('A hashtag or place name', { max: 120, trim: true }).min(1, 'Name a hashtag or a place.'),
});

const profileSchema = z.object({
  person: authorSchema,
  bio: z.string(),
  website: z.string(),
  isPrivate: z.boolean(),
  posts: z.number(),
  followers: z.number(),
  following: z.number(),
  followState: followStateSchema,
  followsYou: z.boolean(),
  blocked: z.boolean(),
});

const activitySchema = z.object({
  id: z.string(),
  type: z.enum(['like', 'comment', 'mention', 'follow', 'request']),
  person: authorSchema,
  target: authorSchema.nullable(),
  text: z.string().nullable(),
  postId: z.string().nullable(),
  thumbnail: z.object({ kind: z.enum(['image', 'video']), url: z.string(), alt: z.string() }).nullable(),
  createdAt: z.string(),
  youFollow: z.boolean(),
});

/** Follows, profiles with real counts, activity, search, and hashtag and place pages. */
export function socialRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database, live } = context;
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
          200: z.object({ profile: profileSchema, posts: z.array(postSchema).nullable() }),
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
          200: z.object({ followState: followStateSchema }),
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
      const followState = await database.transaction(async (tx) => {
        const state = await follow(tx, member.id, other.id);
        await notify(tx, other.id);
        return state;
      });
      return { followState };
    },
  );

  api.delete(
    '/api/members/follows/:username',
    {
      schema: {
        summary: 'Unfollow a member, or withdraw a follow request',
        params: usernameParams,
        response: { 200: z.object({ followState: followStateSchema }), 401: errorSchema, 404: errorSchema },
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
          response: { 200: z.object({ approved: z.boolean() }), 401: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const other = await activeMember(request.params.username);
        const changed = await database.transaction(async (tx) => {
          const answered = await answerFollowRequest(tx, other.id, member.id, method === 'put');
          if (answered && method === 'put') await notify(tx, other.id);
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
        querystring: z.strictObject({ tab: z.enum(['you', 'following'], { error: 'Choose You or Following.' }) }),
        response: { 200: z.object({ activity: z.array(activitySchema) }), 400: errorSchema, 401: errorSchema },
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
        querystring: z.strictObject({
          q: text('A search', { max: MAX_SEARCH, trim: true }).min(1, 'Type something to search for.'),
        }),
        response: {
          200: z.object({
            people: z.array(authorSchema),
            hashtags: z.array(topicCountSchema),
            locations: z.array(topicCountSchema),
            posts: z.array(postSchema),
          }),
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
          200: z.object({ name: z.string(), posts: z.number(), following: z.boolean(), recent: z.array(postSchema) }),
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
          response: { 200: z.object({ following: z.boolean() }), 400: errorSchema, 401: errorSchema },
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
