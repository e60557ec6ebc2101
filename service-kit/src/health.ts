import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from './database';
import type { ReadinessCheck } from './lifecycle';

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

/** The answer of `GET /health/ready`: each check's state, 503 when one is not "ok" or the instance drains. */
export const readinessAnswer = z.object({
  status: z.enum(['ready', 'not ready', 'draining']),
  checks: z.record(z.string(), z.string()),
  error: z.string().optional(),
});

type ReadinessAnswer = z.infer<typeof readinessAnswer>;

/** `check` within the budget: "ok", the state it rejected with, or "not answering". */
function runCheck(name: string, check: ReadinessCheck, log: FastifyBaseLogger): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      log.error({ check: name }, 'readiness check got no answer in time');
      resolve('not answering');
    }, HEALTH_DATABASE_BUDGET_MS);
    check().then(
      () => {
        clearTimeout(timer);
        resolve('ok');
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.warn({ check: name, err: error }, 'readiness check failed');
        resolve(error instanceof Error ? error.message : String(error));
      },
    );
  });
}

/** Every migration this code knows is applied; once true it stays true, so it is asked until then only. */
function migrationsCheck(database: Queryable, migrationIds: readonly string[]): ReadinessCheck {
  let applied = false;
  return async () => {
    if (applied || migrationIds.length === 0) return;
    const found = await database
      .query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations WHERE id = ANY($1::text[])', [
        [...migrationIds],
      ])
      .catch(() => {
        throw new Error('unknown');
      });
    if (found[0]?.count !== migrationIds.length) throw new Error('pending');
    applied = true;
  };
}

export interface HealthRoutesOptions {
  database: Queryable;
  /** The ids of the service's migrations: ready only once all are applied. */
  migrationIds: readonly string[];
}

/**
 * The probes (docs/decisions/0105-health-and-drain.md):
 * - `GET /health/live`: the process answers; never touches the database, so a database outage
 *   does not get healthy instances restarted.
 * - `GET /health/ready`: the database answers, every migration is applied and each readiness check
 *   the service added (`app.lifecycle.addReadinessCheck`) passes; 503 as soon as the instance drains.
 *   Checked at most once per second whatever the number of probes, each within 900 ms.
 * - `GET /health`: as before (the database's state), for the probes and scripts that use it.
 */
export function healthRoutes(app: FastifyInstance, { database, migrationIds }: HealthRoutesOptions): void {
  const databaseHealth = sharedHealthCheck(database);
  const lifecycle = app.lifecycle;
  const checks = new Map<string, ReadinessCheck>([
    [
      'database',
      async () => {
        const { answer } = await databaseHealth(app.log);
        if (answer.database !== 'ok') throw new Error(answer.database);
      },
    ],
    ['migrations', migrationsCheck(database, migrationIds)],
  ]);
  let state: Promise<ReadinessAnswer> | null = null;
  let freshUntil = Number.POSITIVE_INFINITY;
  const readiness = (log: FastifyBaseLogger): Promise<ReadinessAnswer> => {
    if (state && performance.now() < freshUntil) return state;
    freshUntil = Number.POSITIVE_INFINITY;
    const all = [...checks, ...lifecycle.readinessChecks];
    state = Promise.all(all.map(([name, check]) => runCheck(name, check, log)))
      .then((states): ReadinessAnswer => {
        const answer = Object.fromEntries(all.map(([name], index) => [name, states[index] ?? 'unknown']));
        const failing = Object.entries(answer).filter(([, value]) => value !== 'ok');
        return failing.length === 0
          ? { status: 'ready', checks: answer }
          : {
              status: 'not ready',
              checks: answer,
              error: `Not ready: ${failing.map(([name, value]) => `${name} ${value}`).join(', ')}.`,
            };
      })
      .finally(() => {
        freshUntil = performance.now() + HEALTH_CHECK_INTERVAL_MS;
      });
    return state;
  };
  const probe = { config: { rateLimit: false, otel: false } };

  app.get(
    '/health',
    { ...probe, schema: { summary: 'The database state', response: { 200: healthAnswer, 503: healthAnswer } } },
    async (request, reply) => {
      const { statusCode, answer } = await databaseHealth(request.log);
      return statusCode === 200 ? answer : reply.code(statusCode).send(answer);
    },
  );
  app.get(
    '/health/live',
    { ...probe, schema: { summary: 'The process answers', response: { 200: liveAnswer } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        summary: 'Whether this instance should get traffic',
        response: { 200: readinessAnswer, 503: readinessAnswer },
      },
    },
    async (request, reply) => {
      if (lifecycle.draining) {
        return reply
          .code(503)
          .send({ status: 'draining', checks: {}, error: 'This instance is shutting down.' } satisfies ReadinessAnswer);
      }
      const answer = await readiness(request.log);
      return answer.status === 'ready' ? answer : reply.code(503).send(answer);
    },
  );
}

export const liveAnswer = z.object({ status: z.literal('ok') });
