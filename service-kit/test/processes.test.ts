/**
 * What a platform team runs against: the probes, the drain, /metrics, trace ids and traces
 * (docs/decisions/0105-health-and-drain.md, 0107-metrics.md, 0108-traces-and-trace-ids.md).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  createService,
  drain,
  healthRoutes,
  startTracing,
  tracesExporterFrom,
  type Database,
  type Queryable,
  type Tracing,
} from '../src';

/** A database that answers `SELECT 1` and says which migrations are applied. */
function fakeDatabase({ applied = 2, reachable = true } = {}) {
  const state = { applied, reachable };
  const database: Queryable = {
    query: async <Row>(sql: string): Promise<Row[]> => {
      if (!state.reachable) throw new Error('connect ECONNREFUSED');
      return (sql.includes('schema_migrations') ? [{ count: state.applied }] : []) as Row[];
    },
  };
  return { database, state };
}

function logCollector() {
  const lines: { level: number; msg: string; traceId?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

function service({ tracing, logStream }: { tracing?: Tracing | null; logStream?: NodeJS.WritableStream } = {}) {
  const app = createService({
    logLevel: logStream ? 'info' : 'silent',
    logStream,
    bodyLimitBytes: 1024,
    trustProxy: false,
    tracing,
  });
  // The services serialize with their zod schemas (fastify-type-provider-zod); plain JSON here.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  return app;
}

describe('probes', () => {
  it('is ready with the database, its migrations and every check a service adds; live whatever the database does', async () => {
    const { database, state } = fakeDatabase({ applied: 1 });
    const app = service();
    let busConnected = false;
    app.lifecycle.addReadinessCheck('bus', async () => {
      if (!busConnected) throw new Error('not connected');
    });
    healthRoutes(app, { database, migrationIds: ['0001', '0002'] });

    const first = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'pending', bus: 'not connected' },
      error: 'Not ready: migrations pending, bus not connected.',
    });

    state.applied = 2;
    busConnected = true;
    // One check per second whatever the number of probes: the next answer comes from a new one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', bus: 'ok' } });

    state.reachable = false;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const down = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ checks: { database: 'unreachable', migrations: 'ok' } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);

    app.lifecycle.startDraining();
    const draining = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', checks: {}, error: 'This instance is shutting down.' });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await app.close();
  });
});

/** A GET on a connection of its own (no keep-alive agent), resolving with the answer or the connection error. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (answer: IncomingMessage) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
  });
}

describe('drain', () => {
  it('turns not ready, refuses new connections, finishes the request in flight, then cleans up and closes the database last', async () => {
    const { lines, stream } = logCollector();
    const app = service({ logStream: stream });
    const { database } = fakeDatabase();
    healthRoutes(app, { database, migrationIds: [] });
    const order: string[] = [];
    let finishSlowRequest: () => void = () => undefined;
    const slowRequestArrived = new Promise<void>((arrived) => {
      app.get('/slow', async () => {
        arrived();
        await new Promise<void>((resolve) => (finishSlowRequest = resolve));
        order.push('slow request answered');
        return { done: true };
      });
    });
    let drainStepRan = false;
    app.lifecycle.onDrain('bus', async () => {
      drainStepRan = true;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // The slow request on a kept-alive connection, which sends another request once it is answered.
    const connection = connect(port, '127.0.0.1');
    let received = '';
    connection.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const connectionClosed = new Promise((resolve) => connection.once('close', resolve));
    connection.write('GET /slow HTTP/1.1\r\nHost: service\r\n\r\n');
    await slowRequestArrived;
    const drained = drain(app, {
      notReadyDelayMs: 200,
      cleanup: async () => {
        order.push('jobs stopped');
      },
      closeDatabase: async () => {
        order.push('database closed');
      },
    });
    // Not ready at once, while still answering: the load balancer's next probe takes it out.
    expect(await get(port, '/health/ready')).toMatchObject({ status: 503 });
    // Then no new connection is accepted, while the slow request is still running.
    await expect.poll(async () => get(port, '/health/live'), { timeout: 5_000 }).toEqual({ error: 'ECONNREFUSED' });
    expect(drainStepRan).toBe(true);
    expect(order).toEqual([]);

    connection.write('GET /health/live HTTP/1.1\r\nHost: service\r\n\r\n');
    finishSlowRequest();
    await connectionClosed;
    await drained;
    // The request in flight got its answer, telling the client to close the connection; the request
    // it had already sent after it is never taken (the client sends it again elsewhere).
    expect(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"done":true\}$/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(order).toEqual(['slow request answered', 'jobs stopped', 'database closed']);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'draining: not ready',
        'draining: no new requests; finishing those in flight',
        'drained',
      ]),
    );
  });
});

describe('/metrics', () => {
  it('counts requests per route pattern with their latency, for the scraper only', async () => {
    const app = service();
    app.get('/items/:id', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/items/1' });
    await app.inject({ method: 'GET', url: '/items/2' });
    await app.inject({ method: 'GET', url: '/nothing-here' });
    const gauge = app.metrics.gauge('bus_relay_lag_seconds', 'Relay lag');
    gauge.set(0.25);

    const scrape = await app.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    expect(scrape.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/items/:id",status_code="200"} 2',
    );
    expect(scrape.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1',
    );
    expect(scrape.body).toContain('bus_relay_lag_seconds 0.25');
    expect(scrape.body).toContain('process_cpu_seconds_total');

    // Through a proxy (the site's, a load balancer) or from an address not allowed: nothing there.
    const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.json()).toEqual({ error: 'There is nothing at this address.' });
    const outsider = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(404);
    await app.close();
  });
});

describe('trace ids and traces', () => {
  const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

  it("takes the caller's trace id as the request id, in the answer and the log", async () => {
    const { lines, stream } = logCollector();
    const app = service({ logStream: stream });
    app.get('/item', async (request) => {
      request.log.info('handled');
      return { ok: true };
    });
    const traced = await app.inject({ method: 'GET', url: '/item', headers: { traceparent } });
    expect(traced.headers['x-request-id']).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(lines.find((line) => line.msg === 'handled')?.traceId).toBe('0af7651916cd43dd8448eb211c80319c');

    const untraced = await app.inject({ method: 'GET', url: '/item', headers: { traceparent: 'not-a-traceparent' } });
    expect(untraced.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(untraced.headers['x-request-id']).not.toBe('0af7651916cd43dd8448eb211c80319c');
    await app.close();
  });

  it('records a span per request with its route when traces are on', async () => {
    const exporter = new InMemorySpanExporter();
    const app = service({ tracing: startTracing('kit-test', { exporter }) });
    await app.register(async (routes) => {
      routes.get('/items/:id', async () => ({ ok: true }));
    });
    expect((await app.inject({ method: 'GET', url: '/items/7', headers: { traceparent } })).statusCode).toBe(200);
    const request = exporter.getFinishedSpans().find((span) => span.name === 'request');
    expect(request?.attributes).toMatchObject({ 'http.route': '/items/:id', 'http.request.method': 'GET' });
    await app.close();
  });

  it('records each query and transaction as a span, with the statement but never its parameters', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = startTracing('kit-test', { exporter });
    const plain: Database = {
      kind: 'pglite',
      query: async <Row>() => [] as Row[],
      transaction: (work) => work({ query: async <Row>() => [] as Row[] }),
      listen: async () => async () => undefined,
      close: async () => undefined,
    };
    const database = tracing?.traceDatabase(plain);
    await database?.query('SELECT name FROM members WHERE email = $1', ['jane@example.org']);
    await database?.transaction(async (tx) => tx.query('INSERT INTO posts (body) VALUES ($1)', ['hello']));
    const spans = exporter.getFinishedSpans().map((span) => [span.name, span.attributes['db.query.text'] ?? null]);
    expect(spans).toEqual([
      ['SELECT', 'SELECT name FROM members WHERE email = $1'],
      ['INSERT', 'INSERT INTO posts (body) VALUES ($1)'],
      ['transaction', null],
    ]);
    expect(JSON.stringify(exporter.getFinishedSpans().map((span) => span.attributes))).not.toContain(
      'jane@example.org',
    );
    await tracing?.shutdown();
  });

  it('stays off, with nothing exported anywhere, unless the OTEL_* variables ask', () => {
    expect(startTracing('kit-test', { environment: {} })).toBeNull();
    expect(tracesExporterFrom({})).toBeNull();
    expect(tracesExporterFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe('otlp');
    expect(tracesExporterFrom({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
    expect(tracesExporterFrom({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(tracesExporterFrom({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x' })).toBeNull();
    expect(() => tracesExporterFrom({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(ConfigError);
  });
});
