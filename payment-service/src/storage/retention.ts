import type { Queryable } from '@mindset/service-kit';

/**
 * How long data is kept (docs/security.md, "Retention"). A checkout never paid is of no use once
 * the provider can no longer complete it (Stripe expires a session after 24 hours); survey answers
 * are personal data kept for the contest draw only; event ids only need to outlive Stripe's
 * redeliveries (3 days); a member notice, once delivered or given up on, only proves it was sent.
 */
export const RETENTION_DAYS = {
  unpaidSessions: 7,
  surveyAnswers: 90,
  processedEvents: 30,
  memberNotices: 30,
} as const;

export interface PurgeResult {
  unpaidSessionsDeleted: number;
  answersErased: number;
  eventsDeleted: number;
  noticesDeleted: number;
}

const olderThan = (days: number) => `now() - make_interval(days => ${days})`;

/** Deletes or erases whatever has outlived its retention period; safe to run from several instances. */
export async function purgeExpiredData(db: Queryable): Promise<PurgeResult> {
  const unpaid = await db.query(
    `DELETE FROM checkout_sessions
      WHERE status IN ('pending', 'cancelled') AND created_at < ${olderThan(RETENTION_DAYS.unpaidSessions)}
      RETURNING id`,
  );
  const answers = await db.query(
    `UPDATE checkout_sessions SET answers = '[]'::jsonb
      WHERE answers <> '[]'::jsonb AND created_at < ${olderThan(RETENTION_DAYS.surveyAnswers)}
      RETURNING id`,
  );
  const events = await db.query(
    `DELETE FROM processed_events WHERE processed_at < ${olderThan(RETENTION_DAYS.processedEvents)} RETURNING event_id`,
  );
  const notices = await db.query(
    `DELETE FROM member_notices
      WHERE (delivered_at IS NOT NULL OR settled_at IS NOT NULL)
        AND created_at < ${olderThan(RETENTION_DAYS.memberNotices)}
      RETURNING id`,
  );
  return {
    unpaidSessionsDeleted: unpaid.length,
    answersErased: answers.length,
    eventsDeleted: events.length,
    noticesDeleted: notices.length,
  };
}
