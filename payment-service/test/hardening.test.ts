/**
 * One test (or a few) per finding of the security and fault review (issue 17), named after it:
 * H1, M1..M7 and the Low items. The bad-input rows for M2 are in createPayment.test.ts.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  createPool,
  DEFAULT_POOL_TIMEOUTS,
  HEALTH_CHECK_INTERVAL_MS,
  postgresDatabase,
  type Database,
} from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { downloadTokens } from '../src/downloads/downloadTokens';
import { STRIPE_API_VERSION } from '../src/providers/stripeProvider';
import { findCheckoutSession } from '../src/storage/checkoutSessions';
import { purgeExpiredData, RETENTION_DAYS } from '../src/storage/retention';
import { startFakeStripe, stripeEnvironment, type FakeStripe } from './support/fakeStripe';
import { countCheckoutSessions, openTestDatabase, type TestDatabase } from './support/testDatabase';
import {
  createPayment,
  downloadFile,
  sandboxPost,
  testApp,
  testConfig,
  VALID_CONTEST_ORDER,
  VALID_EBOOK_ORDER,
} from './support/testApp';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const WEBHOOK_SECRET = 'whsec_test_secret_for_tests';

/** Runs the service's entry point with exactly this environment; resolves when it exits. */
function runService(environment: Record<string, string>, timeoutMs = 30_000) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', PAYMENT_PORT: '0', ...environment },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (status) => {
      clearTimeout(kill);
      resolve({ status, stderr });
    });
  });
}

/** A TCP server that accepts connections and never says a word: a wedged database. */
async function startSilentServer(): Promise<{ port: number; sockets: Socket[]; server: Server }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, sockets, server };
}

function closeServer(server: Server, sockets: Socket[] = []): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function signed(event: object) {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  };
}

let eventCounter = 0;
const eventId = () => `evt_hardening_${Date.now()}_${(eventCounter += 1)}`;

function problemsWith(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('H1: payments fail closed', () => {
  it('H1: the sandbox never runs unless chosen: no provider and no Stripe key is refused', () => {
    expect(problemsWith({})).toBe(
      'Invalid configuration: PAYMENT_PROVIDER is not set and there is no STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or PAYMENT_PROVIDER=sandbox for a test environment',
    );
  });

  it('H1: PAYMENT_PROVIDER=sandbox is refused with NODE_ENV=production', () => {
    expect(
      problemsWith({ PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'production', DOWNLOAD_TOKEN_SECRET: 'x'.repeat(32) }),
    ).toBe(
      'Invalid configuration: PAYMENT_PROVIDER sandbox is refused with NODE_ENV=production: its Pay button marks any checkout paid for free (got "sandbox")',
    );
    expect(problemsWith({ PAYMENT_PROVIDER: 'stripe' })).toContain(
      'STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe',
    );
  });

  it('H1: in production without Stripe keys the service refuses to start with one line', async () => {
    const result = await runService({
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://mindset.example',
      PAYMENT_SERVICE_URL: 'https://pay.mindset.example',
      DOWNLOAD_TOKEN_SECRET: 'x'.repeat(32),
      PGLITE_DIR: 'memory://',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'payment-service: Invalid configuration: PAYMENT_PROVIDER is not set and there is no STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or PAYMENT_PROVIDER=sandbox for a test environment',
    ]);
  });

  it('H1: with Stripe configured there is no sandbox Pay to mark a session paid for free', async () => {
    const testDatabase = await openTestDatabase();
    const fakeStripe = await startFakeStripe();
    const app = testApp(testDatabase.database, stripeEnvironment(fakeStripe));
    try {
      const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
      expect((await sandboxPost(app, sessionId, 'pay')).statusCode).toBe(404);
      expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('pending');
    } finally {
      await app.close();
      await fakeStripe.close();
      await testDatabase.cleanup();
    }
  });
});

describe('M1: database timeouts', () => {
  it('M1: /health answers within a second when the database says nothing, and reports it', async () => {
    const silentDatabase: Database = {
      kind: 'postgres',
      query: () => new Promise(() => undefined),
      transaction: () => new Promise(() => undefined),
      listen: () => new Promise(() => undefined),
      close: async () => undefined,
    };
    const app = testApp(silentDatabase);
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        database: 'not answering',
        error: 'The database did not answer within a second.',
      });
    } finally {
      await app.close();
    }
  }, 3_000);

  it('M1: a burst of /health probes costs the database one query', async () => {
    let healthQueries = 0;
    const countingDatabase: Database = {
      kind: 'postgres',
      query: async (sql) => {
        if (sql === 'SELECT 1') healthQueries += 1;
        return [];
      },
      transaction: () => new Promise(() => undefined),
      listen: () => new Promise(() => undefined),
      close: async () => undefined,
    };
    const app = testApp(countingDatabase);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/health' })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(healthQueries).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('M1: /health reports a database that went away once its last check is a second old', async () => {
    let reachable = true;
    const database: Database = {
      kind: 'postgres',
      query: async () => {
        if (!reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return [];
      },
      transaction: () => new Promise(() => undefined),
      listen: () => new Promise(() => undefined),
      close: async () => undefined,
    };
    const app = testApp(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      reachable = false;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_INTERVAL_MS + 100));
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        database: 'unreachable',
        error: 'The database is not reachable.',
      });
    } finally {
      await app.close();
    }
  });

  it('M1: a query to a silent PostgreSQL server fails after the timeouts instead of hanging', async () => {
    const silent = await startSilentServer();
    const database = postgresDatabase(
      createPool(`postgres://postgres@127.0.0.1:${silent.port}/none`, null, () => undefined, {
        ...DEFAULT_POOL_TIMEOUTS,
        connectionTimeoutMs: 300,
        statementTimeoutMs: 300,
        idleInTransactionTimeoutMs: 1_000,
      }),
    );
    try {
      await expect(database.query('SELECT 1')).rejects.toThrow(/timeout/i);
      await expect(database.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow(/timeout/i);
    } finally {
      await database.close();
      await closeServer(silent.server, silent.sockets);
    }
  }, 10_000);

  it('M1: start-up against a silent database retries with a log line, then gives up after the bounded wait', async () => {
    const silent = await startSilentServer();
    try {
      const result = await runService({
        PAYMENT_PROVIDER: 'sandbox',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${silent.port}/payments`,
        DATABASE_CONNECT_TIMEOUT_MS: '300',
        DATABASE_STARTUP_TIMEOUT_MS: '2000',
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines[0]).toMatch(/^payment-service: database not ready \(attempt 1: .*timeout.*\); retrying in 0\.5 s$/);
      expect(lines.at(-1)).toMatch(
        /^payment-service: the database did not answer within 2 s \(DATABASE_STARTUP_TIMEOUT_MS\): /,
      );
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await closeServer(silent.server, silent.sockets);
    }
  }, 30_000);

  it.runIf(process.env.DATABASE_URL)(
    'M1: a pool wedged by a database that stopped answering recovers by itself once it answers again',
    async () => {
      const target = new URL(process.env.DATABASE_URL ?? '');
      // A proxy in front of PostgreSQL that can stop forwarding, as a hung server or a network partition would.
      let frozen = false;
      const links: Socket[] = [];
      const proxy = createServer((client) => {
        const server = connect(Number(target.port || 5432), target.hostname);
        links.push(client, server);
        client.on('data', (chunk: Buffer) => void (frozen || server.write(chunk)));
        server.on('data', (chunk: Buffer) => void (frozen || client.write(chunk)));
        client.on('close', () => server.destroy());
        server.on('close', () => client.destroy());
        client.on('error', () => server.destroy());
        server.on('error', () => client.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const viaProxy = new URL(target.href);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String((proxy.address() as AddressInfo).port);
      const database = postgresDatabase(
        createPool(viaProxy.href, null, () => undefined, {
          ...DEFAULT_POOL_TIMEOUTS,
          connectionTimeoutMs: 500,
          statementTimeoutMs: 300,
          idleInTransactionTimeoutMs: 1_000,
        }),
      );
      try {
        expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        frozen = true;
        const wedged = await Promise.allSettled(Array.from({ length: 12 }, () => database.query('SELECT 1')));
        expect(wedged.every((outcome) => outcome.status === 'rejected')).toBe(true);
        frozen = false;
        expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
        await closeServer(proxy, links);
      }
    },
    20_000,
  );

  it('Low: an unreachable DATABASE_URL ends in one line, not a stack trace', async () => {
    const result = await runService({
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/payments',
      DATABASE_STARTUP_TIMEOUT_MS: '800',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(
      /^payment-service: the database did not answer within 1 s \(DATABASE_STARTUP_TIMEOUT_MS\): .*ECONNREFUSED/,
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});

describe('findings against one service (sandbox)', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    app = testApp(testDatabase.database, { DOWNLOAD_TOKEN_SECRET: 'a'.repeat(40) });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.cleanup();
  });

  it('M3: TRUST_PROXY=true (trust every hop) is refused; a hop count or addresses are accepted', () => {
    expect(problemsWith({ PAYMENT_PROVIDER: 'sandbox', TRUST_PROXY: 'true' })).toContain(
      '"true" would let any client choose its own address',
    );
    expect(testConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '10.0.0.5,10.0.0.6' }).trustProxy).toEqual(['10.0.0.5', '10.0.0.6']);
  });

  it('M3: an X-Forwarded-For chosen by the client does not dodge the rate limit behind one proxy', async () => {
    const limited = testApp(testDatabase.database, { TRUST_PROXY: '1', RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/create-payment',
          payload: VALID_EBOOK_ORDER,
          remoteAddress: '10.0.0.2',
          // The client invents an address each time; the proxy appends the one it saw.
          headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}, 203.0.113.9` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('M6: Pay refuses a cross-site form post and one without the page token', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
    const token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    // Under "no-referrer" a browser would send `Origin: null` on the page's own posts.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const post = (headers: Record<string, string>, payload: string) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${sessionId}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload,
      });

    const crossSite = await post({ origin: 'https://evil.example' }, `form_token=${token}`);
    const withoutToken = await post({}, '');
    const wrongToken = await post({ origin: 'http://localhost:4242' }, 'form_token=forged');
    const cancelCrossSite = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${sessionId}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      payload: `form_token=${token}`,
    });

    for (const response of [crossSite, withoutToken, wrongToken, cancelCrossSite]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('This form was not sent from the checkout page');
    }
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('pending');
    expect((await post({ origin: 'http://localhost:4242' }, `form_token=${token}`)).statusCode).toBe(303);
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('paid');
  });

  it('M5: a half-sent body is cut off after REQUEST_TIMEOUT_MS with a 408 {error}', async () => {
    const slow = testApp(testDatabase.database, { REQUEST_TIMEOUT_MS: '500' });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.server.address() as AddressInfo;
    const answer = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
      });
    try {
      const halfBody = await answer(
        'POST /create-payment HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"surveyId"',
      );
      const halfHeaders = await answer('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      for (const received of [halfBody, halfHeaders]) {
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
        expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe(
          '{"error":"The request took too long to arrive."}',
        );
      }
    } finally {
      await slow.close();
    }
  }, 10_000);

  it('Low: router errors answer {error}: a malformed % escape 400, an over-long segment 414, no route 404', async () => {
    const malformed = await app.inject({ method: 'GET', url: '/checkout-session/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The address of this request is not a valid URL.' });

    const tooLong = await app.inject({ method: 'GET', url: `/checkout-session/${'a'.repeat(400)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: 'The address of this request is too long.' });

    const missing = await app.inject({ method: 'DELETE', url: '/create-payment' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is nothing at this address.' });
  });

  it('Low: a malformed request line answers 400 {error} from the HTTP parser too', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe('{"error":"The request could not be read."}');
  });

  it('Low: with PAYMENT_SERVICE_URL unset the checkout URL never follows the request Host', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/create-payment',
      payload: VALID_CONTEST_ORDER,
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:4242\/sandbox\/checkout\/cs_sandbox_/);
  });

  it('Low: download links are short-lived tokens, never the checkout id, and expire', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    await sandboxPost(app, sessionId, 'pay');
    const issued = await app.inject({ method: 'POST', url: '/download-tokens', payload: { sessionId } });
    const { token, expiresAt } = issued.json<{ token: string; expiresAt: string }>();
    expect(token).not.toContain(sessionId);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: `/downloads/${token}/ebook` })).statusCode).toBe(200);
    // The old permanent form, the checkout id in the link, opens nothing.
    expect((await app.inject({ method: 'GET', url: `/downloads/${sessionId}/ebook` })).statusCode).toBe(403);

    const session = await findCheckoutSession(testDatabase.database, sessionId);
    const sixteenMinutesAgo = Date.now() - 16 * 60 * 1000;
    const expired = downloadTokens('a'.repeat(40)).issue(session?.id ?? '', sixteenMinutesAgo).token;
    const response = await app.inject({ method: 'GET', url: `/downloads/${expired}/ebook` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'This download link has expired. Open the download page again for a fresh link.',
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await app.inject({ method: 'GET', url: `/downloads/${forged}/ebook` })).json()).toEqual({
      error: 'This download link is not valid.',
    });
  });

  it('Low: pending sessions and survey answers expire after the documented retention period', async () => {
    const oldPending = await createPayment(app, VALID_CONTEST_ORDER);
    const oldPaid = await createPayment(app, VALID_CONTEST_ORDER);
    const recent = await createPayment(app, VALID_CONTEST_ORDER);
    await sandboxPost(app, oldPaid.sessionId, 'pay');
    const age = async (sessionId: string, days: number) =>
      testDatabase.database.query(
        `UPDATE checkout_sessions SET created_at = now() - make_interval(days => $2) WHERE provider_session_id = $1`,
        [sessionId, days],
      );
    await age(oldPending.sessionId, RETENTION_DAYS.unpaidSessions + 1);
    await age(oldPaid.sessionId, RETENTION_DAYS.surveyAnswers + 1);

    const purged = await purgeExpiredData(testDatabase.database);

    expect(purged.unpaidSessionsDeleted).toBeGreaterThanOrEqual(1);
    expect(await findCheckoutSession(testDatabase.database, oldPending.sessionId)).toBeNull();
    expect(await findCheckoutSession(testDatabase.database, oldPaid.sessionId)).toMatchObject({
      status: 'paid',
      answers: [],
    });
    expect((await findCheckoutSession(testDatabase.database, recent.sessionId))?.answers).toEqual(
      VALID_CONTEST_ORDER.answers,
    );
  });

  it('issue 14: GET /openapi.json describes the routes with their zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/checkout-session/{id}',
        '/contests',
        '/contests/{id}/stats',
        '/contests/{contestId}',
        '/contests/{contestId}/rounds/{round}/draw',
        '/create-payment',
        '/download-tokens',
        '/downloads/{token}/{fileId}',
        '/health',
        '/health/live',
        '/health/ready',
        '/purchases',
        '/purchases/{purchaseId}/download-token',
        '/webhooks/stripe',
      ].sort(),
    );
    expect(JSON.stringify(document.paths['/create-payment']?.post?.requestBody)).toContain('"surveyTitle"');
    expect(Object.keys(document.paths['/create-payment']?.post?.responses ?? {})).toEqual(['200', '4XX', '5XX']);
  });
});

describe('findings in Stripe mode', () => {
  let testDatabase: TestDatabase;
  let fakeStripe: FakeStripe;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    fakeStripe = await startFakeStripe();
    app = testApp(testDatabase.database, stripeEnvironment(fakeStripe));
  });
  afterAll(async () => {
    await app.close();
    await fakeStripe.close();
    await testDatabase.cleanup();
  });

  const deliver = (event: object) => app.inject({ method: 'POST', url: '/webhooks/stripe', ...signed(event) });
  const completed = (sessionId: string, amountTotal: number, paymentIntent: string) => ({
    id: eventId(),
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        payment_status: 'paid',
        amount_total: amountTotal,
        currency: 'gbp',
        payment_intent: paymentIntent,
      },
    },
  });

  it('M2: an answer holding NUL is refused before Stripe is asked for anything', async () => {
    fakeStripe.requests.length = 0;
    const before = await countCheckoutSessions(testDatabase.database);
    const response = await app.inject({
      method: 'POST',
      url: '/create-payment',
      payload: { ...VALID_CONTEST_ORDER, answers: ['a\u0000b'] },
    });
    expect(response.statusCode).toBe(400);
    expect(fakeStripe.requests).toHaveLength(0);
    expect(await countCheckoutSessions(testDatabase.database)).toBe(before);
  });

  it('M4: a hundred public GETs of a pending Stripe session make one Stripe call', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    fakeStripe.requests.length = 0;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2
          ? app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` })
          : app.inject({ method: 'POST', url: '/download-tokens', payload: { sessionId } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(50);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(50);
    expect(fakeStripe.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('M4: the webhook refreshes a pending session at once, without asking Stripe', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    fakeStripe.requests.length = 0;
    expect((await deliver(completed(sessionId, 599, 'pi_m4'))).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    expect(response.json()).toMatchObject({ paid: true, status: 'paid' });
    expect(fakeStripe.requests).toHaveLength(0);
  });

  it('M4: a slow Stripe holds a status GET only for its short budget; the stored status answers', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    fakeStripe.setDelay(10_000);
    try {
      const response = await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ paid: false, status: 'pending' });
    } finally {
      fakeStripe.setDelay(0);
    }
  }, 6_000);

  it('issue 14: the Stripe API version is set explicitly on every call', async () => {
    fakeStripe.requests.length = 0;
    await createPayment(app, VALID_EBOOK_ORDER);
    expect(fakeStripe.requests[0]?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it('Low: signed webhooks missing data or id answer 400, not 500', async () => {
    const withoutData = await deliver({ id: eventId(), type: 'checkout.session.completed' });
    const withoutId = await deliver({ type: 'checkout.session.completed', data: { object: { id: 'cs_test_x' } } });
    const withoutObjectId = await deliver({ id: eventId(), type: 'checkout.session.expired', data: { object: {} } });
    for (const response of [withoutData, withoutId, withoutObjectId]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The event lacks the fields its type requires (id, type, data.object).',
      });
    }
  });

  it("Low: the webhook's 413 names its own 256 KB limit", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large; the limit is 256 KB.' });
  });

  it('Low: a refunded or disputed payment stops the downloads and the contest entries', async () => {
    const ebook = await createPayment(app, VALID_EBOOK_ORDER);
    const contest = await createPayment(app, { ...VALID_CONTEST_ORDER, quantity: 2 });
    const participants = async () =>
      (await app.inject({ method: 'GET', url: '/contests/1/stats' })).json<{ participants: number }>().participants;
    const intent = `pi_${randomBytes(6).toString('hex')}`;
    await deliver(completed(ebook.sessionId, 599, intent));
    await deliver(completed(contest.sessionId, 400, `${intent}_contest`));
    expect((await downloadFile(app, ebook.sessionId, 'ebook')).statusCode).toBe(200);
    const withEntries = await participants();

    const partial = await deliver({
      id: eventId(),
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: intent, refunded: false, amount_refunded: 100 } },
    });
    expect(partial.json()).toMatchObject({ outcome: 'ignored' });
    const refund = {
      id: eventId(),
      type: 'charge.refunded',
      data: { object: { object: 'charge', payment_intent: intent, refunded: true } },
    };
    expect((await deliver(refund)).json()).toMatchObject({ outcome: 'revoked' });
    expect((await deliver(refund)).json()).toMatchObject({ outcome: 'duplicate-event' });
    const refused = await downloadFile(app, ebook.sessionId, 'ebook');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'This purchase was refunded or disputed, so its downloads are no longer available.',
    });

    const dispute = await deliver({
      id: eventId(),
      type: 'charge.dispute.created',
      data: { object: { object: 'dispute', payment_intent: `${intent}_contest`, charge: 'ch_1' } },
    });
    expect(dispute.json()).toMatchObject({ outcome: 'revoked' });
    expect(await participants()).toBe(withEntries - 2);
  });
});

/** Redis is optional: these run where one answers on RATE_LIMIT_TEST_REDIS_URL (default 127.0.0.1:6379). */
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect(Number(url.port || 6379), url.hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.setTimeout(300, () => {
    socket.destroy();
    resolve(false);
  });
  socket.on('error', () => resolve(false));
});

describe.runIf(redisAnswers)('M3: a rate limit shared through Redis', () => {
  it('M3: two instances sharing one Redis store apply one limit together', async () => {
    const testDatabase = await openTestDatabase();
    const environment = {
      RATE_LIMIT_REDIS_URL: REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: `hardening-test:${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '3',
    };
    const first = testApp(testDatabase.database, environment);
    const second = testApp(testDatabase.database, environment);
    try {
      await Promise.all([first.ready(), second.ready()]);
      const statuses: number[] = [];
      for (const instance of [first, second, first, second, first]) {
        statuses.push(
          (await instance.inject({ method: 'POST', url: '/create-payment', payload: VALID_EBOOK_ORDER })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await first.close();
      await second.close();
      await testDatabase.cleanup();
    }
  });
});
