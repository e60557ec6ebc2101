import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

export function healthRoutes(app: FastifyInstance, { database }: RouteContext): void {
  app.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await database.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply
        .code(503)
        .send({ status: 'error', database: 'unreachable', error: 'The database is not reachable.' });
    }
    return { status: 'ok', database: 'ok' };
  });
}
