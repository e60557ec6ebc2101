import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from './context';

export function healthRoutes(app: FastifyInstance, { database }: RouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable'), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({
          status: 'error' as const,
          database: 'unreachable' as const,
          error: 'The database is not reachable.',
        });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
