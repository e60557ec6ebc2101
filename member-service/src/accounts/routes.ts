import { randomBytes, randomUUID } from 'node:crypto';
import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorSchema,
  joinAnswer,
  joinRequest,
  okSchema,
  passwordResetAnswer,
  passwordResetConfirmRequest,
  passwordResetRequest,
  sessionAnswer,
  signInAnswer,
  signInRequest,
} from '@mindset/member-contract';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { endSessions } from '../sessions/revocation';
import {
  clearSessionCookie,
  hashToken,
  resolveSession,
  sessionCookieName,
  signedInHintCookieName,
  startSession,
} from '../sessions/sessions';
import { signInWaitSeconds, waitInWords } from './throttle';
import { passwordResetMail } from '../mail/compose';
import { enqueueMail } from '../mail/outbox';
import { DUPLICATE_EMAIL, toMemberView } from './people';
import {
  clearFailures,
  clearFailuresFrom,
  findMemberByEmail,
  findMemberById,
  freeUsername,
  insertMember,
  insertPasswordReset,
  recordFailure,
  setMemberStatus,
  setPasswordHash,
  usePasswordReset,
} from './store';
import type { RouteContext } from '../http/context';
import { claimOwnership } from '../moderation/store';

export const SIGN_IN_FAILED = 'The email or password is not correct.';
export const bannedNotice = (reason: string | null) =>
  `This account has been banned by a moderator${reason ? `: ${reason}` : '.'}`;
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
        body: joinRequest,
        response: { 201: joinAnswer, 409: errorSchema },
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
          await insertMember(tx, { id, username, name, email, passwordHash, goals: goals?.trim() ?? '' });
          if (config.ownerEmail?.toLowerCase() === email.toLowerCase()) await claimOwnership(tx, email);
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
      return reply.code(201).send({ member: toMemberView(member), role: member.role });
    },
  );

  api.get(
    '/api/members/session',
    {
      schema: {
        summary: 'The signed-in member, or null for a guest',
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await resolveSession(database, config, request);
      // A session that ended elsewhere (signed out, password reset) leaves a stale hint: drop it.
      if (!session && request.cookies[signedInHintCookieName(config)]) clearSessionCookie(config, reply);
      return { member: session ? toMemberView(session.member) : null, role: session?.member.role ?? null };
    },
  );

  api.post(
    '/api/members/session',
    {
      config: accountsLimit,
      schema: {
        summary: 'Sign in (also restores an account deleted or deactivated in the last 30 days)',
        body: signInRequest,
        response: {
          200: signInAnswer,
          401: errorSchema,
          403: errorSchema,
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
      // Told only with the right password, so a ban is not a way to learn who has an account.
      if (usable.status === 'banned') throw httpError(403, bannedNotice(usable.ban_reason));
      const restored = usable.status !== 'active';
      if (restored) {
        await setMemberStatus(database, usable.id, 'active');
        request.log.info({ memberId: usable.id, from: usable.status }, 'account restored by signing in');
      }
      await startSession(database, config, request, reply, usable.id);
      return { member: toMemberView({ ...usable, status: 'active' }), restored, role: usable.role };
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
        body: passwordResetRequest,
        response: { 202: passwordResetAnswer },
      },
    },
    async (request, reply) => {
      const member = await findMemberByEmail(database, request.body.email);
      if (member?.password_hash) {
        const token = randomBytes(32).toString('base64url');
        const link = `${config.publicSiteUrl}/signin/reset?token=${token}`;
        await database.transaction(async (tx) => {
          await insertPasswordReset(tx, hashToken(token), member.id, RESET_LINK_MINUTES);
          await enqueueMail(
            tx,
            passwordResetMail({ to: member.email, recipientName: member.name, link, minutes: RESET_LINK_MINUTES }),
          );
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
        body: passwordResetConfirmRequest,
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const changed = await database.transaction(async (tx) => {
        const memberId = await usePasswordReset(tx, hashToken(request.body.token));
        if (!memberId) return null;
        await setPasswordHash(tx, memberId, passwordHash);
        await endSessions(tx, live, { memberId }, 'password-changed');
        const member = await findMemberById(tx, memberId);
        if (member) await clearFailures(tx, member.email.toLowerCase());
        return memberId;
      });
      if (!changed) throw httpError(400, RESET_LINK_INVALID);
      request.log.info({ memberId: changed }, 'password reset');
      return { ok: true as const };
    },
  );
}
