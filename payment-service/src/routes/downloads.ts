import { z } from 'zod';
import { EBOOK_DOWNLOAD_IDS, type DownloadTokenResponse } from '@mindset/payment-contract';
import { findDownload } from '../downloads/sampleFiles';
import { errorAnswer } from '@mindset/service-kit';
import { findCheckoutSessionById, type CheckoutSessionRecord } from '../storage/checkoutSessions';
import { loadCurrentSession, SESSION_NOT_FOUND } from './checkoutSession';
import type { RouteContext, TypedApp } from './context';

export const downloadTokenAnswer = z.object({
  token: z.string().describe('Goes in the download URL: /downloads/{token}/{fileId}'),
  expiresAt: z.string().describe('ISO 8601; ask for a new token before then'),
}) satisfies z.ZodType<DownloadTokenResponse>;

/** Why a session grants no download, or null when it does. */
export function downloadRefusal(session: CheckoutSessionRecord): string | null {
  if (session.kind !== 'ebook') return 'This purchase does not include the ebook downloads.';
  if (session.status !== 'paid') return 'This purchase has not been paid, so its downloads are not available.';
  if (session.accessRevokedAt)
    return 'This purchase was refunded or disputed, so its downloads are no longer available.';
  return null;
}

export function downloadRoutes(app: TypedApp, context: RouteContext): void {
  const { database, downloadTokens } = context;

  // The checkout id in the page's address is exchanged for a link that expires in minutes.
  app.post(
    '/download-tokens',
    {
      schema: {
        summary: 'Exchanges a paid ebook checkout id for a short-lived download token',
        body: z.strictObject({ sessionId: z.string({ error: 'sessionId is required.' }) }),
        response: { 200: downloadTokenAnswer, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const session = await loadCurrentSession(context, request.body.sessionId, request.log);
      if (!session) return reply.code(404).send({ error: SESSION_NOT_FOUND });
      const refused = downloadRefusal(session);
      if (refused) return reply.code(403).send({ error: refused });
      const { token, expiresAt } = downloadTokens.issue(session.id);
      void reply.header('cache-control', 'no-store');
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/downloads/:token/:fileId',
    {
      schema: {
        summary: 'One file of a paid ebook bundle, as an attachment; errors as {error}',
        params: z.object({ token: z.string(), fileId: z.string().describe(EBOOK_DOWNLOAD_IDS.join(', ')) }),
      },
    },
    async (request, reply) => {
      // The file id is looked up in a fixed map, never joined to a path: nothing to traverse.
      const file = findDownload(request.params.fileId);
      if (!file) return reply.code(404).send({ error: 'There is no download with this name.' });
      const verified = downloadTokens.verify(request.params.token);
      if (!verified.ok) {
        return reply.code(403).send({
          error:
            verified.reason === 'expired'
              ? 'This download link has expired. Open the download page again for a fresh link.'
              : 'This download link is not valid.',
        });
      }
      // Looked up on every download, so a refund or dispute stops the links already handed out.
      const session = await findCheckoutSessionById(database, verified.sessionId);
      if (!session) return reply.code(404).send({ error: SESSION_NOT_FOUND });
      const refused = downloadRefusal(session);
      if (refused) return reply.code(403).send({ error: refused });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('content-length', file.bytes.length)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
}
