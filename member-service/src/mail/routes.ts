import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../http/context';
import { recentMail } from './store';
import { escapeHtml } from './compose';

/**
 * Development only (never registered in production): the last mails the outbox holds, so a reset
 * link can be followed without a mail server. Links are made clickable; everything else is text.
 */
export function devMailboxRoutes(app: FastifyInstance, { database }: RouteContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/members/dev/mailbox',
      { schema: { summary: 'Development mailbox (not in production)', response: { 200: z.string() } } },
      async (_request, reply) => {
        const mails = await recentMail(database, 50);
        const items = mails
          .map(
            (mail) =>
              `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to_address)}, ${new Date(mail.created_at).toISOString()}</p><pre>${escapeHtml(
                mail.body,
              ).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
          )
          .join('');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1><p>Mail the member service would send. Development only.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
          );
      },
    );
}
