import Stripe from 'stripe';
import { returnUrls } from '../catalogue';
import type { CheckoutProvider } from './checkoutProvider';

export interface StripeOptions {
  secretKey: string;
  apiBase: URL | null;
}

export function createStripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
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
      const session = await stripe.checkout.sessions.create(
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
          metadata: { surveyId: item.surveyId, kind: item.kind, internalSessionId: internalId },
        },
        // One key per create-payment request: the SDK's own retries then never make a second session.
        { idempotencyKey: `create-payment-${internalId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { providerSessionId: session.id, url: session.url };
    },
    async fetchPaymentStatus(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId, {}, { timeout: 5_000 });
      const state =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
          ? 'paid'
          : session.status === 'expired'
            ? 'expired'
            : 'open';
      return { state, amountTotal: session.amount_total, currency: session.currency };
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
