/**
 * The price catalogue: the only place an amount or currency is written. The payment service charges from it;
 * the contest and ebook screens show prices derived from it (docs/decisions/0007-one-price-source.md).
 */

export type Currency = 'gbp' | 'usd';
export type CheckoutKind = 'contest' | 'ebook';

export const EBOOK_SURVEY_ID = 'victim-to-victor-ebook';

/**
 * Most contest entries one checkout may buy. The product rules set no upper limit on the stepper;
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
  /** Contests only: the participant figure the product rules show, before any entry paid here. */
  baseParticipants: number | null;
}

export const catalogueItems: readonly CatalogueItem[] = [
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
    surveyId: EBOOK_SURVEY_ID,
    kind: 'ebook',
    title: 'Victim to Victor ebook bundle',
    currency: 'gbp',
    unitAmount: 599,
    maxQuantity: 1,
    baseParticipants: null,
  },
];

// A Map, not an object literal, so ids such as "constructor" or "__proto__" find nothing.
const catalogue = new Map(catalogueItems.map((item) => [item.surveyId, item]));

export function findCatalogueItem(surveyId: string): CatalogueItem | undefined {
  return catalogue.get(surveyId);
}

/** The item a screen is built around; a missing one is a build-time mistake, not a visitor's. */
export function catalogueItem(surveyId: string): CatalogueItem {
  const item = catalogue.get(surveyId);
  if (!item) throw new Error(`The price catalogue has no item "${surveyId}"`);
  return item;
}
