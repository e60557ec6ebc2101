import type { FastifyInstance } from 'fastify';
import { findDownload } from '../downloads/sampleFiles';
import { loadCurrentSession, SESSION_NOT_FOUND } from './checkoutSession';
import type { RouteContext } from './context';

export function downloadRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get<{ Params: { sessionId: string; fileId: string } }>(
    '/downloads/:sessionId/:fileId',
    async (request, reply) => {
      // The file id is looked up in a fixed map, never joined to a path: nothing to traverse.
      const file = findDownload(request.params.fileId);
      if (!file) return reply.code(404).send({ error: 'There is no download with this name.' });
      const session = await loadCurrentSession(context, request.params.sessionId, request.log);
      if (!session) return reply.code(404).send({ error: SESSION_NOT_FOUND });
      if (session.kind !== 'ebook') {
        return reply.code(403).send({ error: 'This purchase does not include the ebook downloads.' });
      }
      if (session.status !== 'paid') {
        return reply.code(403).send({ error: 'This purchase has not been paid, so its downloads are not available.' });
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('content-length', file.bytes.length)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
}
