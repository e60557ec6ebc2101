import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { markSessionCancelled, markSessionPaid } from '../payments/sessionStatus';
import { describeProviderError } from '../providers/stripeProvider';
import { findCheckoutSession, toSummary, type CheckoutSessionRecord } from '../storage/checkoutSessions';
import type { RouteContext } from './context';

/** Shape shared by Stripe's and the sandbox's ids; anything else cannot be a session of ours. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_-]{8,255}$/;

export const SESSION_NOT_FOUND = 'Checkout session not found';

/**
 * The stored session, brought up to date first when it is a Stripe session still pending (the
 * webhook may be late or blocked). Unknown ids are never sent to the provider.
 */
export async function loadCurrentSession(
  { database, provider }: Pick<RouteContext, 'database' | 'provider'>,
  providerSessionId: string,
  log: FastifyBaseLogger,
): Promise<CheckoutSessionRecord | null> {
  if (!SESSION_ID_PATTERN.test(providerSessionId)) return null;
  const session = await findCheckoutSession(database, providerSessionId);
  if (!session || session.status !== 'pending' || session.provider !== provider.name) return session;
  try {
    const current = await provider.fetchPaymentStatus(providerSessionId);
    if (current?.state === 'paid') {
      await markSessionPaid(database, {
        providerSessionId,
        charged: { amountTotal: current.amountTotal, currency: current.currency },
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

export function checkoutSessionRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get<{ Params: { id: string } }>('/checkout-session/:id', async (request, reply) => {
    const session = await loadCurrentSession(context, request.params.id, request.log);
    if (!session) return reply.code(404).send({ error: SESSION_NOT_FOUND });
    void reply.header('cache-control', 'no-store');
    return toSummary(session);
  });
}
