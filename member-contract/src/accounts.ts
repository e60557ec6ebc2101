import * as z from 'zod/mini';
import { roleSchema } from './moderation';
import { text } from './text';

export const MIN_PASSWORD_LENGTH = 8;
/** scrypt accepts any length; a bound keeps a huge "password" from being an easy denial of service. */
export const MAX_PASSWORD_LENGTH = 200;

/** A member as the service describes them (`GET /api/members/session`). */
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
  avatarUrl: z.nullable(z.string()),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const nameField = text({ label: 'Full Name', max: 80, trim: true, required: 'Enter your full name.' });

export const emailField = z.pipe(
  z.string({ error: 'Enter your email address.' }).check(z.trim(), z.maxLength(254, 'That email address is too long.')),
  z.email({ error: 'Enter a valid email address, such as jane@example.com.' }).check(z.toLowerCase()),
);

export const newPasswordField = text({
  label: 'Password',
  max: MAX_PASSWORD_LENGTH,
  notText: 'Enter a password.',
  tooLong: `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`,
}).check(z.minLength(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters.'));

/** A password being checked (sign in, current password): any length up to the bound. */
export const givenPasswordField = text({
  label: 'Password',
  max: MAX_PASSWORD_LENGTH,
  notText: 'Enter your password.',
  tooLong: `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`,
  required: 'Enter your password.',
});

export const goalsField = text({ label: 'Your goals', max: 2000 });

/** `POST /api/members/accounts`: join. */
export const joinRequest = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  goals: z.optional(goalsField),
});
export type JoinRequest = z.input<typeof joinRequest>;
/**
 * What the member may run besides their own account: moderators and the owner see the studio.
 * Optional on the wire so a page keeps working against a service from before roles (a member).
 */
const roleField = { role: z.optional(roleSchema) };
export const joinAnswer = z.object({ member: memberSchema, ...roleField });
export type JoinAnswer = z.infer<typeof joinAnswer>;

/** `GET /api/members/session`: the signed-in member, or null for a guest. */
export const sessionAnswer = z.object({ member: z.nullable(memberSchema), role: z.optional(z.nullable(roleSchema)) });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** `POST /api/members/session`: sign in. */
export const signInRequest = z.strictObject({ email: emailField, password: givenPasswordField });
export type SignInRequest = z.input<typeof signInRequest>;
export const signInAnswer = z.object({ member: memberSchema, restored: z.boolean(), ...roleField });
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** `POST /api/members/password-resets`: the same answer whether the email has an account or not. */
export const passwordResetRequest = z.strictObject({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
export const passwordResetAnswer = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

/** `POST /api/members/password-resets/confirm`. */
export const passwordResetConfirmRequest = z.strictObject({
  token: text({
    label: 'The reset link',
    max: 100,
    required: 'This reset link is not complete. Open it again from the email.',
  }),
  password: newPasswordField,
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequest>;
