import { describe, expect, it } from 'vitest';
import { createService, HEALTH_CHECK_INTERVAL_MS, healthAnswer, sharedHealthCheck, type Queryable } from '../src';

/** A service with only `GET /health` over `database`, as a service's health route uses the check. */
function serviceOver(database: Queryable) {
  const app = createService({ logLevel: 'silent', bodyLimitBytes: 1024, trustProxy: false });
  const databaseHealth = sharedHealthCheck(database);
  app.get('/health', async (request, reply) => {
    const { statusCode, answer } = await databaseHealth(request.log);
    return reply.code(statusCode).send(healthAnswer.parse(answer));
  });
  return app;
}

describe('sharedHealthCheck', () => {
  it('answers 503 within a second when the database says nothing', async () => {
    const app = serviceOver({ query: () => new Promise(() => undefined) });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: 'not answering',
      error: 'The database did not answer within a second.',
    });
    await app.close();
  });

  it('costs the database one query for a burst of probes, and checks again once the answer is old', async () => {
    let queries = 0;
    let reachable = true;
    const app = serviceOver({
      query: async () => {
        queries += 1;
        if (!reachable) throw new Error('connect ECONNREFUSED');
        return [];
      },
    });
    const burst = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/health' })));
    expect(burst.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(burst[0]?.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(queries).toBe(1);

    reachable = false;
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_INTERVAL_MS + 100));
    const later = await app.inject({ method: 'GET', url: '/health' });
    expect(later.statusCode).toBe(503);
    expect(later.json()).toEqual({ status: 'error', database: 'unreachable', error: 'The database is not reachable.' });
    expect(queries).toBe(2);
    await app.close();
  });
});
