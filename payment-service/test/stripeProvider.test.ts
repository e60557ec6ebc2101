import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { findCheckoutSession } from '../src/storage/checkoutSessions';
import { startFakeStripe, stripeEnvironment, type FakeStripe } from './support/fakeStripe';
import { countCheckoutSessions, openTestDatabase, type TestDatabase } from './support/testDatabase';
import {
  createPayment,
  downloadFile,
  testApp,
  testConfig,
  VALID_CONTEST_ORDER,
  VALID_EBOOK_ORDER,
} from './support/testApp';

let testDatabase: TestDatabase;
let fakeStripe: FakeStripe;
let app: FastifyInstance;
const SITE = 'https://site.example';

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  fakeStripe = await startFakeStripe();
  app = testApp(testDatabase.database, { ...stripeEnvironment(fakeStripe), PUBLIC_SITE_URL: SITE });
});
afterAll(async () => {
  await app.close();
  await fakeStripe.close();
  await testDatabase.cleanup();
});
beforeEach(() => {
  fakeStripe.requests.length = 0;
  fakeStripe.setDelay(0);
});

describe('the stripe provider', () => {
  it('creates a Checkout Session priced by the catalogue, with return urls, metadata and an idempotency key', async () => {
    const { url, sessionId } = await createPayment(app, VALID_CONTEST_ORDER);

    expect(fakeStripe.requests).toHaveLength(1);
    const [sent] = fakeStripe.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_fake_key_for_tests');
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const row = await findCheckoutSession(testDatabase.database, sessionId);
    expect(sent?.headers['idempotency-key']).toBe(`create-payment-${row?.id}`);
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '200',
      'line_items[0][price_data][product_data][name]': 'UK Wellness Retreat Giveaway entry',
      'line_items[0][quantity]': '3',
      success_url: `${SITE}/survey?id=1&checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/survey?id=1&checkout=cancelled&session_id={CHECKOUT_SESSION_ID}`,
      client_reference_id: row?.id,
      // A contest entry's billing country is checked against the contest's region.
      billing_address_collection: 'required',
      'metadata[surveyId]': '1',
      'metadata[kind]': 'contest',
      'metadata[internalSessionId]': row?.id,
    });

    expect(sessionId).toBe('cs_test_fake000001');
    expect(url).toBe('https://checkout.stripe.test/c/pay/cs_test_fake000001');
    expect(row).toMatchObject({
      provider: 'stripe',
      providerSessionId: sessionId,
      status: 'pending',
      amountTotal: 600,
    });
  });

  it('uses the ebook return urls and a fresh idempotency key per request', async () => {
    await createPayment(app, VALID_EBOOK_ORDER);
    await createPayment(app, VALID_EBOOK_ORDER);

    const [first, second] = fakeStripe.requests;
    expect(first?.form.get('success_url')).toBe(`${SITE}/ebook/download?session_id={CHECKOUT_SESSION_ID}`);
    expect(first?.form.get('cancel_url')).toBe(`${SITE}/ebook?checkout=cancelled`);
    expect(first?.form.get('line_items[0][price_data][unit_amount]')).toBe('599');
    expect(first?.form.get('metadata[kind]')).toBe('ebook');
    expect(first?.headers['idempotency-key']).not.toBe(second?.headers['idempotency-key']);
  });

  it('answers 502 with a readable message and records nothing when Stripe refuses', async () => {
    const before = await countCheckoutSessions(testDatabase.database);
    fakeStripe.failNextRequest(400, { error: { type: 'invalid_request_error', message: 'Invalid currency' } });

    const response = await app.inject({ method: 'POST', url: '/create-payment', payload: VALID_CONTEST_ORDER });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'The payment provider could not start the checkout. Please try again in a moment.',
    });
    expect(await countCheckoutSessions(testDatabase.database)).toBe(before);
  });

  it('never contacts Stripe for bad input', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/create-payment',
      payload: { ...VALID_CONTEST_ORDER, quantity: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(fakeStripe.requests).toHaveLength(0);
  });

  it('serves no sandbox checkout: only Stripe takes payments', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    expect((await app.inject({ method: 'POST', url: `/sandbox/checkout/${sessionId}/pay` })).statusCode).toBe(404);
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('pending');
  });
});

describe('GET /checkout-session/:id for a Stripe session', () => {
  it('asks Stripe while the session is pending, and stays pending while Stripe says unpaid', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    fakeStripe.requests.length = 0;

    const response = await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });

    expect(response.json()).toMatchObject({ id: sessionId, paid: false, status: 'pending' });
    expect(fakeStripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
    ]);
  });

  it('marks the session paid when Stripe reports it paid, then stops asking', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    fakeStripe.markPaid(sessionId);

    const first = await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    expect(first.json()).toMatchObject({ paid: true, status: 'paid' });
    expect((await downloadFile(app, sessionId, 'ebook')).statusCode).toBe(200);

    fakeStripe.requests.length = 0;
    await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    expect(fakeStripe.requests).toHaveLength(0);
  });

  it('marks the session cancelled when Stripe reports it expired', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    fakeStripe.expire(sessionId);
    const response = await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    expect(response.json()).toMatchObject({ paid: false, status: 'cancelled' });
  });

  it('keeps the stored status when Stripe cannot be asked', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    fakeStripe.failNextRequest(400, { error: { type: 'invalid_request_error', message: 'Nope' } });
    const response = await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paid: false, status: 'pending' });
  });

  it('never asks Stripe about an id it did not issue', async () => {
    fakeStripe.requests.length = 0;
    const response = await app.inject({ method: 'GET', url: '/checkout-session/cs_test_notours123456' });
    expect(response.statusCode).toBe(404);
    expect(fakeStripe.requests).toHaveLength(0);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing, and refuses new connections after', async () => {
    const server = buildApp({
      config: testConfig({ ...stripeEnvironment(fakeStripe), PUBLIC_SITE_URL: SITE }),
      database: testDatabase.database,
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const before = await countCheckoutSessions(testDatabase.database);
    fakeStripe.setDelay(400);

    const inFlight = fetch(`${address}/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID_EBOOK_ORDER),
    });
    while (fakeStripe.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = server.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sessionId: expect.stringMatching(/^cs_test_/) });
    await closing;
    expect(await countCheckoutSessions(testDatabase.database)).toBe(before + 1);
    await expect(fetch(`${address}/health`)).rejects.toThrow();
  });
});

describe('logging', () => {
  it('logs requests with an id but without answers, full session ids, signatures or secrets', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const environment = { ...stripeEnvironment(fakeStripe), LOG_LEVEL: 'info' };
    const logged = buildApp({ config: testConfig(environment), database: testDatabase.database, logStream });
    const answer = 'My private answer about my limiting beliefs';

    const { sessionId } = await createPayment(logged, { ...VALID_CONTEST_ORDER, answers: [answer] });
    await logged.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
    const payload = JSON.stringify({ id: 'evt_log_test', type: 'checkout.session.completed', data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret_for_tests' });
    await logged.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    await logged.close();

    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.msg === 'checkout session created' && entry.traceId)).toBe(true);
    expect(
      entries.some(
        (entry) => (entry.req as { url?: string } | undefined)?.url === `/checkout-session/cs_…${sessionId.slice(-6)}`,
      ),
    ).toBe(true);
    expect(log).not.toContain(answer);
    expect(log).not.toContain(sessionId);
    expect(log).not.toContain(signature);
    expect(log).not.toContain('sk_test_fake_key_for_tests');
    expect(log).not.toContain('whsec_test_secret_for_tests');
    expect(log).not.toContain('127.0.0.1');
  });
});
