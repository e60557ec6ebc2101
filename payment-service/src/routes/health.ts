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
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        database.query('SELECT 1').then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.error({ err: error }, 'database health check failed');
            return 'unreachable' as const;
          },
        ),
        new Promise<'not answering'>((resolve) => {
          timer = setTimeout(() => resolve('not answering'), HEALTH_DATABASE_BUDGET_MS);
        }),
      ]);
      clearTimeout(timer);
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
