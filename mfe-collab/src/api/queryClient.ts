import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { onSignOut, type MemberResult } from '@mindset/shared-ui';

// A member's hub: one TanStack Query cache for the remote, fed by member-service's answers and its
// live events (docs/decisions/0085-one-query-cache-per-remote.md, 0130). Only members load this
// module, so a guest never downloads it.

/** The service's sentence when it refused a request (or could not be reached), as a query's error. */
class ServiceRefusal extends Error {}

/**
 * Nothing goes stale on a timer: live events keep what is shown current, and an acknowledged
 * subscription or a replay gap reads again. A refusal is shown, not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false },
  },
});

// Messages, counts and who is online were read as the member: none of it outlives their session.
onSignOut(() => queryClient.clear());

/** A member-service answer, parsed with its contract schema; a refusal throws its sentence. */
export async function served<Answer>(request: Promise<MemberResult<Answer>>): Promise<Answer> {
  const result = await request;
  if (result.error !== null) throw new ServiceRefusal(result.error);
  return result.data;
}

/**
 * Reads what is under `queryKey` again, from now: a read already on its way began earlier (before a
 * subscription was in place, or before a message it may not include), so it is dropped for a new one.
 */
export async function readAfresh(queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * A live event's change to what is under `queryKey`. A read on its way began before the event and
 * may not include it (its answer would put back what the event changed), so it is dropped for a
 * read from now, which does.
 */
export function applyLive<Data>(queryKey: QueryKey, change: (data: Data) => Data): void {
  queryClient.setQueryData<Data>(queryKey, (data) => (data === undefined ? data : change(data)));
  if (queryClient.isFetching({ queryKey }) > 0) void readAfresh(queryKey);
}
