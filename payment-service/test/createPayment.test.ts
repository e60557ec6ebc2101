import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findCheckoutSession } from '../src/storage/checkoutSessions';
import { countCheckoutSessions, openTestDatabase, type TestDatabase } from './support/testDatabase';
import { testApp, VALID_CONTEST_ORDER, VALID_EBOOK_ORDER } from './support/testApp';

let testDatabase: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  app = testApp(testDatabase.database, {
    PUBLIC_SITE_URL: 'http://site.test',
    RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await app.close();
  await testDatabase.cleanup();
});
beforeEach(async () => {
  await testDatabase.database.query('DELETE FROM checkout_sessions');
});

const SANDBOX_SESSION_ID = /^cs_sandbox_[A-Za-z0-9_-]{32}$/;

describe('POST /create-payment with a valid order', () => {
  it('records a pending contest session priced by the catalogue and answers its sandbox checkout url', async () => {
    const response = await app.inject({ method: 'POST', url: '/create-payment', payload: VALID_CONTEST_ORDER });

    expect(response.statusCode).toBe(200);
    const { url, sessionId } = response.json<{ url: string; sessionId: string }>();
    expect(sessionId).toMatch(SANDBOX_SESSION_ID);
    expect(url).toBe(`http://localhost:4242/sandbox/checkout/${sessionId}`);
    const row = await findCheckoutSession(testDatabase.database, sessionId);
    expect(row).toMatchObject({
      provider: 'sandbox',
      providerSessionId: sessionId,
      kind: 'contest',
      surveyId: '1',
      title: 'UK Wellness Retreat Giveaway entry',
      quantity: 3,
      currency: 'gbp',
      unitAmount: 200,
      amountTotal: 600,
      answers: ['I believed I was never good enough.'],
      status: 'pending',
      paidAt: null,
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('prices contest 2 in dollars at 300 cents an entry', async () => {
    const { sessionId } = (
      await app.inject({
        method: 'POST',
        url: '/create-payment',
        payload: {
          surveyId: '2',
          surveyTitle: 'USA Resort Holiday Giveaway',
          quantity: 100,
          currency: 'usd',
          residenceCountry: 'US',
        },
      })
    ).json<{ sessionId: string }>();
    expect(await findCheckoutSession(testDatabase.database, sessionId)).toMatchObject({
      kind: 'contest',
      currency: 'usd',
      unitAmount: 300,
      quantity: 100,
      amountTotal: 30_000,
      answers: [],
    });
  });

  it('sells the ebook bundle once at 599 pence', async () => {
    const response = await app.inject({ method: 'POST', url: '/create-payment', payload: VALID_EBOOK_ORDER });
    expect(response.statusCode).toBe(200);
    const row = await findCheckoutSession(testDatabase.database, response.json<{ sessionId: string }>().sessionId);
    expect(row).toMatchObject({ kind: 'ebook', title: 'Victim to Victor ebook bundle', amountTotal: 599, quantity: 1 });
  });

  it('builds the checkout url from PAYMENT_SERVICE_URL when it is configured', async () => {
    const configured = testApp(testDatabase.database, { PAYMENT_SERVICE_URL: 'https://pay.example.com/' });
    const response = await configured.inject({ method: 'POST', url: '/create-payment', payload: VALID_EBOOK_ORDER });
    const { url, sessionId } = response.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`https://pay.example.com/sandbox/checkout/${sessionId}`);
    await configured.close();
  });

  it('gives every session its own unguessable id', async () => {
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({ method: 'POST', url: '/create-payment', payload: VALID_EBOOK_ORDER });
      ids.add(response.json<{ sessionId: string }>().sessionId);
    }
    expect(ids.size).toBe(5);
  });
});

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const order = (changes: Record<string, unknown>) => json({ ...VALID_CONTEST_ORDER, ...changes });
const without = (field: keyof typeof VALID_CONTEST_ORDER) => {
  const { [field]: _removed, ...rest } = VALID_CONTEST_ORDER;
  return json(rest);
};

interface BadInput {
  name: string;
  request: { payload?: string; headers?: Record<string, string> };
  status: number;
  error: string;
}

const badInputs: BadInput[] = [
  {
    name: 'unknown survey id',
    request: order({ surveyId: '3' }),
    status: 400,
    error: 'There is no contest or product with this id.',
  },
  {
    name: 'prototype key as survey id',
    request: order({ surveyId: 'constructor' }),
    status: 400,
    error: 'There is no contest or product with this id.',
  },
  { name: 'empty survey id', request: order({ surveyId: '' }), status: 400, error: 'surveyId must not be empty.' },
  { name: 'numeric survey id', request: order({ surveyId: 1 }), status: 400, error: 'surveyId must be text.' },
  {
    name: 'contest 1 in dollars',
    request: order({ currency: 'usd' }),
    status: 400,
    error: "This item is priced in GBP, so the currency must be 'gbp'.",
  },
  {
    name: 'contest 2 in pounds',
    request: order({ surveyId: '2', currency: 'gbp' }),
    status: 400,
    error: "This item is priced in USD, so the currency must be 'usd'.",
  },
  {
    name: 'unsupported currency',
    request: order({ currency: 'eur' }),
    status: 400,
    error: "Currency must be 'gbp' or 'usd'.",
  },
  {
    name: 'upper-case currency',
    request: order({ currency: 'GBP' }),
    status: 400,
    error: "Currency must be 'gbp' or 'usd'.",
  },
  { name: 'quantity 0', request: order({ quantity: 0 }), status: 400, error: 'Quantity must be at least 1.' },
  { name: 'quantity -1', request: order({ quantity: -1 }), status: 400, error: 'Quantity must be at least 1.' },
  {
    name: 'quantity 1.5',
    request: order({ quantity: 1.5 }),
    status: 400,
    error: 'Quantity must be a whole number, such as 1.',
  },
  {
    name: 'quantity "3"',
    request: order({ quantity: '3' }),
    status: 400,
    error: 'Quantity must be a whole number, such as 1.',
  },
  {
    name: 'quantity null',
    request: order({ quantity: null }),
    status: 400,
    error: 'Quantity must be a whole number, such as 1.',
  },
  {
    name: 'quantity over the maximum',
    request: order({ quantity: 101 }),
    status: 400,
    error: 'Quantity can be at most 100 entries per checkout.',
  },
  {
    name: 'quantity 1e400 (Infinity)',
    request: {
      payload: JSON.stringify(VALID_CONTEST_ORDER).replace('"quantity":3', '"quantity":1e400'),
      headers: { 'content-type': 'application/json' },
    },
    status: 400,
    error: 'Quantity must be a whole number, such as 1.',
  },
  {
    name: 'two ebooks',
    request: json({ ...VALID_EBOOK_ORDER, quantity: 2 }),
    status: 400,
    error: 'The ebook bundle is sold one at a time, so the quantity must be 1.',
  },
  {
    name: 'answers with the ebook',
    request: json({ ...VALID_EBOOK_ORDER, answers: ['why not'] }),
    status: 400,
    error: 'Survey answers are only accepted with a contest entry.',
  },
  { name: 'missing surveyId', request: without('surveyId'), status: 400, error: 'surveyId is required.' },
  { name: 'missing surveyTitle', request: without('surveyTitle'), status: 400, error: 'surveyTitle is required.' },
  { name: 'missing quantity', request: without('quantity'), status: 400, error: 'quantity is required.' },
  { name: 'missing currency', request: without('currency'), status: 400, error: 'currency is required.' },
  {
    name: 'blank surveyTitle',
    request: order({ surveyTitle: '   ' }),
    status: 400,
    error: 'surveyTitle must not be empty.',
  },
  {
    name: 'a price sent by the browser',
    request: order({ unitAmount: 1 }),
    status: 400,
    error:
      'The field "unitAmount" is not accepted; send only surveyId, surveyTitle, quantity, currency, answers and residenceCountry.',
  },
  {
    name: 'an extra huge field',
    request: order({ padding: 'x'.repeat(12_000) }),
    status: 400,
    error:
      'The field "padding" is not accepted; send only surveyId, surveyTitle, quantity, currency, answers and residenceCountry.',
  },
  {
    name: 'too many answers',
    request: order({ answers: Array.from({ length: 11 }, () => 'a thoughtful answer') }),
    status: 400,
    error: 'At most 10 answers are accepted.',
  },
  {
    name: 'an answer too long',
    request: order({ answers: ['x'.repeat(1001)] }),
    status: 400,
    error: 'Each answer must be at most 1000 characters.',
  },
  {
    name: 'answers not a list',
    request: order({ answers: 'one long answer' }),
    status: 400,
    error: 'answers must be a list of texts.',
  },
  {
    name: 'an answer that is not text',
    request: order({ answers: [42] }),
    status: 400,
    error: 'Each answer must be text.',
  },
  {
    name: 'a JSON array body',
    request: json([VALID_CONTEST_ORDER]),
    status: 400,
    error: 'The request body must be a JSON object with surveyId, surveyTitle, quantity and currency.',
  },
  {
    name: 'a JSON null body',
    request: json(null),
    status: 400,
    error: 'The request body must be a JSON object with surveyId, surveyTitle, quantity and currency.',
  },
  {
    name: 'malformed JSON',
    request: { payload: '{"surveyId": "1",', headers: { 'content-type': 'application/json' } },
    status: 400,
    error: 'The request body is not valid JSON.',
  },
  {
    name: 'a __proto__ key',
    request: { payload: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' } },
    status: 400,
    error: 'The request body is not valid JSON.',
  },
  {
    name: 'an empty JSON body',
    request: { payload: '', headers: { 'content-type': 'application/json' } },
    status: 400,
    error: 'The request body is empty; send the details as a JSON object.',
  },
  {
    name: 'no body at all',
    request: {},
    status: 400,
    error: 'The request body must be a JSON object with surveyId, surveyTitle, quantity and currency.',
  },
  {
    name: 'plain text',
    request: { payload: 'surveyId=1', headers: { 'content-type': 'text/plain' } },
    status: 415,
    error: 'This content type is not accepted; send JSON with Content-Type: application/json.',
  },
  {
    name: 'a form post',
    request: { payload: 'surveyId=1&quantity=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    status: 415,
    error: 'This content type is not accepted; send JSON with Content-Type: application/json.',
  },
  {
    name: 'M2: a NUL character in an answer',
    request: order({ answers: ['before\u0000after'] }),
    status: 400,
    error: 'An answer contains a character that is not allowed (NUL or a broken emoji).',
  },
  {
    name: 'M2: a lone high surrogate in an answer',
    request: {
      payload: '{"surveyId":"1","surveyTitle":"UK","quantity":1,"currency":"gbp","answers":["\\ud83d alone"]}',
      headers: { 'content-type': 'application/json' },
    },
    status: 400,
    error: 'An answer contains a character that is not allowed (NUL or a broken emoji).',
  },
  {
    name: 'M2: a lone low surrogate in an answer',
    request: {
      payload: '{"surveyId":"1","surveyTitle":"UK","quantity":1,"currency":"gbp","answers":["\\ude00"]}',
      headers: { 'content-type': 'application/json' },
    },
    status: 400,
    error: 'An answer contains a character that is not allowed (NUL or a broken emoji).',
  },
  {
    name: 'M2: a NUL character in surveyTitle',
    request: order({ surveyTitle: 'UK\u0000' }),
    status: 400,
    error: 'surveyTitle contains a character that is not allowed (NUL or a broken emoji).',
  },
  {
    name: 'a body over 16 KB',
    request: order({ surveyTitle: 'x'.repeat(17 * 1024) }),
    status: 413,
    error: 'The request body is too large; the limit is 16 KB.',
  },
];

describe('POST /create-payment with bad input', () => {
  it('covers at least twenty cases', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(20);
  });

  it.each(badInputs)(
    'refuses $name with $status and a readable message, recording nothing',
    async ({ request, status, error }) => {
      const response = await app.inject({ method: 'POST', url: '/create-payment', ...request });

      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error });
      expect(await countCheckoutSessions(testDatabase.database)).toBe(0);
    },
  );
});

describe('service-wide protections', () => {
  it('limits create-payment per client with a readable 429', async () => {
    const limited = testApp(testDatabase.database, { RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '2' });
    const send = () =>
      limited.inject({ method: 'POST', url: '/create-payment', payload: VALID_EBOOK_ORDER, remoteAddress: '10.0.0.7' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too many requests from this address; please wait a minute and try again.',
    });
    // Another client is not affected.
    const other = await limited.inject({
      method: 'POST',
      url: '/create-payment',
      payload: VALID_EBOOK_ORDER,
      remoteAddress: '10.0.0.8',
    });
    expect(other.statusCode).toBe(200);
    expect(await countCheckoutSessions(testDatabase.database)).toBe(3);
    await limited.close();
  });

  it('allows the site origins through CORS and no other', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/create-payment',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect((await preflight('http://127.0.0.1:5173')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:5173',
    );
    // PUBLIC_SITE_URL's origin is always allowed.
    expect((await preflight('http://site.test')).headers['access-control-allow-origin']).toBe('http://site.test');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the Stripe webhook with 503 when no webhook secret is configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Stripe webhooks are not configured on this service (STRIPE_WEBHOOK_SECRET is not set).',
    });
  });

  it('answers an unknown address with a readable 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is nothing at this address.' });
  });
});

describe('GET /health', () => {
  it('reports the service and its database as ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
