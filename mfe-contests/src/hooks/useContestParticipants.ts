import { useEffect, useState } from 'react';
import { getContestStats } from 'shared-ui';
import type { Contest } from '../data/contests.data';

/**
 * The live participant count from the payment service (the spec figure plus paid entries since).
 * Shows the spec's figure until the service answers, and keeps it when the service is unreachable.
 */
export function useContestParticipants(contest: Contest): number {
  const [live, setLive] = useState<{ contestId: string; participants: number } | null>(null);

  useEffect(() => {
    let current = true;
    getContestStats(contest.id)
      .then((result) => {
        if (current && result.data) setLive({ contestId: contest.id, participants: result.data.participants });
      })
      .catch(() => {
        // Service unreachable: the spec's figure stays, which is the right answer offline.
      });
    return () => {
      current = false;
    };
  }, [contest.id]);

  return live?.contestId === contest.id ? live.participants : contest.participants;
}
