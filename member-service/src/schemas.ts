import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth/passwords';

/** Every answer that is not a success: one sentence a person can read. */
export const errorSchema = z.object({ error: z.string() });

export const memberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  bio: z.string(),
  website: z.string(),
  phone: z.string(),
  goals: z.string(),
  /** A path on the site (`/api/members/photos/...`), or null: the screens show initials. */
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type MemberView = z.infer<typeof memberSchema>;

/** The spec's privacy toggles with their defaults. */
export const PRIVACY_DEFAULTS = {
  privateAccount: false,
  hideStory: false,
  hideLastSeen: false,
  allowMessageRequests: true,
  showActivity: true,
  allowTagging: true,
  allowMentions: true,
  showOnlineStatus: true,
} as const;

/** The spec's notification toggles with their defaults. */
export const NOTIFICATION_DEFAULTS = {
  pushNotifications: true,
  emailNotifications: true,
  smsNotifications: false,
  likes: true,
  comments: true,
  newFollowers: true,
  mentions: true,
  directMessages: true,
  storyViews: false,
  postUploads: true,
  liveVideos: true,
  productUpdates: true,
  marketingEmails: false,
} as const;

function toggles<Keys extends string>(defaults: Record<Keys, boolean>) {
  const shape = Object.fromEntries(Object.keys(defaults).map((key) => [key, z.boolean()])) as Record<
    Keys,
    z.ZodBoolean
  >;
  return z.strictObject(shape);
}

export const privacySchema = toggles(PRIVACY_DEFAULTS);
export const notificationsSchema = toggles(NOTIFICATION_DEFAULTS);
export const settingsSchema = z.object({ privacy: privacySchema, notifications: notificationsSchema });
export type Settings = z.infer<typeof settingsSchema>;

const text = (max: number, what: string) =>
  z.string({ error: `${what} must be text.` }).max(max, `${what} can be at most ${max} characters.`);

export const nameField = text(80, 'Full Name')
  .transform((value) => value.trim())
  .pipe(z.string().min(1, 'Enter your full name.'));

export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, such as jane@example.com.'))
  .transform((value) => value.toLowerCase());

export const newPasswordField = z
  .string({ error: 'Enter a password.' })
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters.')
  .max(MAX_PASSWORD_LENGTH, `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`);

/** A password being checked (sign in, current password): any length up to the bound. */
export const givenPasswordField = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(MAX_PASSWORD_LENGTH, `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const joinSchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  goals: text(2000, 'Your goals').optional(),
});

export const signInSchema = z.strictObject({ email: emailField, password: givenPasswordField });

export const profileUpdateSchema = z.strictObject({
  name: nameField.optional(),
  username: z
    .string({ error: 'Username must be text.' })
    .regex(
      /^[a-z0-9](?:[a-z0-9._]{1,28})[a-z0-9]$/,
      'A username has 3 to 30 lower-case letters, digits, dots or underscores.',
    )
    .optional(),
  bio: text(500, 'Bio').optional(),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a website address starting with https://.' })])
    .optional(),
  email: emailField.optional(),
  phone: z
    .string({ error: 'Phone must be text.' })
    .regex(/^[0-9+()\-. ]{0,32}$/, 'Enter a phone number with digits, spaces and + ( ) - only.')
    .optional(),
  goals: text(2000, 'Your goals').optional(),
});

export const lessonProgressSchema = z.strictObject({
  moduleId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a module id.'),
  lessonId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a lesson id.'),
  checkedExercises: z.array(z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not an exercise id.')).max(100),
  completed: z.boolean(),
  notes: text(20_000, 'Notes'),
  updatedAt: z.string().optional(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
