// Prices live in @mindset/payment-contract, the one place an amount or currency is written; this module adds
// what only the service needs (where the buyer returns to).
import type { CatalogueItem } from '@mindset/payment-contract';
import type { ContestRegion } from '@mindset/payment-contract/contests';

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

/**
 * When each contest closes and is drawn (docs/contests-draw.md). A contest runs in rounds: the first
 * closes at `firstClosesAt`, each next one `roundDays` later; a round is drawn `drawAfterHours` after
 * it closes. A round opens when the one before it is drawn, at the first scheduled close still ahead.
 */
export interface ContestSchedule {
  contestId: string;
  region: ContestRegion;
  firstClosesAt: string;
  roundDays: number;
  drawAfterHours: number;
  /** Product rules (Contests): "the winner is randomly selected", one per round. */
  winnerCount: number;
}

const contestSchedules = new Map<string, ContestSchedule>(
  (
    [
      {
        contestId: '1',
        region: 'UK',
        firstClosesAt: '2026-12-18T18:00:00Z',
        roundDays: 28,
        drawAfterHours: 18,
        winnerCount: 1,
      },
      {
        contestId: '2',
        region: 'USA',
        firstClosesAt: '2026-12-18T23:00:00Z',
        roundDays: 28,
        drawAfterHours: 18,
        winnerCount: 1,
      },
    ] satisfies ContestSchedule[]
  ).map((schedule) => [schedule.contestId, schedule]),
);

export function findContestSchedule(contestId: string): ContestSchedule | undefined {
  return contestSchedules.get(contestId);
}
