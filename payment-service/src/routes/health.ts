import { healthAnswer, sharedHealthCheck } from '@mindset/service-kit';
import type { RouteContext, TypedApp } from './context';

/**
 * service-kit's shared check: a flood of probes costs the database one query per second, and a
 * probe is answered within a second whatever the database does
 * (docs/decisions/0029-precomputed-headers-and-shared-health-check.md).
 */
export function healthRoutes(app: TypedApp, { database }: RouteContext): void {
  const databaseHealth = sharedHealthCheck(database);
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { summary: 'Liveness and the database state', response: { 200: healthAnswer, 503: healthAnswer } },
    },
    async (request, reply) => {
      const { statusCode, answer } = await databaseHealth(request.log);
      return statusCode === 200 ? answer : reply.code(statusCode).send(answer);
    },
  );
}
