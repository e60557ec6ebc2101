// What a member is told of their contest entries (docs/decisions/0141-contest-notices-from-payment-service.md): no SQL here.
import type { ContestEntryNotice, ContestResultNotice } from '@mindset/member-contract';
import { entryReference, type DrawEntry } from '@mindset/payment-contract/contests';
import { findCatalogueItem } from '../catalogue';

/** The contest's name: the catalogue names what is bought ("UK Wellness Retreat Giveaway entry"). */
export function contestName(contestId: string): string {
  return (findCatalogueItem(contestId)?.title ?? `Contest ${contestId}`).replace(/ entry$/, '');
}

/** The receipt of a paid entry; the row adds its key and member (the session's buyer). */
export async function entryNotice(entry: {
  sessionId: string;
  contestId: string;
  round: number;
  quantity: number;
}): Promise<Omit<ContestEntryNotice, 'key' | 'memberId'>> {
  return {
    kind: 'contest_entry',
    contest: contestName(entry.contestId),
    round: entry.round,
    entries: entry.quantity,
    reference: await entryReference(entry.sessionId),
  };
}

/**
 * One result per member who entered the round (several checkouts of theirs are one notice): won
 * when any of their entries is among the winners. Guests' entries name nobody and are told nothing.
 */
export async function resultNotices(draw: {
  contestId: string;
  round: number;
  entrants: { sessionId: string; memberId: string }[];
  winners: DrawEntry[];
}): Promise<ContestResultNotice[]> {
  const winning = new Set(draw.winners.map((winner) => winner.reference));
  const won = new Map<string, boolean>();
  for (const entrant of draw.entrants) {
    const reference = await entryReference(entrant.sessionId);
    won.set(entrant.memberId, (won.get(entrant.memberId) ?? false) || winning.has(reference));
  }
  return [...won].map(([memberId, memberWon]) => ({
    key: `result:${draw.contestId}:${draw.round}:${memberId}`,
    kind: 'contest_result',
    memberId,
    contest: contestName(draw.contestId),
    round: draw.round,
    won: memberWon,
  }));
}
