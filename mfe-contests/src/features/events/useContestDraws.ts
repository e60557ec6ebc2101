import { useEffect, useState } from 'react';
import type { ContestAnswer } from '@mindset/payment-contract/contests';
import { fetchContest } from './api/contestDraws';

/**
 * Each contest's dates, commitment and latest draw from the payment service, by contest id; empty
 * until it answers (and when it cannot be reached, the page shows the contests without them).
 */
export function useContestDraws(contestIds: readonly string[]): Record<string, ContestAnswer> {
  const [draws, setDraws] = useState<Record<string, ContestAnswer>>({});
  const key = contestIds.join(',');

  useEffect(() => {
    let current = true;
    for (const contestId of key.split(',')) {
      fetchContest(contestId).then(
        (answer) => {
          if (current) setDraws((known) => ({ ...known, [contestId]: answer }));
        },
        () => {
          // Unreachable or not understood: the contest shows without its dates, as before.
        },
      );
    }
    return () => {
      current = false;
    };
  }, [key]);

  return draws;
}
