import { httpError } from '@mindset/service-kit';
import {
  errorSchema,
  notificationParams,
  notificationSettingsAnswer,
  notificationSettingsRequest,
  notificationsAnswer,
  okSchema,
  unreadNotificationsAnswer,
  unsubscribeQuery,
} from '@mindset/member-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember, type RouteContext } from '../http/context';
import { memberTopic } from '../live/topics';
import { BELL_ITEMS, channelsOf, groupNotifications, withoutEmail } from './rules';
import {
  chooseChannels,
  chooseDigest,
  markAllRead,
  markItemRead,
  readChannels,
  recentNotifications,
  unreadCount,
} from './store';
import { UNSUBSCRIBE_PATH } from './unsubscribe';
import { escapeHtml } from '../mail/compose';

export const NO_SUCH_NOTIFICATION = 'There is no such notification.';
export const UNSUBSCRIBE_LINK_BROKEN = 'This unsubscribe link is not one we sent. Open the link from the email again.';

/** Rows read to fill the bell: grouping folds many likes into one item. */
const ROWS_READ = BELL_ITEMS * 8;

const page = (title: string, content: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`;

const KIND_NAMES: Record<string, string> = {
  mention: 'mentions',
  reply: 'replies to your messages',
  comment: 'comments on your posts',
  like: 'likes',
  follow: 'new followers',
  follow_request: 'follow requests',
  message: 'direct messages',
  post: 'new posts by people you follow',
  announcement: 'announcements',
  moderation: 'moderation outcomes',
  contest_entry: 'contest entry receipts',
  contest_result: 'contest results',
  digest: 'your digest of what is new',
};

/** The bell (list, unread count, mark read), each kind's channel, and one-click unsubscribe. */
export function notificationRoutes(app: FastifyInstance, context: RouteContext): void {
  const { database, live, unsubscribeLinks } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/members/notifications',
    {
      schema: {
        summary: 'The bell: the newest items (likes of one post are one item) and how many are unread',
        response: { 200: notificationsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const [rows, unread] = await Promise.all([
        recentNotifications(database, member.id, ROWS_READ),
        unreadCount(database, member.id),
      ]);
      return { items: groupNotifications(rows), unread };
    },
  );

  api.get(
    '/api/members/notifications/unread',
    {
      schema: {
        summary: 'How many bell items are unread',
        response: { 200: unreadNotificationsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { unread: await unreadCount(database, member.id) };
    },
  );

  api.post(
    '/api/members/notifications/:id/read',
    {
      schema: {
        summary: 'Mark a bell item read (every notification it groups)',
        params: notificationParams,
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      if (!/^\d{1,18}$/.test(request.params.id)) throw httpError(404, NO_SUCH_NOTIFICATION);
      const found = await database.transaction(async (tx) => {
        const marked = await markItemRead(tx, member.id, request.params.id);
        // The member's other tabs take the new count.
        if (marked) await live.publish(tx, memberTopic(member.id), { kind: 'notifications.read' });
        return marked;
      });
      if (!found) throw httpError(404, NO_SUCH_NOTIFICATION);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/members/notifications/read-all',
    { schema: { summary: 'Mark every bell item read', response: { 200: okSchema, 401: errorSchema } } },
    async (request) => {
      const { member } = await requireMember(context, request);
      await database.transaction(async (tx) => {
        await markAllRead(tx, member.id);
        await live.publish(tx, memberTopic(member.id), { kind: 'notifications.read' });
      });
      return { ok: true as const };
    },
  );

  const settingsOf = async (memberId: string) => {
    const row = await readChannels(database, memberId);
    if (!row) throw httpError(401, 'Sign in to do this.');
    return {
      channels: channelsOf(row.notifications, row.notification_channels),
      digest: row.digest,
      emailStopped: row.email_stopped,
    };
  };

  api.get(
    '/api/members/notifications/settings',
    {
      schema: {
        summary:
          'Where each kind of notification goes: the bell, email, both or nowhere; the digest; and why email stopped, if it did',
        response: { 200: notificationSettingsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return settingsOf(member.id);
    },
  );

  api.put(
    '/api/members/notifications/settings',
    {
      schema: {
        summary: 'Choose where kinds of notification go, or the digest (what is not named keeps its choice)',
        body: notificationSettingsRequest,
        response: { 200: notificationSettingsAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { channels, digest } = request.body;
      await database.transaction(async (tx) => {
        if (channels) await chooseChannels(tx, member.id, channels);
        if (digest) await chooseDigest(tx, member.id, digest);
      });
      return settingsOf(member.id);
    },
  );

  // The link in every notification email and its List-Unsubscribe header: no session, the signed
  // token is the authority. Opening the link only asks (mail scanners open links); the button, or
  // the mail client's one-click POST (RFC 8058), unsubscribes.
  void app.register(async (unsubscribe) => {
    unsubscribe.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const typed = unsubscribe.withTypeProvider<ZodTypeProvider>();
    // A page for the mail client's link; a token the text rule refuses (a NUL, say) gets the usual
    // {error} answer before the handler runs.
    const html = { 200: z.string(), 400: z.union([z.string(), errorSchema]) };

    typed.get(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          summary: 'The unsubscribe page of a notification email (asks before it acts)',
          querystring: unsubscribeQuery,
          response: html,
        },
      },
      async (request, reply) => {
        const target = await unsubscribeLinks.read(request.query.token);
        void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!target) return reply.code(400).send(page('Unsubscribe', `<p>${escapeHtml(UNSUBSCRIBE_LINK_BROKEN)}</p>`));
        return reply.send(
          page(
            'Unsubscribe',
            `<p>Stop emails about ${escapeHtml(KIND_NAMES[target.kind] ?? target.kind)}? You will still see ${target.kind === 'digest' ? 'what is new' : 'them'} in the app.</p>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
      },
    );

    typed.post(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          summary: 'One-click unsubscribe (RFC 8058): no more email of this kind, or no more digest',
          querystring: unsubscribeQuery,
          response: html,
        },
      },
      async (request, reply) => {
        const target = await unsubscribeLinks.read(request.query.token);
        void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!target) return reply.code(400).send(page('Unsubscribe', `<p>${escapeHtml(UNSUBSCRIBE_LINK_BROKEN)}</p>`));
        if (target.kind === 'digest') {
          await chooseDigest(database, target.memberId, 'off');
        } else {
          const row = await readChannels(database, target.memberId);
          if (row) {
            const current = channelsOf(row.notifications, row.notification_channels)[target.kind];
            await chooseChannels(database, target.memberId, { [target.kind]: withoutEmail(current) });
          }
        }
        return reply.send(
          page(
            'Unsubscribed',
            `<p>You will get no more emails about ${escapeHtml(KIND_NAMES[target.kind] ?? target.kind)}. You can turn them on again in your notification settings.</p>`,
          ),
        );
      },
    );
  });
}
