import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCheckoutSession } from '../src/storage/checkoutSessions';
import { startFakeStripe, stripeEnvironment, type FakeStripe } from './support/fakeStripe';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/testDatabase';
import { createPayment, testApp, VALID_CONTEST_ORDER, VALID_EBOOK_ORDER } from './support/testApp';

const WEBHOOK_SECRET = 'whsec_test_secret_for_tests';
let eventCounter = 0;

function checkoutEvent(
  type: string,
  session: { id: string; amount_total: number; currency: string; payment_status?: string; customer_details?: object },
  id = `evt_test_${Date.now()}_${(eventCounter += 1)}`,
) {
  return {
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', payment_status: 'paid', status: 'complete', ...session } },
  };
}

/** Signed the way Stripe signs, with the SDK's own test helper. */
function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

describe.each(DATABASE_KINDS)('POST /webhooks/stripe on %s', (kind) => {
  let testDatabase: TestDatabase;
  let fakeStripe: FakeStripe;
  let app: FastifyInstance;
  let secondInstance: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind);
    fakeStripe = await startFakeStripe();
    app = testApp(testDatabase.database, stripeEnvironment(fakeStripe));
    // A second service instance over the same data: its own connection pool on PostgreSQL.
    secondInstance = testApp(
      kind === 'postgres' ? testDatabase.openAnotherInstance() : testDatabase.database,
      stripeEnvironment(fakeStripe),
    );
  });
  afterAll(async () => {
    await app.close();
    await secondInstance.close();
    await fakeStripe.close();
    await testDatabase.cleanup();
  });

  const deliver = (instance: FastifyInstance, request: { payload: string; headers: Record<string, string> }) =>
    instance.inject({ method: 'POST', url: '/webhooks/stripe', ...request });
  const processedEvents = async (eventId: string) =>
    testDatabase.database.query<{ outcome: string }>('SELECT outcome FROM processed_events WHERE event_id = $1', [
      eventId,
    ]);
  const participants = async () =>
    (await app.inject({ method: 'GET', url: '/contests/1/stats' })).json<{ participants: number }>().participants;

  it('marks the session paid on a valid checkout.session.completed', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    const event = checkoutEvent('checkout.session.completed', { id: sessionId, amount_total: 599, currency: 'gbp' });

    const response = await deliver(app, signed(event));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('paid');
    expect(await processedEvents(event.id)).toEqual([{ outcome: 'paid' }]);
    expect((await app.inject({ method: 'GET', url: `/checkout-session/${sessionId}` })).json()).toMatchObject({
      paid: true,
    });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    const event = checkoutEvent('checkout.session.completed', { id: sessionId, amount_total: 599, currency: 'gbp' });

    const wrongSecret = await deliver(app, signed(event, 'whsec_someone_else'));
    const tampered = signed(event);
    const altered = await deliver(app, { ...tampered, payload: tampered.payload.replace('"gbp"', '"usd"') });
    const unsigned = await deliver(app, {
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });

    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ error: 'The webhook signature could not be verified.' });
    expect(altered.statusCode).toBe(400);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ error: 'A Stripe-Signature header and a JSON body are required.' });
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('pending');
    expect(await processedEvents(event.id)).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    const before = await participants();
    const event = checkoutEvent('checkout.session.completed', { id: sessionId, amount_total: 600, currency: 'gbp' });

    const first = await deliver(app, signed(event));
    const replay = await deliver(app, signed(event));

    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate-event' });
    expect(await participants()).toBe(before + 3);
    expect(await processedEvents(event.id)).toEqual([{ outcome: 'paid' }]);
  });

  it("refuses a contest entry whose billing address is outside the contest's region: paid, but it does not count", async () => {
    const outside = await createPayment(app, VALID_CONTEST_ORDER);
    const inside = await createPayment(app, VALID_CONTEST_ORDER);
    const before = await participants();
    const billedIn = (id: string, country: string) =>
      checkoutEvent('checkout.session.completed', {
        id,
        amount_total: 600,
        currency: 'gbp',
        customer_details: { address: { country } },
      });

    const refused = await deliver(app, signed(billedIn(outside.sessionId, 'US')));
    const accepted = await deliver(app, signed(billedIn(inside.sessionId, 'GB')));

    expect(refused.json()).toEqual({ received: true, outcome: 'outside-region' });
    expect(accepted.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await participants()).toBe(before + 3);
    const [row] = await testDatabase.database.query<{ billing_country: string; access_revoked_reason: string }>(
      'SELECT billing_country, access_revoked_reason FROM checkout_sessions WHERE provider_session_id = $1',
      [outside.sessionId],
    );
    expect(row).toEqual({ billing_country: 'US', access_revoked_reason: 'outside-region' });
  });

  it('applies one event delivered twice at once to two instances exactly once', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    const before = await participants();
    const event = checkoutEvent('checkout.session.completed', { id: sessionId, amount_total: 600, currency: 'gbp' });

    const responses = await Promise.all([deliver(app, signed(event)), deliver(secondInstance, signed(event))]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual([
      'duplicate-event',
      'paid',
    ]);
    expect(await participants()).toBe(before + 3);
    expect(await processedEvents(event.id)).toEqual([{ outcome: 'paid' }]);
  });

  it('counts two different events for one session once (completed, then async_payment_succeeded)', async () => {
    const { sessionId } = await createPayment(app, VALID_CONTEST_ORDER);
    const before = await participants();
    const completed = checkoutEvent('checkout.session.completed', {
      id: sessionId,
      amount_total: 600,
      currency: 'gbp',
    });
    const succeeded = checkoutEvent('checkout.session.async_payment_succeeded', {
      id: sessionId,
      amount_total: 600,
      currency: 'gbp',
    });

    const outcomes = await Promise.all([deliver(app, signed(completed)), deliver(secondInstance, signed(succeeded))]);

    expect(outcomes.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual([
      'already-paid',
      'paid',
    ]);
    expect(await participants()).toBe(before + 3);
  });

  it('waits for async_payment_succeeded when the completed session is not paid yet', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    const session = { id: sessionId, amount_total: 599, currency: 'gbp' };

    const completed = await deliver(
      app,
      signed(checkoutEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' })),
    );
    expect(completed.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('pending');

    const succeeded = await deliver(app, signed(checkoutEvent('checkout.session.async_payment_succeeded', session)));
    expect(succeeded.json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('never marks paid for a different amount or currency than recorded', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    const lower = await deliver(
      app,
      signed(checkoutEvent('checkout.session.completed', { id: sessionId, amount_total: 1, currency: 'gbp' })),
    );
    const otherCurrency = await deliver(
      app,
      signed(checkoutEvent('checkout.session.completed', { id: sessionId, amount_total: 599, currency: 'usd' })),
    );

    expect(lower.json()).toEqual({ received: true, outcome: 'amount-mismatch' });
    expect(otherCurrency.json()).toEqual({ received: true, outcome: 'amount-mismatch' });
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('pending');
  });

  it('marks an expired session cancelled, and a later payment event cannot revive it', async () => {
    const { sessionId } = await createPayment(app, VALID_EBOOK_ORDER);
    const session = { id: sessionId, amount_total: 599, currency: 'gbp' };

    const expired = await deliver(
      app,
      signed(checkoutEvent('checkout.session.expired', { ...session, payment_status: 'unpaid' })),
    );
    const late = await deliver(app, signed(checkoutEvent('checkout.session.completed', session)));

    expect(expired.json()).toEqual({ received: true, outcome: 'cancelled' });
    expect(late.json()).toEqual({ received: true, outcome: 'cancelled-before-payment' });
    expect((await findCheckoutSession(testDatabase.database, sessionId))?.status).toBe('cancelled');
  });

  it('acknowledges events for sessions it does not know, and other event types, without changes', async () => {
    const unknown = checkoutEvent('checkout.session.completed', {
      id: 'cs_test_elsewhere',
      amount_total: 599,
      currency: 'gbp',
    });
    const unknownResponse = await deliver(app, signed(unknown));
    expect(unknownResponse.json()).toEqual({ received: true, outcome: 'unknown-session' });
    expect(await processedEvents(unknown.id)).toEqual([{ outcome: 'unknown-session' }]);

    const other = { ...checkoutEvent('payment_intent.created', { id: 'pi_1', amount_total: 1, currency: 'gbp' }) };
    const otherResponse = await deliver(app, signed(other));
    expect(otherResponse.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
