import { randomUUID } from 'node:crypto';
import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_FILE_NAME } from '../posts/media';
import { insertStory, markStorySeen, ownsUploadedImage, readStories } from './store';
import { FEED_TOPIC } from '../live/topics';
import { errorSchema, okSchema } from '@mindset/member-contract';
import { authorSchema } from '../posts/schemas';
import { perSessionLimit, requireMember, type RouteContext } from '../http/context';
import { idText, text } from '../textRule';

/** Product rules (Community): a text story is set on one of six backgrounds. */
export const STORY_BACKGROUNDS = ['sunrise', 'ocean', 'forest', 'violet', 'ember', 'black'] as const;
export const MAX_STORY_TEXT = 500;
export const STORY_HOURS = 24;
export const NOT_YOUR_PHOTO = 'That photo was not uploaded by you. Add it again.';
export const NO_SUCH_STORY = 'That story is not there any more.';

const storySchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'text']),
  url: z.string().nullable(),
  alt: z.string(),
  text: z.string(),
  background: z.string().nullable(),
  createdAt: z.string(),
  seen: z.boolean(),
});

const newStorySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('image'),
      file: text('The photo', { max: 120, tooLong: NOT_YOUR_PHOTO }).regex(MEDIA_FILE_NAME, NOT_YOUR_PHOTO),
      alt: text('A description of a photo', { max: 300, trim: true }).default(''),
    }),
    z.strictObject({
      kind: z.literal('text'),
      text: text('A text story', { max: MAX_STORY_TEXT, trim: true }).min(1, 'Write something for a text story.'),
      background: z.enum(STORY_BACKGROUNDS, { error: 'Choose one of the six backgrounds.' }),
    }),
  ],
  { error: 'A story is a photo or text.' },
);

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
          200: z.object({
            authors: z.array(z.object({ author: authorSchema, stories: z.array(storySchema), allSeen: z.boolean() })),
          }),
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
        body: newStorySchema,
        response: { 201: z.object({ id: z.string() }), 400: errorSchema, 401: errorSchema },
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
        params: z.object({ storyId: idText('The story') }),
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
