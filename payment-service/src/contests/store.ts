import type { DrawEntry } from '@mindset/payment-contract/contests';
import type { Queryable } from '@mindset/service-kit';

// Contest rounds and draws: every SQL statement about them.

export interface RoundRecord {
  contestId: string;
  round: number;
  closesAt: Date;
  drawAt: Date;
  /** Secret until the round is drawn: never answered while drawnAt is null. */
  seed: string;
  commitment: string;
  committedAt: Date;
  drawnAt: Date | null;
  drawnBy: string | null;
  entries: DrawEntry[] | null;
  winners: DrawEntry[] | null;
}

interface RoundRow {
  contest_id: string;
  round: number;
  closes_at: Date;
  draw_at: Date;
  seed: string;
  commitment: string;
  committed_at: Date;
  drawn_at: Date | null;
  drawn_by: string | null;
  entries: DrawEntry[] | null;
  winners: DrawEntry[] | null;
}

const COLUMNS =
  'contest_id, round, closes_at, draw_at, seed, commitment, committed_at, drawn_at, drawn_by, entries, winners';

const toRecord = (row: RoundRow): RoundRecord => ({
  contestId: row.contest_id,
  round: row.round,
  closesAt: new Date(row.closes_at),
  drawAt: new Date(row.draw_at),
  seed: row.seed,
  commitment: row.commitment,
  committedAt: new Date(row.committed_at),
  drawnAt: row.drawn_at === null ? null : new Date(row.drawn_at),
  drawnBy: row.drawn_by,
  entries: row.entries,
  winners: row.winners,
});

/**
 * The contest's newest round. `lock`: 'update' for the draw; 'share' for a payment choosing its
 * round, which then waits for a draw in progress and sees it drawn.
 */
export async function newestRound(
  db: Queryable,
  contestId: string,
  lock: 'update' | 'share' | null = null,
): Promise<RoundRecord | null> {
  const [row] = await db.query<RoundRow>(
    `SELECT ${COLUMNS} FROM contest_rounds WHERE contest_id = $1 ORDER BY round DESC LIMIT 1${
      lock === 'update' ? ' FOR UPDATE' : lock === 'share' ? ' FOR SHARE' : ''
    }`,
    [contestId],
  );
  return row ? toRecord(row) : null;
}

export async function findRound(
  db: Queryable,
  contestId: string,
  round: number,
  options: { forUpdate?: boolean } = {},
): Promise<RoundRecord | null> {
  const [row] = await db.query<RoundRow>(
    `SELECT ${COLUMNS} FROM contest_rounds WHERE contest_id = $1 AND round = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [contestId, round],
  );
  return row ? toRecord(row) : null;
}

export async function lastDrawnRound(db: Queryable, contestId: string): Promise<RoundRecord | null> {
  const [row] = await db.query<RoundRow>(
    `SELECT ${COLUMNS} FROM contest_rounds WHERE contest_id = $1 AND drawn_at IS NOT NULL ORDER BY round DESC LIMIT 1`,
    [contestId],
  );
  return row ? toRecord(row) : null;
}

/** Opens a round; another instance opening the same round first wins (the caller reads the newest again). */
export async function insertRound(
  db: Queryable,
  round: Pick<RoundRecord, 'contestId' | 'round' | 'closesAt' | 'drawAt' | 'seed' | 'commitment'>,
): Promise<void> {
  await db.query(
    `INSERT INTO contest_rounds (contest_id, round, closes_at, draw_at, seed, commitment)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (contest_id, round) DO NOTHING`,
    [round.contestId, round.round, round.closesAt, round.drawAt, round.seed, round.commitment],
  );
}

/** The operator's "close now": the round closes and is due at this moment. */
export async function closeRoundNow(db: Queryable, contestId: string, round: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE contest_rounds SET closes_at = LEAST(closes_at, $3), draw_at = LEAST(draw_at, $3)
      WHERE contest_id = $1 AND round = $2 AND drawn_at IS NULL`,
    [contestId, round, now],
  );
}

/** The paid entries of a round that still count (not refunded, disputed or outside the region). */
export async function roundEntries(
  db: Queryable,
  contestId: string,
  round: number,
): Promise<{ id: string; quantity: number }[]> {
  return db.query<{ id: string; quantity: number }>(
    `SELECT id, quantity FROM checkout_sessions
      WHERE kind = 'contest' AND status = 'paid' AND survey_id = $1 AND contest_round = $2
        AND access_revoked_at IS NULL`,
    [contestId, round],
  );
}

/** The members among a round's counted entries, by checkout (a guest's entry names nobody). */
export async function memberEntrants(
  db: Queryable,
  contestId: string,
  round: number,
): Promise<{ sessionId: string; memberId: string }[]> {
  return db.query<{ sessionId: string; memberId: string }>(
    `SELECT id AS "sessionId", buyer_member_id AS "memberId" FROM checkout_sessions
      WHERE kind = 'contest' AND status = 'paid' AND survey_id = $1 AND contest_round = $2
        AND access_revoked_at IS NULL AND buyer_member_id IS NOT NULL
      ORDER BY id`,
    [contestId, round],
  );
}

/** Records a draw once: false when the round was already drawn. */
export async function recordDraw(
  db: Queryable,
  draw: {
    contestId: string;
    round: number;
    drawnAt: Date;
    drawnBy: string;
    entries: DrawEntry[];
    winners: DrawEntry[];
  },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE contest_rounds SET drawn_at = $3, drawn_by = $4, entries = $5::jsonb, winners = $6::jsonb
      WHERE contest_id = $1 AND round = $2 AND drawn_at IS NULL RETURNING round`,
    [
      draw.contestId,
      draw.round,
      draw.drawnAt,
      draw.drawnBy,
      JSON.stringify(draw.entries),
      JSON.stringify(draw.winners),
    ],
  );
  return updated.length === 1;
}

/** The round a paid entry counts in. */
export async function assignEntryRound(db: Queryable, sessionId: string, round: number): Promise<void> {
  await db.query('UPDATE checkout_sessions SET contest_round = $2 WHERE id = $1', [sessionId, round]);
}
