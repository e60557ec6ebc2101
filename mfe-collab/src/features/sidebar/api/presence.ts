import { parseEvent, PRESENCE_TOPIC, presenceAnswer, presenceEvent, type Person } from '@mindset/member-contract';
import { memberRequest, subscribeLive } from '@mindset/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLive, readAfresh, served } from '../../../api/queryClient';

// Who has the hub open now (members who show their online status), in the hub's query cache.

/** How often the online list is read again besides its live changes (a missed "went offline" heals). */
const PRESENCE_REFRESH_MS = 30_000;

/** Before the first answer: one list, so what depends on it does not run again each render. */
const nobody: Person[] = [];

const presenceQuery = queryOptions({
  queryKey: ['presence'] as const,
  queryFn: async () => (await served(memberRequest('/collab/presence', presenceAnswer))).online,
  refetchInterval: PRESENCE_REFRESH_MS,
});

function applyPresence(person: Person, online: boolean): void {
  applyLive<Person[]>(presenceQuery.queryKey, (people) => {
    const others = people.filter((entry) => entry.username !== person.username);
    return online ? [...others, person].sort((a, b) => a.name.localeCompare(b.name)) : others;
  });
}

const readAgain = () => void readAfresh(presenceQuery.queryKey);

/** The online list, live; read again once the subscription is in place, so nobody who came meanwhile is missed. */
export function usePresence(): Person[] {
  useEffect(
    () =>
      subscribeLive({
        topics: [PRESENCE_TOPIC],
        onEvent: ({ data }) => {
          const event = parseEvent(presenceEvent, data);
          if (event) applyPresence(event.person, event.online);
        },
        onSubscribed: readAgain,
        onResync: readAgain,
      }),
    [],
  );
  return useQuery(presenceQuery).data ?? nobody;
}
