import { catalogueItem, type Currency } from '@mindset/shared-ui';
import { formatMoney } from '../lib/money';

export type ContestRegion = 'UK' | 'USA';
/** Product rules (Contests): 'active' enables the entry button; any other value disables it. */
export type ContestStatus = 'active' | 'closed';

export interface RegionPricing {
  currency: Currency;
  /** Whole units per entry. */
  fee: number;
}

/** The catalogue item each region's contest is charged as. */
const REGION_SURVEY_IDS: Record<ContestRegion, string> = { UK: '1', USA: '2' };

function pricingFromCatalogue(region: ContestRegion): RegionPricing {
  const { currency, unitAmount } = catalogueItem(REGION_SURVEY_IDS[region]);
  return { currency, fee: unitAmount / 100 };
}

/**
 * The region decides currency and fee (docs/product-rules.md, "Contests": USA 3 dollars, otherwise 2 pounds),
 * read from the price catalogue the payment service charges from.
 */
export const regionPricing: Record<ContestRegion, RegionPricing> = {
  UK: pricingFromCatalogue('UK'),
  USA: pricingFromCatalogue('USA'),
};

/** docs/product-rules.md, "Contests" Contest / survey. The flag is drawn from the region (RegionFlag). */
export interface Contest {
  /** Sent as the payment's surveyId. */
  id: string;
  title: string;
  description: string;
  prize: string;
  prizeValue: string;
  /** Display text with currency, e.g. '£2'. */
  entryFee: string;
  /** The spec's figure; the payment service adds paid entries since. */
  participants: number;
  region: ContestRegion;
  questions: readonly string[];
  status: ContestStatus;
}

function entryFeeText(region: ContestRegion): string {
  const { currency, fee } = regionPricing[region];
  return formatMoney(fee, currency, Number.isInteger(fee) ? 0 : 2);
}

/** How many questions a contest card previews (Product rules (Contests): three previewed). */
export const PREVIEWED_QUESTION_COUNT = 3;

/** Product rules (Contests): survey length shown. */
export const SURVEY_DURATION_HINT = '~5 minutes';

export const contests: readonly Contest[] = [
  {
    id: '1',
    title: 'UK Wellness Retreat Giveaway',
    description:
      'Tell us about your mindset journey and win a week away to rest, reset and come back stronger. Open to UK residents; the winner is randomly selected.',
    prize: '7-day wellness retreat',
    prizeValue: '£3,500',
    entryFee: entryFeeText('UK'),
    participants: 247,
    region: 'UK',
    status: 'active',
    questions: [
      'What is the biggest limiting belief holding you back right now?',
      'Describe a moment when you overcame a challenge you once thought was impossible.',
      'What would a week at a wellness retreat help you achieve?',
      'Which daily habit would change your life most if you committed to it?',
      'Where do you see yourself 12 months from now if nothing holds you back?',
    ],
  },
  {
    id: '2',
    title: 'USA Resort Holiday Giveaway',
    description:
      'Share the goals that drive you and win five days of sunshine to recharge. Open to US residents; the winner is randomly selected.',
    prize: '5-day resort holiday',
    prizeValue: '$5,600',
    entryFee: entryFeeText('USA'),
    participants: 189,
    region: 'USA',
    status: 'active',
    questions: [
      'What does personal and financial freedom mean to you?',
      'What is one goal you have postponed for too long, and why?',
      'How would a five-day resort holiday help you reset and recharge?',
      'Who has had the biggest positive influence on your mindset, and how?',
      'What is one step you will take this month toward your biggest goal?',
    ],
  },
];

/** Spec: /survey's id defaults to 1 when absent or unknown. */
export function contestById(id: string | null): Contest {
  const fallback = contests[0];
  if (!fallback) throw new Error('No contests are configured');
  return contests.find((contest) => contest.id === id) ?? fallback;
}
