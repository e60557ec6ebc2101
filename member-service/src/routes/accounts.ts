import { randomBytes, randomUUID } from 'node:crypto';
import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { endSessions } from '../auth/revocation';
import {
  clearSessionCookie,
  hashToken,
  resolveSession,
  sessionCookieName,
  signedInHintCookieName,
  startSession,
} from '../auth/sessions';
import { clearFailures, clearFailuresFrom, recordFailure, signInWaitSeconds, waitInWords } from '../auth/throttle';
import { enqueueMail } from '../mail/outbox';
import {
  emailField,
  errorSchema,
  joinSchema,
  memberSchema,
  newPasswordField,
  okSchema,
  signInSchema,
} from '../schemas';
import { findMemberByEmail, findMemberById, freeUsername, toMemberView } from '../storage/members';
import type { RouteContext } from './context';
import { text } from '../textRule';

export const SIGN_IN_FAILED = 'The email or password is not correct.';
export const DUPLICATE_EMAIL = 'An account with this email already exists. Sign in instead.';
export const RESET_SENT = 'If an account uses this email, we have sent it a link to choose a new password.';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired. Ask for a new one.';
const RESET_LINK_MINUTES = 60;

export const tooManyAttempts = (seconds: number) =>
  `Too many wrong passwords for this email from here. Please wait ${waitInWords(seconds)} and try again.`;

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

export function accountRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accountsLimit = { rateLimit: { max: config.rateLimit.accountsPerMinute, timeWindow: '1 minute' } };

  api.post(
    '/api/members/accounts',
    {
      config: accountsLimit,
      schema: {
        summary: 'Join: creates the account and signs it in',
        body: joinSchema,
        response: { 201: z.object({ member: memberSchema }), 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, goals } = request.body;
      if (await findMemberByEmail(database, email)) throw httpError(409, DUPLICATE_EMAIL);
      const passwordHash = await hashPassword(password);
      const id = randomUUID();
      try {
        await database.transaction(async (tx) => {
          const username = await freeUsername(tx, name);
          await tx.query(
            `INSERT INTO members (id, username, name, email, password_hash, goals) VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, username, name, email, passwordHash, goals?.trim() ?? ''],
          );
        });
      } catch (error) {
        // Two joins with one email at the same moment: the unique index lets one through.
        if (isUniqueViolation(error)) throw httpError(409, DUPLICATE_EMAIL);
        throw error;
      }
      await startSession(database, config, request, reply, id);
      const member = await findMemberById(database, id);
      if (!member) throw new Error('member vanished after insert');
      request.log.info({ memberId: id }, 'member joined');
      return reply.code(201).send({ member: toMemberView(member) });
    },
  );

  api.get(
    '/api/members/session',
    {
      schema: {
        summary: 'The signed-in member, or null for a guest',
        response: { 200: z.object({ member: memberSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await resolveSession(database, config, request);
      // A session that ended elsewhere (signed out, password reset) leaves a stale hint: drop it.
      if (!session && request.cookies[signedInHintCookieName(config)]) clearSessionCookie(config, reply);
      return { member: session ? toMemberView(session.member) : null };
    },
  );

  api.post(
    '/api/members/session',
    {
      config: accountsLimit,
      schema: {
        summary: 'Sign in (also restores an account deleted or deactivated in the last 30 days)',
        body: signInSchema,
        response: {
          200: z.object({ member: memberSchema, restored: z.boolean() }),
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await signInWaitSeconds(database, email, request.ip, config.signIn);
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw httpError(429, tooManyAttempts(wait));
      }
      const member = await findMemberByEmail(database, email);
      const usable = member?.password_hash ? member : null;
      const matches = await verifyPassword(password, usable?.password_hash ?? (await decoyPasswordHash()));
      if (!usable || !matches) {
        await recordFailure(database, email, request.ip);
        throw httpError(401, SIGN_IN_FAILED);
      }
      await clearFailuresFrom(database, email, request.ip);
      const restored = usable.status !== 'active';
      if (restored) {
        await database.query(`UPDATE members SET status = 'active', status_changed_at = now() WHERE id = $1`, [
          usable.id,
        ]);
        request.log.info({ memberId: usable.id, from: usable.status }, 'account restored by signing in');
      }
      await startSession(database, config, request, reply, usable.id);
      return { member: toMemberView({ ...usable, status: 'active' }), restored };
    },
  );

  api.delete(
    '/api/members/session',
    { schema: { summary: 'Sign out this browser', response: { 200: okSchema } } },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName(config)];
      if (token) {
        await database.transaction((tx) => endSessions(tx, live, { idHash: hashToken(token) }, 'signed-out'));
      }
      clearSessionCookie(config, reply);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/members/password-resets',
    {
      config: accountsLimit,
      schema: {
        summary: 'Forgot password: mails a reset link when the email has an account (same answer either way)',
        body: z.strictObject({ email: emailField }),
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const member = await findMemberByEmail(database, request.body.email);
      if (member?.password_hash) {
        const token = randomBytes(32).toString('base64url');
        const link = `${config.publicSiteUrl}/signin/reset?token=${token}`;
        await database.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO password_resets (token_hash, member_id, expires_at)
             VALUES ($1, $2, now() + make_interval(mins => $3))`,
            [hashToken(token), member.id, RESET_LINK_MINUTES],
          );
          await enqueueMail(tx, {
            to: member.email,
            subject: 'Choose a new password for Mindset',
            body: `Hello ${member.name},\n\nSomeone (we hope you) asked to reset the password of your Mindset account.\nChoose a new one here within ${RESET_LINK_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
          });
        });
        context.onMailQueued();
      }
      return reply.code(202).send({ message: RESET_SENT });
    },
  );

  api.post(
    '/api/members/password-resets/confirm',
    {
      config: accountsLimit,
      schema: {
        summary: 'Sets a new password from a reset link; every session of the account is signed out',
        body: z.strictObject({
          token: text('The reset link', { max: 100, tooLong: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID),
          password: newPasswordField,
        }),
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const changed = await database.transaction(async (tx) => {
        const [reset] = await tx.query<{ member_id: string }>(
          `UPDATE password_resets SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
          [hashToken(request.body.token)],
        );
        if (!reset) return null;
        await tx.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [
          reset.member_id,
          passwordHash,
        ]);
        await endSessions(tx, live, { memberId: reset.member_id }, 'password-changed');
        const [member] = await tx.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
          reset.member_id,
        ]);
        if (member) await clearFailures(tx, member.email.toLowerCase());
        return reset.member_id;
      });
      if (!changed) throw httpError(400, RESET_LINK_INVALID);
      request.log.info({ memberId: changed }, 'password reset');
      return { ok: true as const };
    },
  );
}
