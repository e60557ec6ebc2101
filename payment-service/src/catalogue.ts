import type { CheckoutKind, Currency } from 'shared-ui/contracts';

/**
 * Most contest entries one checkout may buy. The spec sets no upper limit on the stepper;
 * a bound keeps a typo (or a script) from creating a £20,000 checkout.
 */
export const MAX_CONTEST_ENTRIES_PER_CHECKOUT = 100;

export interface CatalogueItem {
  surveyId: string;
  kind: CheckoutKind;
  /** The product name shown on the checkout page and stored with the session. */
  title: string;
  currency: Currency;
  /** Minor units (pence or cents). */
  unitAmount: number;
  maxQuantity: number;
  /** Contests only: the participant figure the spec shows (§9), before any entry paid here. */
  baseParticipants: number | null;
}

const items: CatalogueItem[] = [
  {
    surveyId: '1',
    kind: 'contest',
    title: 'UK Wellness Retreat Giveaway entry',
    currency: 'gbp',
    unitAmount: 200,
    maxQuantity: MAX_CONTEST_ENTRIES_PER_CHECKOUT,
    baseParticipants: 247,
  },
  {
    surveyId: '2',
    kind: 'contest',
    title: 'USA Resort Holiday Giveaway entry',
    currency: 'usd',
    unitAmount: 300,
    maxQuantity: MAX_CONTEST_ENTRIES_PER_CHECKOUT,
    baseParticipants: 189,
  },
  {
    surveyId: 'victim-to-victor-ebook',
    kind: 'ebook',
    title: 'Victim to Victor ebook bundle',
    currency: 'gbp',
    unitAmount: 599,
    maxQuantity: 1,
    baseParticipants: null,
  },
];

// A Map, not an object literal, so ids such as "constructor" or "__proto__" find nothing.
const catalogue = new Map(items.map((item) => [item.surveyId, item]));

export function findCatalogueItem(surveyId: string): CatalogueItem | undefined {
  return catalogue.get(surveyId);
}

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
