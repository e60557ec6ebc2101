import type { Queryable } from '@mindset/service-kit';

// Notices received from payment-service: every SQL statement about them.

/**
 * Records a notice's key in the caller's transaction; false when it was received before. A
 * concurrent delivery of the same key waits for the first transaction, then finds it taken.
 */
export async function recordNotice(
  db: Queryable,
  notice: { key: string; memberId: string; kind: string },
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO received_notices (notice_key, member_id, kind) VALUES ($1, $2, $3)
     ON CONFLICT (notice_key) DO NOTHING RETURNING notice_key`,
    [notice.key, notice.memberId, notice.kind],
  );
  return inserted.length === 1;
}
