import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorSchema,
  fileParams,
  memberAnswer,
  okSchema,
  passwordChangeRequest,
  profileUpdateRequest,
  sessionsAnswer,
  settingsSchema,
  settingsUpdateRequest,
  signedOutOthersAnswer,
} from '@mindset/member-contract';
import { z } from 'zod';
import { buildDataExport } from './dataExport';
import { MAX_PHOTO_BYTES, NotAnImageError, readProfilePhoto, removeProfilePhoto, storeProfilePhoto } from './photos';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { endSessions } from '../sessions/revocation';
import { clearSessionCookie } from '../sessions/sessions';
import { settingsOf, toMemberView } from '../accounts/people';
import { findMemberById, setMemberStatus, setPasswordHash } from '../accounts/store';
import { requireMember, SIGN_IN_REQUIRED, type RouteContext } from '../http/context';
import { DUPLICATE_EMAIL } from '../accounts/people';
import { readSessions, setAvatar, updateProfile, updateSettings } from './store';

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const USERNAME_TAKEN = 'That username is taken. Try another.';
export const NOT_AN_IMAGE = 'That file is not an image we can read. Choose a JPEG, PNG, WebP, GIF or AVIF photo.';

export function meRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/members/me/profile',
    {
      schema: {
        summary: 'Edit profile (only the fields sent change)',
        body: profileUpdateRequest,
        response: { 200: memberAnswer, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const changes = request.body;
      const columns = Object.entries(changes).filter((entry): entry is [string, string] => entry[1] !== undefined);
      if (columns.length > 0) {
        try {
          // Column names come from the strict schema's keys, never from the request's text.
          await updateProfile(database, member.id, columns);
        } catch (error) {
          if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
            throw httpError(
              409,
              changes.email !== undefined && changes.email !== member.email ? DUPLICATE_EMAIL : USERNAME_TAKEN,
            );
          }
          throw error;
        }
      }
      const updated = await findMemberById(database, member.id);
      if (!updated) throw httpError(401, SIGN_IN_REQUIRED);
      return { member: toMemberView(updated) };
    },
  );

  void api.register(async (photoApi) => {
    // The photo is sent as the raw body with its image type; anything else is a 415.
    photoApi.addContentTypeParser(
      /^image\/[a-z0-9.+-]+$/,
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    photoApi.withTypeProvider<ZodTypeProvider>().put(
      '/api/members/me/photo',
      {
        bodyLimit: MAX_PHOTO_BYTES,
        schema: {
          summary: 'Profile photo: the image as the body (image/*, at most 10 MB); stored as a 512 px WebP square',
          body: z.instanceof(Buffer),
          response: { 200: memberAnswer, 401: errorSchema, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        let fileName: string;
        try {
          fileName = await storeProfilePhoto(config.filesDir, member.id, request.body);
        } catch (error) {
          if (error instanceof NotAnImageError) throw httpError(415, NOT_AN_IMAGE);
          throw error;
        }
        await setAvatar(database, member.id, fileName);
        await removeProfilePhoto(config.filesDir, member.avatar_file);
        return { member: toMemberView({ ...member, avatar_file: fileName }) };
      },
    );
  });

  api.delete(
    '/api/members/me/photo',
    { schema: { summary: 'Remove the profile photo', response: { 200: memberAnswer, 401: errorSchema } } },
    async (request) => {
      const { member } = await requireMember(context, request);
      await setAvatar(database, member.id, null);
      await removeProfilePhoto(config.filesDir, member.avatar_file);
      return { member: toMemberView({ ...member, avatar_file: null }) };
    },
  );

  api.get(
    '/api/members/photos/:file',
    {
      schema: {
        summary: 'A profile photo (public, like the profile it belongs to)',
        params: fileParams,
        response: { 200: z.instanceof(Buffer), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const photo = await readProfilePhoto(config.filesDir, request.params.file);
      if (!photo) throw httpError(404, 'There is no such photo.');
      // A new photo gets a new file name, so a file never changes.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(photo);
    },
  );

  api.get(
    '/api/members/me/settings',
    { schema: { summary: 'Privacy and notification settings', response: { 200: settingsSchema, 401: errorSchema } } },
    async (request) => settingsOf((await requireMember(context, request)).member),
  );

  api.put(
    '/api/members/me/settings',
    {
      schema: {
        summary: 'Change privacy and/or notification settings: only the toggles named change',
        body: settingsUpdateRequest,
        response: { 200: settingsSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { privacy, notifications } = request.body;
      await updateSettings(database, member.id, privacy, notifications);
      const updated = await findMemberById(database, member.id);
      if (!updated) throw httpError(401, SIGN_IN_REQUIRED);
      return settingsOf(updated);
    },
  );

  api.post(
    '/api/members/me/password',
    {
      schema: {
        summary: "Change password: the current one is checked; the member's other sessions are signed out",
        body: passwordChangeRequest,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member, idHash } = await requireMember(context, request);
      if (!member.password_hash || !(await verifyPassword(request.body.currentPassword, member.password_hash))) {
        throw httpError(400, CURRENT_PASSWORD_WRONG);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await database.transaction(async (tx) => {
        await setPasswordHash(tx, member.id, passwordHash);
        await endSessions(tx, live, { memberId: member.id, except: idHash }, 'password-changed');
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/api/members/me/sessions',
    {
      schema: {
        summary: "The member's signed-in browsers, most recent first",
        response: { 200: sessionsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member, idHash } = await requireMember(context, request);
      const rows = await readSessions(database, member.id);
      return {
        sessions: rows.map((row) => ({
          // The stored hash, shortened: enough to name a session, useless to open one.
          id: row.id_hash.slice(0, 16),
          device: row.device,
          location: null,
          lastActive: new Date(row.last_active_at).toISOString(),
          current: row.id_hash === idHash,
        })),
      };
    },
  );

  api.delete(
    '/api/members/me/sessions/others',
    {
      schema: {
        summary: 'Sign out every other browser',
        response: { 200: signedOutOthersAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member, idHash } = await requireMember(context, request);
      const signedOut = await database.transaction((tx) =>
        endSessions(tx, live, { memberId: member.id, except: idHash }, 'signed-out-elsewhere'),
      );
      return { signedOut };
    },
  );

  api.get(
    '/api/members/me/export',
    {
      schema: {
        summary: 'Data download: everything held about the member, as member.json and member.html in a ZIP',
        response: { 200: z.instanceof(Buffer), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const archive = await buildDataExport(database, member);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="mindset-data-${member.username}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive));
    },
  );

  for (const action of ['deactivate', 'delete'] as const) {
    api.post(
      `/api/members/me/${action}`,
      {
        schema: {
          summary:
            action === 'deactivate'
              ? 'Deactivate: hidden and signed out everywhere until the member signs in again'
              : 'Delete: signed out everywhere; signing in within 30 days restores it, then it is erased',
          response: { 200: okSchema, 401: errorSchema },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(context, request);
        await database.transaction(async (tx) => {
          await setMemberStatus(tx, member.id, action === 'deactivate' ? 'deactivated' : 'deleted');
          await endSessions(
            tx,
            live,
            { memberId: member.id },
            action === 'deactivate' ? 'account-deactivated' : 'account-deleted',
          );
        });
        clearSessionCookie(config, reply);
        request.log.info({ memberId: member.id, action }, 'account status changed');
        return { ok: true as const };
      },
    );
  }
}
