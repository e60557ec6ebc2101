import { randomBytes } from 'node:crypto';
import type { CheckoutProvider } from './checkoutProvider';

/** 24 random bytes: 32 URL-safe characters, far beyond guessing. */
function newSandboxSessionId(): string {
  return `cs_sandbox_${randomBytes(24).toString('base64url')}`;
}

/**
 * The offline provider: the checkout page is served by this service itself (see sandboxRoutes),
 * so every flow works end to end without Stripe. Its state lives only in the database.
 */
export const sandboxProvider: CheckoutProvider = {
  name: 'sandbox',
  async startCheckout({ serviceBaseUrl }) {
    const providerSessionId = newSandboxSessionId();
    return { providerSessionId, url: `${serviceBaseUrl}/sandbox/checkout/${providerSessionId}` };
  },
  async fetchPaymentStatus() {
    return null;
  },
};
