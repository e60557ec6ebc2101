import {
  commitmentOf,
  contestAnswer,
  drawRecord,
  drawWinners,
  entryReference,
  type ContestAnswer,
} from '@mindset/payment-contract/contests';
import { listPurchases, paymentServiceUrl } from '@mindset/shared-ui';

/** How long a page waits for the payment service before showing what it has without it. */
const TIMEOUT_MS = 5_000;

async function readJson(path: string): Promise<unknown> {
  const response = await fetch(`${paymentServiceUrl()}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The payment service answered ${response.status}`);
  return response.json();
}

/** A contest's round dates, its commitment and its latest draw; parsed, never cast. */
export async function fetchContest(contestId: string): Promise<ContestAnswer> {
  return contestAnswer.parse(await readJson(`/contests/${encodeURIComponent(contestId)}`));
}

export type DrawCheck =
  { ok: true; entryCount: number; winners: string[] } | { ok: false; reason: 'commitment' | 'winners' };

/**
 * Recomputes a drawn round in this browser (docs/contests-draw.md): the revealed seed must hash to
 * the commitment published before the close, and the published entries must give the same winners.
 */
export async function checkDraw(contestId: string, round: number): Promise<DrawCheck> {
  const record = drawRecord.parse(await readJson(`/contests/${encodeURIComponent(contestId)}/rounds/${round}/draw`));
  if ((await commitmentOf(record.seed)) !== record.commitment) return { ok: false, reason: 'commitment' };
  const winners = (await drawWinners(record)).map((winner) => winner.reference);
  if (winners.join() !== record.winners.map((winner) => winner.reference).join())
    return { ok: false, reason: 'winners' };
  return { ok: true, entryCount: record.entries.length, winners };
}

export interface MyEntry {
  reference: string;
  contestId: string;
  title: string;
  quantity: number;
  paidAt: string;
  active: boolean;
}

/** The signed-in member's contest entries with the reference the published entries lists name them by. */
export async function fetchMyEntries(): Promise<MyEntry[] | { error: string }> {
  const result = await listPurchases();
  if (result.error) return { error: result.error.message };
  return Promise.all(
    result.data.purchases
      .filter((purchase) => purchase.kind === 'contest')
      .map(async (purchase) => ({
        reference: await entryReference(purchase.id),
        contestId: purchase.surveyId,
        title: purchase.title,
        quantity: purchase.quantity,
        paidAt: purchase.paidAt,
        active: purchase.active,
      })),
  );
}
