import { useEffect, useState } from 'react';
import { getContestStats } from '@mindset/shared-ui';
import type { Contest } from '../data/contests.data';

/**
 * The live participant count from the payment service (the spec figure plus paid entries since).
 * Shows the spec's figure until the service answers, and keeps it when the service is unreachable.
 */
export function useContestParticipants(contest: Contest): number {
  const [live, setLive] = useState<{ contestId: string; participants: number } | null>(null);

  useEffect(() => {
    let current = true;
    const load = () =>
      getContestStats(contest.id)
        .then((result) => {
          if (current && result.data) setLive({ contestId: contest.id, participants: result.data.participants });
        })
        .catch(() => {
          // Service unreachable: the spec's figure stays, which is the right answer offline.
        });
    // Asked after the page's first paint: the spec's figure is already there, and a connection to
    // the payment service would otherwise compete with the page's own code on a slow link.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(load, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [contest.id]);

  return live?.contestId === contest.id ? live.participants : contest.participants;
}
