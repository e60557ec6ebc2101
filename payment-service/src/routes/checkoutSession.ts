import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutSessionSummary } from '@mindset/payment-contract';
import { z } from 'zod';
import { errorAnswer } from '@mindset/service-kit';
import { markSessionCancelled, markSessionPaid } from '../payments/sessionStatus';
import { describeProviderError } from '../providers/stripeProvider';
import {
  claimProviderCheck,
  findCheckoutSession,
  toSummary,
  type CheckoutSessionRecord,
} from '../storage/checkoutSessions';
import type { RouteContext, TypedApp } from './context';

/** Shape shared by Stripe's and the sandbox's ids; anything else cannot be a session of ours. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_-]{8,255}$/;

export const SESSION_NOT_FOUND = 'Checkout session not found';

/**
 * How often a pending session may be checked with the provider. Between checks the stored status
 * is the answer, and the webhook updates it the moment the provider reports a payment.
 */
export const PROVIDER_CHECK_INTERVAL_MS = 30_000;

/**
 * The stored session, brought up to date first when it is a Stripe session still pending (the
 * webhook may be late or blocked), at most once per interval. Unknown ids are never sent to the
 * provider.
 */
export async function loadCurrentSession(
  { database, provider }: Pick<RouteContext, 'database' | 'provider'>,
  providerSessionId: string,
  log: FastifyBaseLogger,
): Promise<CheckoutSessionRecord | null> {
  if (!SESSION_ID_PATTERN.test(providerSessionId)) return null;
  const session = await findCheckoutSession(database, providerSessionId);
  if (!session || session.status !== 'pending' || session.provider !== provider.name) return session;
  if (!(await claimProviderCheck(database, providerSessionId, PROVIDER_CHECK_INTERVAL_MS))) return session;
  try {
    const current = await provider.fetchPaymentStatus(providerSessionId);
    if (current?.state === 'paid') {
      await markSessionPaid(database, {
        providerSessionId,
        charged: { amountTotal: current.amountTotal, currency: current.currency },
        paymentIntentId: current.paymentIntentId,
        billingCountry: current.billingCountry,
      });
    } else if (current?.state === 'expired') {
      await markSessionCancelled(database, { providerSessionId });
    } else {
      return session;
    }
  } catch (error) {
    // The stored status stays the answer; the webhook will settle it.
    log.warn({ providerError: describeProviderError(error) }, 'could not ask the provider for the session status');
    return session;
  }
  return findCheckoutSession(database, providerSessionId);
}

const sessionSummary = z.object({
  id: z.string(),
  paid: z.boolean(),
  status: z.enum(['pending', 'paid', 'cancelled']),
  kind: z.enum(['contest', 'ebook']),
  surveyId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  currency: z.enum(['gbp', 'usd']),
  unitAmount: z.number().int().describe('Minor units (pence or cents)'),
  amountTotal: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<CheckoutSessionSummary>;

export function checkoutSessionRoutes(app: TypedApp, context: RouteContext): void {
  app.get(
    '/checkout-session/:id',
    {
      schema: {
        summary: 'A checkout session and whether it is paid',
        params: z.object({ id: z.string() }),
        response: { 200: sessionSummary, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const session = await loadCurrentSession(context, request.params.id, request.log);
      if (!session) return reply.code(404).send({ error: SESSION_NOT_FOUND });
      void reply.header('cache-control', 'no-store');
      return toSummary(session);
    },
  );
}
