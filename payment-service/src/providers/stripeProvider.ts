import Stripe from 'stripe';
import { returnUrls } from '../catalogue';
import type { CheckoutProvider } from './checkoutProvider';

export interface StripeOptions {
  secretKey: string;
  apiBase: URL | null;
}

/**
 * Pinned, so a Stripe account upgrade never changes the shapes this code reads; it is the version
 * the installed SDK is typed against, so upgrading the SDK makes this line a conscious change.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/**
 * Creating a checkout: each attempt may take CREATE_ATTEMPT_MS, the SDK retries twice (with the
 * same idempotency key), and the whole call never takes longer than CREATE_BUDGET_MS.
 */
const CREATE_ATTEMPT_MS = 4_000;
const CREATE_BUDGET_MS = 10_000;
/** A status check is an optimisation (the webhook settles the session anyway): one short attempt. */
const STATUS_BUDGET_MS = 3_000;

export class ProviderTimeoutError extends Error {
  override name = 'ProviderTimeoutError';
}

/** Whatever the SDK's retries do, the caller has an answer within `budgetMs`. */
async function withinBudget<T>(work: Promise<T>, budgetMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(`${what}: no answer within ${budgetMs} ms`)), budgetMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export function createStripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: CREATE_ATTEMPT_MS,
    telemetry: false,
    appInfo: { name: 'payment-service' },
    ...(apiBase
      ? {
          host: apiBase.hostname,
          port: apiBase.port || (apiBase.protocol === 'https:' ? 443 : 80),
          protocol: apiBase.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe fills this placeholder with its session id when it sends the buyer back. */
const STRIPE_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Checkout Sessions on Stripe's hosted page; prices always come from our catalogue, never the browser. */
export function stripeProvider(stripe: Stripe, siteUrl: string): CheckoutProvider {
  return {
    name: 'stripe',
    async startCheckout({ internalId, item, quantity }) {
      const { successUrl, cancelUrl } = returnUrls(siteUrl, item, STRIPE_SESSION_ID_PLACEHOLDER);
      const creation = stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: { currency: item.currency, unit_amount: item.unitAmount, product_data: { name: item.title } },
              quantity,
            },
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: internalId,
          // A contest entry's billing address country is checked against the contest's region.
          ...(item.kind === 'contest' ? { billing_address_collection: 'required' as const } : {}),
          metadata: { surveyId: item.surveyId, kind: item.kind, internalSessionId: internalId },
        },
        // One key per create-payment request: the SDK's own retries then never make a second session.
        { idempotencyKey: `create-payment-${internalId}` },
      );
      const session = await withinBudget(creation, CREATE_BUDGET_MS, 'Stripe checkout creation');
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { providerSessionId: session.id, url: session.url };
    },
    async fetchPaymentStatus(providerSessionId) {
      const session = await withinBudget(
        stripe.checkout.sessions.retrieve(providerSessionId, {}, { timeout: STATUS_BUDGET_MS, maxNetworkRetries: 0 }),
        STATUS_BUDGET_MS,
        'Stripe status check',
      );
      const state =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
          ? 'paid'
          : session.status === 'expired'
            ? 'expired'
            : 'open';
      const paymentIntent = session.payment_intent;
      return {
        state,
        amountTotal: session.amount_total,
        currency: session.currency,
        paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
        billingCountry: session.customer_details?.address?.country ?? null,
      };
    },
  };
}

/** The parts of a provider error worth logging: never the request (it carried the secret key). */
export function describeProviderError(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
