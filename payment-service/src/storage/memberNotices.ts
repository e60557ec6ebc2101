import type { ContestEntryNotice, MemberNotice } from '@mindset/member-contract';
import type { Queryable } from '@mindset/service-kit';

// Notices for member-service (docs/decisions/0141-contest-notices-from-payment-service.md): every SQL statement about them.

/**
 * The receipt of a paid contest session, in the payment's transaction, when a member bought it
 * (a guest's session names nobody and writes nothing). False when it was written before.
 */
export async function insertEntryNotice(
  db: Queryable,
  sessionId: string,
  body: Omit<ContestEntryNotice, 'key' | 'memberId'>,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO member_notices (notice_key, member_id, notice)
     SELECT 'entry:' || id, buyer_member_id,
            $2::jsonb || jsonb_build_object('key', 'entry:' || id, 'memberId', buyer_member_id)
       FROM checkout_sessions WHERE id = $1 AND buyer_member_id IS NOT NULL
     ON CONFLICT (notice_key) DO NOTHING RETURNING id`,
    [sessionId, JSON.stringify(body)],
  );
  return inserted.length === 1;
}

/** Writes notices (a draw's results), each once by its key. Answers how many were new. */
export async function insertNotices(db: Queryable, notices: MemberNotice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const inserted = await db.query(
    `INSERT INTO member_notices (notice_key, member_id, notice)
     SELECT n ->> 'key', n ->> 'memberId', n FROM jsonb_array_elements($1::jsonb) AS n
     ON CONFLICT (notice_key) DO NOTHING RETURNING id`,
    [JSON.stringify(notices)],
  );
  return inserted.length;
}

export interface ClaimedNotice {
  id: string;
  notice: MemberNotice;
}

/**
 * Takes up to `limit` due notices for one delivery attempt: they are not due again for `leaseSeconds`
 * (past the attempt's timeout), so another instance's relay skips them and an instance that dies
 * mid-attempt leaves them to be retried. The claim commits at once: no transaction stays open while
 * member-service is asked, so a payment never waits on it.
 */
export async function claimDueNotices(db: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedNotice[]> {
  const rows = await db.query<{ id: string; notice: MemberNotice }>(
    `UPDATE member_notices SET next_attempt_at = now() + make_interval(secs => $2)
      WHERE id IN (SELECT id FROM member_notices
                    WHERE delivered_at IS NULL AND settled_at IS NULL AND next_attempt_at <= now()
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, notice`,
    [limit, leaseSeconds],
  );
  return rows.map((row) => ({ id: String(row.id), notice: row.notice })).sort((a, b) => Number(a.id) - Number(b.id));
}

export async function markDelivered(db: Queryable, ids: string[]): Promise<void> {
  await db.query('UPDATE member_notices SET delivered_at = now(), last_error = NULL WHERE id = ANY($1::bigint[])', [
    ids,
  ]);
}

/**
 * An attempt failed: due again after 30 s doubling with each attempt, or settled (never sent) once
 * the notice is over `giveUpSeconds` old. Answers the keys settled now, for the log.
 */
export async function markFailed(
  db: Queryable,
  ids: string[],
  error: string,
  { firstDelaySeconds, giveUpSeconds }: { firstDelaySeconds: number; giveUpSeconds: number },
): Promise<string[]> {
  const rows = await db.query<{ notice_key: string; settled: boolean }>(
    `UPDATE member_notices
        SET attempts = attempts + 1, last_error = $2,
            next_attempt_at = now() + make_interval(secs => $3 * power(2, least(attempts, 16))),
            settled_at = CASE WHEN created_at <= now() - make_interval(secs => $4) THEN now() END
      WHERE id = ANY($1::bigint[])
      RETURNING notice_key, settled_at IS NOT NULL AS settled`,
    [ids, error.slice(0, 500), firstDelaySeconds, giveUpSeconds],
  );
  return rows.filter((row) => row.settled).map((row) => row.notice_key);
}
