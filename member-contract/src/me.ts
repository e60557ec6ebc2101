import * as z from 'zod/mini';
import { emailField, givenPasswordField, goalsField, memberSchema, nameField, newPasswordField } from './accounts';
import { isStorable, text } from './text';

/** `PATCH /api/members/me/profile`, `PUT` and `DELETE /api/members/me/photo`: the member as they now are. */
export const memberAnswer = z.object({ member: memberSchema });
export type MemberAnswer = z.infer<typeof memberAnswer>;

/** Long enough for any real address; the profile shows it as a link. */
export const MAX_WEBSITE = 200;

/** `PATCH /api/members/me/profile`: only the fields sent change. */
export const profileUpdateRequest = z.strictObject({
  name: z.optional(nameField),
  username: z.optional(
    z
      .string({ error: 'Username must be text.' })
      .check(
        z.regex(
          /^[a-z0-9](?:[a-z0-9._]{1,28})[a-z0-9]$/,
          'A username has 3 to 30 lower-case letters, digits, dots or underscores.',
        ),
      ),
  ),
  bio: z.optional(text({ label: 'Bio', max: 500 })),
  website: z.optional(
    z.union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'Enter a website address starting with https://.' })
        .check(
          z.maxLength(MAX_WEBSITE, `A website address can be at most ${MAX_WEBSITE} characters.`),
          z.refine(isStorable, 'Website has a character we cannot store. Remove it and try again.'),
        ),
    ]),
  ),
  email: z.optional(emailField),
  phone: z.optional(
    z
      .string({ error: 'Phone must be text.' })
      .check(z.regex(/^[0-9+()\-. ]{0,32}$/, 'Enter a phone number with digits, spaces and + ( ) - only.')),
  ),
  goals: z.optional(goalsField),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

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

const toggle = z.boolean({ error: 'A setting is on or off.' });

export const privacySchema = z.strictObject({
  privateAccount: toggle,
  hideStory: toggle,
  hideLastSeen: toggle,
  allowMessageRequests: toggle,
  showActivity: toggle,
  allowTagging: toggle,
  allowMentions: toggle,
  showOnlineStatus: toggle,
});
export type PrivacySettings = z.infer<typeof privacySchema>;

export const notificationsSchema = z.strictObject({
  pushNotifications: toggle,
  emailNotifications: toggle,
  smsNotifications: toggle,
  likes: toggle,
  comments: toggle,
  newFollowers: toggle,
  mentions: toggle,
  directMessages: toggle,
  storyViews: toggle,
  postUploads: toggle,
  liveVideos: toggle,
  productUpdates: toggle,
  marketingEmails: toggle,
});
export type NotificationSettings = z.infer<typeof notificationsSchema>;

/** `GET` and `PUT /api/members/me/settings`: the answer of both. */
export const settingsSchema = z.object({ privacy: privacySchema, notifications: notificationsSchema });
export type Settings = z.infer<typeof settingsSchema>;
/** `PUT /api/members/me/settings`: only the switches named change; the others keep their values. */
export const settingsUpdateRequest = z.strictObject({
  privacy: z.optional(z.partial(privacySchema)),
  notifications: z.optional(z.partial(notificationsSchema)),
});
export type SettingsUpdateRequest = z.input<typeof settingsUpdateRequest>;

/** `POST /api/members/me/password`: the other sessions are signed out. */
export const passwordChangeRequest = z.strictObject({
  currentPassword: givenPasswordField,
  newPassword: newPasswordField,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  /** Not recorded: the service keeps no client addresses. */
  location: z.nullable(z.string()),
  lastActive: z.string(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof sessionSchema>;
/** `GET /api/members/me/sessions`: most recent first. */
export const sessionsAnswer = z.object({ sessions: z.array(sessionSchema) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;
/** `DELETE /api/members/me/sessions/others`. */
export const signedOutOthersAnswer = z.object({ signedOut: z.number() });
export type SignedOutOthersAnswer = z.infer<typeof signedOutOthersAnswer>;

/** `GET /api/members/photos/:file` and `/api/members/media/:file`: the file itself. */
export const fileParams = z.object({ file: text({ label: 'A file name', max: 120 }) });
export type FileParams = z.infer<typeof fileParams>;
