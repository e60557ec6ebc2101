import * as z from 'zod/mini';
import { authorSchema, mediaSchema } from './common';
import { postSchema } from './posts';
import { text } from './text';

export const MAX_SEARCH = 100;

export const followStateSchema = z.enum(['self', 'following', 'requested', 'none']);
export type FollowState = z.infer<typeof followStateSchema>;

export const profileSchema = z.object({
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
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/members/community/profiles/:username`: posts is null for a private account you do not follow. */
export const profileAnswer = z.object({ profile: profileSchema, posts: z.nullable(z.array(postSchema)) });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** `PUT` / `DELETE /api/members/follows/:username`. */
export const followAnswer = z.object({ followState: followStateSchema });
export type FollowAnswer = z.infer<typeof followAnswer>;

/** `PUT` / `DELETE /api/members/follows/requests/:username`: approve or decline. */
export const followRequestAnswer = z.object({ approved: z.boolean() });
export type FollowRequestAnswer = z.infer<typeof followRequestAnswer>;

export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(['like', 'comment', 'mention', 'follow', 'request']),
  person: authorSchema,
  target: z.nullable(authorSchema),
  text: z.nullable(z.string()),
  postId: z.nullable(z.string()),
  thumbnail: z.nullable(mediaSchema),
  createdAt: z.string(),
  youFollow: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /api/members/community/activity?tab=you|following`. */
export const activityQuery = z.strictObject({
  tab: z.enum(['you', 'following'], { error: 'Choose You or Following.' }),
});
export type ActivityQuery = z.infer<typeof activityQuery>;
export const activityAnswer = z.object({ activity: z.array(activitySchema) });
export type ActivityAnswer = z.infer<typeof activityAnswer>;

export const topicCountSchema = z.object({ name: z.string(), posts: z.number() });
export type TopicCount = z.infer<typeof topicCountSchema>;

/** `GET /api/members/community/search?q=`. */
export const searchQuery = z.strictObject({
  q: text({
    label: 'A search',
    max: MAX_SEARCH,
    trim: 'first',
    required: 'Type something to search for.',
    notText: 'Type something to search for.',
  }),
});
export type SearchQuery = z.input<typeof searchQuery>;
export const searchAnswer = z.object({
  people: z.array(authorSchema),
  hashtags: z.array(topicCountSchema),
  locations: z.array(topicCountSchema),
  posts: z.array(postSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** `/api/members/community/topics/:kind/:name` (and `/follow`): a hashtag's or place's page. */
export const topicParams = z.object({
  kind: z.enum(['hashtag', 'location'], { error: 'A topic is a hashtag or a location.' }),
  name: text({
    label: 'A hashtag or place name',
    max: 120,
    trim: 'first',
    required: 'Name a hashtag or a place.',
    notText: 'Name a hashtag or a place.',
  }),
});
export type TopicParams = z.infer<typeof topicParams>;
export const topicAnswer = z.object({
  name: z.string(),
  posts: z.number(),
  following: z.boolean(),
  recent: z.array(postSchema),
});
export type TopicAnswer = z.infer<typeof topicAnswer>;
export const topicFollowAnswer = z.object({ following: z.boolean() });
export type TopicFollowAnswer = z.infer<typeof topicFollowAnswer>;
