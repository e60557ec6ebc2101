import type { CatalogueItem } from '../catalogue';
import type { ProviderName } from '../storage/checkoutSessions';

export interface CheckoutRequest {
  /** Our own id for the session, sent along so the provider's records point back to it. */
  internalId: string;
  item: CatalogueItem;
  quantity: number;
  /** This service's public base URL, for a provider that serves its own checkout page. */
  serviceBaseUrl: string;
}

export interface StartedCheckout {
  /** The id the browser sees and later asks about. */
  providerSessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** What the provider currently says about a session, for sessions the webhook has not settled yet. */
export interface ProviderPaymentStatus {
  state: 'paid' | 'open' | 'expired';
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  /** The billing address country collected with a contest entry (Stripe). */
  billingCountry: string | null;
}

export interface CheckoutProvider {
  readonly name: ProviderName;
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** Asks the provider directly; null when it has nothing to add to the stored status. */
  fetchPaymentStatus(providerSessionId: string): Promise<ProviderPaymentStatus | null>;
}
