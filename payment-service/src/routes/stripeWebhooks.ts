import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { markSessionCancelled, markSessionPaid } from '../payments/sessionStatus';
import type { RouteContext } from './context';

/** Stripe's events are a few KB; room to spare without accepting anything huge. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

type WebhookOutcome = Awaited<ReturnType<typeof markSessionPaid>> | Awaited<ReturnType<typeof markSessionCancelled>>;

/** Applies one verified event; the returned outcome is logged and echoed to the sender. */
async function applyEvent(
  database: RouteContext['database'],
  event: Stripe.Event,
): Promise<WebhookOutcome | 'ignored'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session paid by a delayed method (bank debit) is settled by async_payment_succeeded.
      if (session.payment_status === 'unpaid') return 'ignored';
      return markSessionPaid(database, {
        providerSessionId: session.id,
        event: { id: event.id, type: event.type },
        charged: { amountTotal: session.amount_total, currency: session.currency },
      });
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return markSessionCancelled(database, {
        providerSessionId: event.data.object.id,
        event: { id: event.id, type: event.type },
      });
    default:
      return 'ignored';
  }
}

export function stripeWebhookRoutes(app: FastifyInstance, { config, database }: RouteContext): void {
  // Its own plugin scope: the signature is computed over the exact bytes, so this route alone
  // receives the body unparsed.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(
      '/webhooks/stripe',
      // Stripe retries in bursts from few addresses; the signature is the protection here.
      { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, config: { rateLimit: false } },
      async (request, reply) => {
        const secret = config.stripe.webhookSecret;
        if (!secret) {
          return reply
            .code(503)
            .send({ error: 'Stripe webhooks are not configured on this service (STRIPE_WEBHOOK_SECRET is not set).' });
        }
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          return reply.code(400).send({ error: 'A Stripe-Signature header and a JSON body are required.' });
        }
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(request.body, signature, secret);
        } catch {
          request.log.warn('webhook signature rejected');
          return reply.code(400).send({ error: 'The webhook signature could not be verified.' });
        }
        const outcome = await applyEvent(database, event);
        request.log.info({ eventId: event.id, eventType: event.type, outcome }, 'webhook event handled');
        if (outcome === 'amount-mismatch') {
          request.log.error({ eventId: event.id }, 'Stripe reports a different amount than the session recorded');
        }
        return { received: true, outcome };
      },
    );
  });
}
