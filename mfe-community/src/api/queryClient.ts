import { QueryClient } from '@tanstack/react-query';
import { onSignOut, type MemberResult } from '@mindset/shared-ui';

// A member's community data: one TanStack Query cache for the page, fed by member-service's answers
// and its live events (docs/decisions/0085-one-query-cache-per-remote.md). Only members load this
// module, so a guest never downloads it.

/** The service's sentence when it refused a request (or could not be reached), as a query's error. */
export class ServiceRefusal extends Error {}

/**
 * Nothing goes stale on a timer: live events keep what is shown current, and a replay gap
 * invalidates it. Entries stay while the member is signed in (posts seeded by one list are read
 * by another screen), and a refusal is shown, not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false },
  },
});

// Everything in the cache was read as the member: none of it outlives their session.
onSignOut(() => queryClient.clear());

/** A member-service answer, parsed with its contract schema; a refusal throws its sentence. */
export async function served<Answer>(request: Promise<MemberResult<Answer>>): Promise<Answer> {
  const result = await request;
  if (result.error !== null) throw new ServiceRefusal(result.error);
  return result.data;
}
