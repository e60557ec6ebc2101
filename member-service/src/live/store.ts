import type { Queryable } from '@mindset/service-kit';

// The live events table's upkeep (the hub itself writes and reads it: live/liveHub.ts).

/** Deletes events older than `hours`; answers how many went. */
export async function trimLiveEvents(db: Queryable, hours: number): Promise<number> {
  const trimmed = await db.query(
    'DELETE FROM live_events WHERE created_at < now() - make_interval(hours => $1) RETURNING 1',
    [hours],
  );
  return trimmed.length;
}
