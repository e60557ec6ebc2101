import Stripe from 'stripe';
import { z } from 'zod';
import { errorAnswer } from '@mindset/service-kit';
import { markSessionCancelled, markSessionPaid, revokeAccess } from '../payments/sessionStatus';
import type { RouteContext, TypedApp } from './context';

/** Stripe's events are a few KB; room to spare without accepting anything huge. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

type WebhookOutcome =
  | Awaited<ReturnType<typeof markSessionPaid>>
  | Awaited<ReturnType<typeof markSessionCancelled>>
  | Awaited<ReturnType<typeof revokeAccess>>;

/** A signed body is Stripe's, but still checked: a missing field is a refusal, never a crash. */
const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({}) }),
});
const checkoutSessionObject = z.looseObject({
  id: z.string().min(1),
  payment_status: z.string().optional(),
  amount_total: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: z
    .union([z.string(), z.looseObject({ id: z.string() })])
    .nullable()
    .optional(),
  // Contest checkouts collect a billing address: its country is checked against the contest's region.
  customer_details: z
    .looseObject({
      address: z.looseObject({ country: z.string().nullable().optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});
/** A charge (charge.refunded) or a dispute (charge.dispute.created): both name the payment intent. */
const paymentObject = z.looseObject({
  payment_intent: z
    .union([z.string(), z.looseObject({ id: z.string() })])
    .nullable()
    .optional(),
  refunded: z.boolean().optional(),
});

const idOf = (reference: string | { id: string } | null | undefined) =>
  typeof reference === 'string' ? reference : (reference?.id ?? null);

class MalformedEvent extends Error {}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new MalformedEvent();
  return parsed.data;
}

/** Applies one verified event; the returned outcome is logged and echoed to the sender. */
async function applyEvent(
  database: RouteContext['database'],
  envelope: z.output<typeof eventEnvelope>,
): Promise<WebhookOutcome | 'ignored'> {
  const event = { id: envelope.id, type: envelope.type };
  switch (envelope.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = parse(checkoutSessionObject, envelope.data.object);
      // A completed session paid by a delayed method (bank debit) is settled by async_payment_succeeded.
      if (session.payment_status === 'unpaid') return 'ignored';
      return markSessionPaid(database, {
        providerSessionId: session.id,
        event,
        charged: { amountTotal: session.amount_total ?? null, currency: session.currency ?? null },
        paymentIntentId: idOf(session.payment_intent),
        billingCountry: session.customer_details?.address?.country ?? null,
      });
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return markSessionCancelled(database, {
        providerSessionId: parse(checkoutSessionObject, envelope.data.object).id,
        event,
      });
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const payment = parse(paymentObject, envelope.data.object);
      const paymentIntentId = idOf(payment.payment_intent);
      // A partial refund (a goodwill gesture) keeps the purchase; a full refund or any dispute ends it.
      if (!paymentIntentId || (envelope.type === 'charge.refunded' && payment.refunded !== true)) return 'ignored';
      return revokeAccess(database, {
        paymentIntentId,
        reason: envelope.type === 'charge.refunded' ? 'refunded' : 'disputed',
        event,
      });
    }
    default:
      return 'ignored';
  }
}

export function stripeWebhookRoutes(app: TypedApp, { config, database }: RouteContext): void {
  // Its own plugin scope: the signature is computed over the exact bytes, so this route alone
  // receives the body unparsed.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(
      '/webhooks/stripe',
      {
        // Stripe retries in bursts from few addresses; the signature is the protection here.
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        config: { rateLimit: false },
        schema: {
          summary: 'Stripe events, signed with STRIPE_WEBHOOK_SECRET',
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            '4xx': errorAnswer,
            '5xx': errorAnswer,
          },
        },
      },
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
        let verified: unknown;
        try {
          verified = Stripe.webhooks.constructEvent(request.body, signature, secret);
        } catch {
          request.log.warn('webhook signature rejected');
          return reply.code(400).send({ error: 'The webhook signature could not be verified.' });
        }
        let envelope: z.output<typeof eventEnvelope>;
        let outcome: WebhookOutcome | 'ignored';
        try {
          envelope = parse(eventEnvelope, verified);
          outcome = await applyEvent(database, envelope);
        } catch (error) {
          if (!(error instanceof MalformedEvent)) throw error;
          request.log.warn('signed webhook event without the fields its type requires');
          return reply
            .code(400)
            .send({ error: 'The event lacks the fields its type requires (id, type, data.object).' });
        }
        const { id: eventId, type: eventType } = envelope;
        request.log.info({ eventId, eventType, outcome }, 'webhook event handled');
        if (outcome === 'amount-mismatch') {
          request.log.error({ eventId }, 'Stripe reports a different amount than the session recorded');
        }
        if (outcome === 'outside-region') {
          request.log.error({ eventId }, 'contest entry paid with a billing address outside its region: refund it');
        }
        return { received: true as const, outcome };
      },
    );
  });
}
