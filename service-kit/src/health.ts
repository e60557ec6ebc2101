import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from './database';

/** A load balancer's probe gets an answer within a second, whatever the database is doing. */
export const HEALTH_DATABASE_BUDGET_MS = 900;

/** How long one database check answers for; a state older than this is checked again. */
export const HEALTH_CHECK_INTERVAL_MS = 1_000;

type DatabaseState = 'ok' | 'unreachable' | 'not answering';

/** The answer of `GET /health`, 200 when the database answered and 503 when it did not. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable', 'not answering']),
  error: z.string().optional(),
});

type HealthAnswer = z.infer<typeof healthAnswer>;

/** `SELECT 1` within the budget; the request that started the check logs its failure. */
function checkDatabase(database: Queryable, log: FastifyBaseLogger): Promise<DatabaseState> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      log.error('database health check got no answer in time');
      resolve('not answering');
    }, HEALTH_DATABASE_BUDGET_MS);
    database.query('SELECT 1').then(
      () => {
        clearTimeout(timer);
        resolve('ok');
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.error({ err: error }, 'database health check failed');
        resolve('unreachable');
      },
    );
  });
}

function answerFor(state: DatabaseState): { statusCode: 200 | 503; answer: HealthAnswer } {
  if (state === 'ok') return { statusCode: 200, answer: { status: 'ok', database: 'ok' } };
  return {
    statusCode: 503,
    answer: {
      status: 'error',
      database: state,
      error:
        state === 'unreachable' ? 'The database is not reachable.' : 'The database did not answer within a second.',
    },
  };
}

/**
 * The database's health, checked at most once per interval: probes arriving while a check runs
 * share its answer, later ones reuse it until it is HEALTH_CHECK_INTERVAL_MS old. A flood of probes
 * costs the database one query per interval instead of one each. `log` is the asking request's.
 */
export function sharedHealthCheck(
  database: Queryable,
): (log: FastifyBaseLogger) => Promise<{ statusCode: 200 | 503; answer: HealthAnswer }> {
  let state: Promise<{ statusCode: 200 | 503; answer: HealthAnswer }> | null = null;
  /** Until the running check settles, its promise is the answer; then until the interval is over. */
  let freshUntil = Number.POSITIVE_INFINITY;
  return (log) => {
    if (state && performance.now() < freshUntil) return state;
    freshUntil = Number.POSITIVE_INFINITY;
    state = checkDatabase(database, log)
      .then(answerFor)
      .finally(() => {
        freshUntil = performance.now() + HEALTH_CHECK_INTERVAL_MS;
      });
    return state;
  };
}

/**
 * `GET /health` on the shared check: a flood of probes costs the database one query per second, and
 * a probe is answered within a second whatever the database does
 * (docs/decisions/0029-precomputed-headers-and-shared-health-check.md). The service's zod
 * serializer turns `healthAnswer` into the answer.
 */
export function healthRoute(app: FastifyInstance, database: Queryable): void {
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
