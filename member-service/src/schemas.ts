import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './accounts/passwords';
import { text } from './textRule';

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
/** A change names only the toggles it changes; the others keep their values. */
export const settingsChangeSchema = z.strictObject({
  privacy: privacySchema.partial().optional(),
  notifications: notificationsSchema.partial().optional(),
});

export const nameField = text('Full Name', { max: 80 })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, 'Enter your full name.'));

export const emailField = text('Your email address', {
  max: 254,
  trim: true,
  notText: 'Enter your email address.',
  tooLong: 'That email address is too long.',
})
  .pipe(z.email('Enter a valid email address, such as jane@example.com.'))
  .transform((value) => value.toLowerCase());

export const newPasswordField = text('Password', {
  max: MAX_PASSWORD_LENGTH,
  notText: 'Enter a password.',
  tooLong: `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`,
}).min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters.');

/** A password being checked (sign in, current password): any length up to the bound. */
export const givenPasswordField = text('Password', {
  max: MAX_PASSWORD_LENGTH,
  notText: 'Enter your password.',
  tooLong: `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`,
}).min(1, 'Enter your password.');

const goalsField = text('Your goals', { max: 2000 });

export const joinSchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  goals: goalsField.optional(),
});

export const signInSchema = z.strictObject({ email: emailField, password: givenPasswordField });

/** Long enough for any real address; the profile shows it as a link. */
export const MAX_WEBSITE = 200;

export const profileUpdateSchema = z.strictObject({
  name: nameField.optional(),
  username: text('Username', {
    max: 30,
    tooLong: 'A username has 3 to 30 lower-case letters, digits, dots or underscores.',
  })
    .regex(
      /^[a-z0-9](?:[a-z0-9._]{1,28})[a-z0-9]$/,
      'A username has 3 to 30 lower-case letters, digits, dots or underscores.',
    )
    .optional(),
  bio: text('Bio', { max: 500 }).optional(),
  website: text('Website', {
    max: MAX_WEBSITE,
    tooLong: `A website address can be at most ${MAX_WEBSITE} characters.`,
  })
    .pipe(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'Enter a website address starting with https://.' }),
      ]),
    )
    .optional(),
  email: emailField.optional(),
  phone: text('Phone', { max: 32, tooLong: 'Enter a phone number with digits, spaces and + ( ) - only.' })
    .regex(/^[0-9+()\-. ]{0,32}$/, 'Enter a phone number with digits, spaces and + ( ) - only.')
    .optional(),
  goals: goalsField.optional(),
});

export const okSchema = z.object({ ok: z.literal(true) });
