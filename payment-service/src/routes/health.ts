import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../storage/database';
import type { RouteContext, TypedApp } from './context';

/** A load balancer's probe gets an answer within a second, whatever the database is doing. */
export const HEALTH_DATABASE_BUDGET_MS = 900;

/** How long one database check answers for; a state older than this is checked again. */
export const HEALTH_CHECK_INTERVAL_MS = 1_000;

type DatabaseState = 'ok' | 'unreachable' | 'not answering';

const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable', 'not answering']),
  error: z.string().optional(),
});

/** `SELECT 1` within the budget; the request that started the check logs its failure. */
function checkDatabase(database: Database, log: FastifyBaseLogger): Promise<DatabaseState> {
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

/**
 * The database's state, checked at most once per interval: probes arriving while a check runs
 * share its answer, later ones reuse it until it is HEALTH_CHECK_INTERVAL_MS old. A flood of
 * probes costs the database one query per interval instead of one each
 * (docs/decisions/0029-precomputed-headers-and-shared-health-check.md).
 */
function sharedDatabaseCheck(database: Database): (log: FastifyBaseLogger) => Promise<DatabaseState> {
  let state: Promise<DatabaseState> | null = null;
  /** Until the running check settles, its promise is the answer; then until the interval is over. */
  let freshUntil = Number.POSITIVE_INFINITY;
  return (log) => {
    if (state && performance.now() < freshUntil) return state;
    freshUntil = Number.POSITIVE_INFINITY;
    state = checkDatabase(database, log).finally(() => {
      freshUntil = performance.now() + HEALTH_CHECK_INTERVAL_MS;
    });
    return state;
  };
}

export function healthRoutes(app: TypedApp, { database }: RouteContext): void {
  const databaseState = sharedDatabaseCheck(database);
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { summary: 'Liveness and the database state', response: { 200: healthAnswer, 503: healthAnswer } },
    },
    async (request, reply) => {
      const state = await databaseState(request.log);
      if (state === 'ok') return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({
        status: 'error',
        database: state,
        error:
          state === 'unreachable' ? 'The database is not reachable.' : 'The database did not answer within a second.',
      });
    },
  );
}
