import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCheckoutSession } from '../src/storage/checkoutSessions';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';
import { createPayment, sandboxPost, testApp, VALID_CONTEST_ORDER, VALID_EBOOK_ORDER } from './support/testApp';

let testDatabase: TestDatabase;
let app: FastifyInstance;
const SITE = 'http://site.test';

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  app = testApp(testDatabase.database, { PUBLIC_SITE_URL: SITE });
});
afterAll(async () => {
  await app.close();
  await testDatabase.cleanup();
});

const pay = (sessionId: string) => sandboxPost(app, sessionId, 'pay');
const cancel = (sessionId: string) => sandboxPost(app, sessionId, 'cancel');
const summary = (sessionId: string) => app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` });
const participants = async (contestId: string) =>
  (await app.inject({ method: 'GET', url: `/contests/${contestId}/stats` })).json<{ participants: number }>()
    .participants;

describe('the sandbox checkout page', () => {
  it('shows what is bought and the total, clearly marked TEST MODE, with Pay and Cancel forms', async () => {
    const { url, sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    const response = await app.inject({ method: 'GET', url: new URL(url).pathname });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('TEST MODE');
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('<dd>UK Wellness Retreat Giveaway entry</dd>');
    expect(html).toContain('<dt>Quantity</dt><dd>3</dd>');
    expect(html).toContain('<dd class="total">£6.00</dd>');
    const tokenField = /<input type="hidden" name="form_token" value="[A-Za-z0-9_-]{43}">/.source;
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="/sandbox/checkout/${sessionId}/pay">${tokenField}<button type="submit" class="primary">Pay</button></form>`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="/sandbox/checkout/${sessionId}/cancel">${tokenField}<button type="submit" class="secondary">Cancel</button></form>`,
      ),
    );
    // Self-contained: no script, no external resource.
    expect(html).not.toMatch(/<script|https?:\/\/(?!site\.test)/);
  });

  it('has a CSP of its own: only its hashed inline style, forms posting here or to the site', async () => {
    const { url } = await createPayment(app, VALID_CONTEST_ORDER);
    const response = await app.inject({ method: 'GET', url: new URL(url).pathname });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toMatch(
      /^default-src 'none';style-src 'sha256-[A-Za-z0-9+/=]{44}';form-action 'self' http:\/\/site\.test;/,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('shows a dollar total for contest 2', async () => {
    const { url } = await createPayment(app, {
      surveyId: '2',
      surveyTitle: 'USA',
      quantity: 3,
      currency: 'usd',
      residenceCountry: 'US',
    });
    expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).body).toContain(
      '<dd class="total">$9.00</dd>',
    );
  });

  it('answers an unknown or malformed session with a 404 page', async () => {
    for (const id of ['cs_sandbox_unknownunknownunknownunknown00', '..%2F..%2Fetc%2Fpasswd', 'cs_test_123456789']) {
      const response = await app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Checkout session not found');
      expect((await pay(id)).statusCode).toBe(404);
    }
  });
});

describe('paying and cancelling in the sandbox', () => {
  it('Pay marks the contest session paid and returns to the survey with the session id', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    const before = await participants('1');

    const response = await pay(sessionId);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SITE}/survey?id=1&checkout=success&session_id=${sessionId}`);
    const row = await findCheckoutSession(testDatabase.database, sessionId);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await participants('1')).toBe(before + 3);
  });

  it('paying twice is harmless: the same success page, the entries counted once', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    await pay(sessionId);
    const afterFirst = await participants('1');

    const again = await pay(sessionId);
    const concurrent = await Promise.all([pay(sessionId), pay(sessionId)]);

    for (const response of [again, ...concurrent]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${SITE}/survey?id=1&checkout=success&session_id=${sessionId}`);
    }
    expect(await participants('1')).toBe(afterFirst);
  });

  it('Cancel marks the session cancelled and returns to the survey; it can no longer be paid', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);

    const response = await cancel(sessionId);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SITE}/survey?id=1&checkout=cancelled&session_id=${sessionId}`);
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('cancelled');
    const late = await pay(sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This checkout was cancelled');
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('cancelled');
  });

  it('Cancel after paying keeps the purchase and leads to the success page', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    await pay(sessionId);

    const response = await cancel(sessionId);

    expect(response.headers.location).toBe(`${SITE}/ebook/download?session_id=${sessionId}`);
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('paid');
  });

  it('returns the ebook buyer to the download page, or the sale page on cancel', async () => {
    const paid = await createPayment(app, VALID_EBOOK_ORDER);
    const cancelled = await createPayment(app, VALID_EBOOK_ORDER);
    expect((await pay(paid.sessionId)).headers.location).toBe(`${SITE}/ebook/download?session_id=${paid.sessionId}`);
    expect((await cancel(cancelled.sessionId)).headers.location).toBe(`${SITE}/ebook?checkout=cancelled`);
  });

  it('shows an already paid session as paid, with a way on to the success page', async () => {
    const { url, sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    await pay(sessionId);
    const html = (await app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    expect(html).toContain('This checkout is already paid');
    expect(html).toContain(`href="${SITE}/ebook/download?session_id=${sessionId}"`);
    expect(html).not.toContain('/pay"');
  });
});

describe('GET /checkout-session/:id', () => {
  it('describes a pending session: what, how many, how much, not paid', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    const response = await summary(sessionId);

    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: sessionId,
      paid: false,
      status: 'pending',
      kind: 'contest',
      surveyId: '1',
      title: 'UK Wellness Retreat Giveaway entry',
      quantity: 3,
      currency: 'gbp',
      unitAmount: 200,
      amountTotal: 600,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(String(body.createdAt)) - Date.now())).toBeLessThan(60_000);
  });

  it('reports paid and cancelled sessions as such', async () => {
    const paid = await createPayment(app, VALID_EBOOK_ORDER);
    const cancelled = await createPayment(app, VALID_EBOOK_ORDER);
    await pay(paid.sessionId);
    await cancel(cancelled.sessionId);
    expect((await summary(paid.sessionId)).json()).toMatchObject({ paid: true, status: 'paid', kind: 'ebook' });
    expect((await summary(cancelled.sessionId)).json()).toMatchObject({ paid: false, status: 'cancelled' });
  });

  it.each([
    ['a made-up sandbox id', 'cs_sandbox_madeupmadeupmadeupmadeupmadeup'],
    ['a made-up Stripe id', 'cs_test_a1b2c3d4e5f6'],
    ['not a session id', 'hello'],
    ['an encoded path', '..%2F..%2Fetc%2Fpasswd'],
    ['an SQL attempt', "cs_x'%20OR%20'1'%3D'1"],
    ['a very long id', `cs_test_${'a'.repeat(280)}`],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await summary(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Checkout session not found' });
  });
});

describe('GET /contests/:id/stats', () => {
  it("starts from the spec's figure and adds only paid entries", async () => {
    const usaBefore = await participants('2');
    expect(usaBefore).toBeGreaterThanOrEqual(189);
    const paid = await createPayment(app, {
      surveyId: '2',
      surveyTitle: 'USA',
      quantity: 4,
      currency: 'usd',
      residenceCountry: 'US',
    });
    await createPayment(app, {
      surveyId: '2',
      surveyTitle: 'USA',
      quantity: 7,
      currency: 'usd',
      residenceCountry: 'US',
    }); // left unpaid
    const cancelled = await createPayment(app, {
      surveyId: '2',
      surveyTitle: 'USA',
      quantity: 5,
      currency: 'usd',
      residenceCountry: 'US',
    });
    await cancel(cancelled.sessionId);
    await pay(paid.sessionId);

    const response = await app.inject({ method: 'GET', url: '/contests/2/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contestId: '2', participants: usaBefore + 4 });
  });

  it("is exactly the spec's figure while no entry is paid", async () => {
    await testDatabase.database.query('DELETE FROM checkout_sessions');
    await createPayment(app, VALID_CONTEST_ORDER); // pending: not a participant yet
    expect((await app.inject({ method: 'GET', url: '/contests/1/stats' })).json()).toEqual({
      contestId: '1',
      participants: 247,
    });
    expect((await app.inject({ method: 'GET', url: '/contests/2/stats' })).json()).toEqual({
      contestId: '2',
      participants: 189,
    });
  });

  it.each(['3', 'victim-to-victor-ebook', 'constructor'])('answers 404 for %s, which is not a contest', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/contests/${id}/stats` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Contest not found' });
  });
});
