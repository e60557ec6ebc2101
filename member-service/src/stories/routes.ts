import { randomUUID } from 'node:crypto';
import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorSchema,
  newStoryAnswer,
  newStoryRequest,
  NOT_YOUR_PHOTO,
  okSchema,
  storiesAnswer,
  storyParams,
} from '@mindset/member-contract';
import { insertStory, markStorySeen, ownsUploadedImage, readStories } from './store';
import { FEED_TOPIC } from '../live/topics';
import { perSessionLimit, requireMember, type RouteContext } from '../http/context';

export const STORY_HOURS = 24;
export const NO_SUCH_STORY = 'That story is not there any more.';

/** Stories: 24 hours, then gone; "seen" per member, for the grey ring. */
export function storyRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/members/community/stories',
    {
      schema: {
        summary:
          "The last 24 hours' stories of people you may see, yours first, then unseen, each person's oldest first",
        response: {
          200: storiesAnswer,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { authors: await readStories(database, member.id) };
    },
  );

  api.post(
    '/api/members/community/stories',
    {
      config: perSessionLimit(config, config.rateLimit.sharesPerMinute),
      schema: {
        summary: `Share a story (a photo you uploaded, or text on a background) for ${STORY_HOURS} hours`,
        body: newStoryRequest,
        response: { 201: newStoryAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const story = request.body;
      if (story.kind === 'image') {
        if (!(await ownsUploadedImage(database, member.id, story.file))) throw httpError(400, NOT_YOUR_PHOTO);
      }
      const id = randomUUID();
      await database.transaction(async (tx) => {
        await insertStory(tx, id, member.id, story, STORY_HOURS);
        // Open feeds reload their stories row; who may see it is decided by that read.
        await live.publish(tx, FEED_TOPIC, { kind: 'stories.changed' });
      });
      return reply.code(201).send({ id });
    },
  );

  api.put(
    '/api/members/community/stories/:storyId/seen',
    {
      schema: {
        summary: 'Mark a story seen by you',
        params: storyParams,
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const visible = (await readStories(database, member.id)).some((author) =>
        author.stories.some((story) => story.id === request.params.storyId),
      );
      if (!visible) throw httpError(404, NO_SUCH_STORY);
      await markStorySeen(database, request.params.storyId, member.id);
      return { ok: true as const };
    },
  );
}
