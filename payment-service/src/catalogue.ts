// Prices live in @mindset/payment-contract, the one place an amount or currency is written; this module adds
// what only the service needs (where the buyer returns to).
import type { CatalogueItem } from '@mindset/payment-contract';

export { findCatalogueItem, MAX_CONTEST_ENTRIES_PER_CHECKOUT, type CatalogueItem } from '@mindset/payment-contract';

export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

/**
 * Where the buyer lands after paying or cancelling. `sessionIdToken` is the real id (sandbox) or
 * Stripe's `{CHECKOUT_SESSION_ID}` placeholder, which must reach Stripe unencoded.
 */
export function returnUrls(
  siteUrl: string,
  item: Pick<CatalogueItem, 'kind' | 'surveyId'>,
  sessionIdToken: string,
): ReturnUrls {
  if (item.kind === 'ebook') {
    return {
      successUrl: `${siteUrl}/ebook/download?session_id=${sessionIdToken}`,
      cancelUrl: `${siteUrl}/ebook?checkout=cancelled`,
    };
  }
  const survey = `${siteUrl}/survey?id=${encodeURIComponent(item.surveyId)}`;
  return {
    successUrl: `${survey}&checkout=success&session_id=${sessionIdToken}`,
    cancelUrl: `${survey}&checkout=cancelled&session_id=${sessionIdToken}`,
  };
}
