import * as z from 'zod/mini';
import { authorSchema, MEDIA_FILE_NAME } from './common';
import { idText, text } from './text';

/** Product rules (Community): a text story is set on one of six backgrounds. */
export const STORY_BACKGROUNDS = ['sunrise', 'ocean', 'forest', 'violet', 'ember', 'black'] as const;
export type StoryBackground = (typeof STORY_BACKGROUNDS)[number];
export const MAX_STORY_TEXT = 500;
export const NOT_YOUR_PHOTO = 'That photo was not uploaded by you. Add it again.';

export const storySchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'text']),
  url: z.nullable(z.string()),
  alt: z.string(),
  text: z.string(),
  background: z.nullable(z.string()),
  createdAt: z.string(),
  seen: z.boolean(),
});
export type Story = z.infer<typeof storySchema>;

export const storyAuthorSchema = z.object({
  author: authorSchema,
  stories: z.array(storySchema),
  allSeen: z.boolean(),
});
export type StoryAuthor = z.infer<typeof storyAuthorSchema>;

/** `GET /api/members/community/stories`: yours first, then unseen, each person's oldest first. */
export const storiesAnswer = z.object({ authors: z.array(storyAuthorSchema) });
export type StoriesAnswer = z.infer<typeof storiesAnswer>;

/** `POST /api/members/community/stories`: a photo you uploaded, or text on a background. */
export const newStoryRequest = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('image'),
      file: z.string({ error: NOT_YOUR_PHOTO }).check(z.regex(MEDIA_FILE_NAME, NOT_YOUR_PHOTO)),
      alt: z._default(
        text({
          label: 'A description of a photo',
          max: 300,
          trim: 'first',
          tooLong: 'A description of a photo can be at most 300 characters.',
        }),
        '',
      ),
    }),
    z.strictObject({
      kind: z.literal('text'),
      text: text({
        label: 'A text story',
        max: MAX_STORY_TEXT,
        trim: 'first',
        required: 'Write something for a text story.',
      }),
      background: z.enum(STORY_BACKGROUNDS, { error: 'Choose one of the six backgrounds.' }),
    }),
  ],
  { error: 'A story is a photo or text.' },
);
export type NewStoryRequest = z.input<typeof newStoryRequest>;
export const newStoryAnswer = z.object({ id: z.string() });
export type NewStoryAnswer = z.infer<typeof newStoryAnswer>;

/** `PUT /api/members/community/stories/:storyId/seen`. */
export const storyParams = z.object({ storyId: idText('A story') });
export type StoryParams = z.infer<typeof storyParams>;
