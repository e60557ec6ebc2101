import { z } from 'zod';
import type { RouteContext, TypedApp } from './context';

/** A load balancer's probe gets an answer within a second, whatever the database is doing. */
export const HEALTH_DATABASE_BUDGET_MS = 900;

const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable', 'not answering']),
  error: z.string().optional(),
});

export function healthRoutes(app: TypedApp, { database }: RouteContext): void {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { summary: 'Liveness and the database state', response: { 200: healthAnswer, 503: healthAnswer } },
    },
    async (request, reply) => {
      const outcome = await new Promise<'ok' | 'unreachable' | 'not answering'>((resolve) => {
        const timer = setTimeout(() => resolve('not answering'), HEALTH_DATABASE_BUDGET_MS);
        database.query('SELECT 1').then(
          () => {
            clearTimeout(timer);
            resolve('ok');
          },
          (error: unknown) => {
            clearTimeout(timer);
            request.log.error({ err: error }, 'database health check failed');
            resolve('unreachable');
          },
        );
      });
      if (outcome === 'ok') return { status: 'ok' as const, database: 'ok' as const };
      if (outcome === 'not answering') request.log.error('database health check got no answer in time');
      return reply.code(503).send({
        status: 'error',
        database: outcome,
        error:
          outcome === 'unreachable' ? 'The database is not reachable.' : 'The database did not answer within a second.',
      });
    },
  );
}
