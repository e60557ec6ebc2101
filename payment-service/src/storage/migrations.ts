import { runMigrations, type Database, type Migration } from '@mindset/service-kit';

/** Append-only: a released migration is never edited, a change is a new entry. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001_checkout_sessions',
    sql: `
      CREATE TABLE checkout_sessions (
        id text PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
        provider_session_id text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('contest', 'ebook')),
        survey_id text NOT NULL,
        title text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        currency text NOT NULL CHECK (currency IN ('gbp', 'usd')),
        unit_amount integer NOT NULL CHECK (unit_amount > 0),
        amount_total integer NOT NULL CHECK (amount_total = unit_amount * quantity),
        answers jsonb NOT NULL DEFAULT '[]'::jsonb,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        cancelled_at timestamptz
      );
      CREATE INDEX checkout_sessions_paid_contest_entries
        ON checkout_sessions (survey_id) WHERE kind = 'contest' AND status = 'paid';

      -- One row per provider event applied: the primary key is what makes a redelivered
      -- (or concurrently delivered) event a no-op, on every instance sharing the database.
      CREATE TABLE processed_events (
        event_id text PRIMARY KEY,
        event_type text NOT NULL,
        provider_session_id text,
        outcome text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '002_status_checks_and_revocation',
    sql: `
      -- When the provider was last asked about a pending session: one question per interval,
      -- whatever the number of visitors or instances asking.
      ALTER TABLE checkout_sessions ADD COLUMN provider_checked_at timestamptz;
      -- Stripe's payment intent of a paid session: refunds and disputes name it, not the session.
      ALTER TABLE checkout_sessions ADD COLUMN payment_intent_id text;
      CREATE INDEX checkout_sessions_payment_intent ON checkout_sessions (payment_intent_id)
        WHERE payment_intent_id IS NOT NULL;
      -- Set when a paid session is refunded or disputed: its downloads stop, its entries stop counting.
      ALTER TABLE checkout_sessions ADD COLUMN access_revoked_at timestamptz;
      ALTER TABLE checkout_sessions ADD COLUMN access_revoked_reason text
    `,
  },
  {
    id: '003_buyer_member',
    sql: `
      -- The member a verified identity token named at create-payment, NULL for a guest's purchase.
      ALTER TABLE checkout_sessions ADD COLUMN buyer_member_id text;
      -- "My purchases": one member's paid sessions, newest first.
      CREATE INDEX checkout_sessions_buyer_paid ON checkout_sessions (buyer_member_id, paid_at DESC)
        WHERE buyer_member_id IS NOT NULL AND status = 'paid'
    `,
  },
  {
    id: '004_contest_rounds_and_draws',
    sql: `
      -- The country a contest entrant declared they live in (checked against the contest's region
      -- before the checkout starts) and, with Stripe, the billing address country it reported.
      ALTER TABLE checkout_sessions ADD COLUMN residence_country text;
      ALTER TABLE checkout_sessions ADD COLUMN billing_country text;
      -- The round a paid contest entry counts in, set when it is paid (docs/contests-draw.md).
      ALTER TABLE checkout_sessions ADD COLUMN contest_round integer;
      -- Entries paid before rounds existed count in each contest's first round.
      UPDATE checkout_sessions SET contest_round = 1 WHERE kind = 'contest' AND status = 'paid';
      CREATE INDEX checkout_sessions_round_entries ON checkout_sessions (survey_id, contest_round)
        WHERE kind = 'contest' AND status = 'paid';

      -- One row per round of a contest: its dates, the secret seed and its commitment (published
      -- from committed_at), and once drawn the published entries list and the winners.
      CREATE TABLE contest_rounds (
        contest_id text NOT NULL,
        round integer NOT NULL CHECK (round > 0),
        closes_at timestamptz NOT NULL,
        draw_at timestamptz NOT NULL CHECK (draw_at >= closes_at),
        seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
        commitment text NOT NULL,
        committed_at timestamptz NOT NULL DEFAULT now(),
        drawn_at timestamptz,
        drawn_by text,
        entries jsonb,
        winners jsonb,
        PRIMARY KEY (contest_id, round),
        CHECK ((drawn_at IS NULL) = (winners IS NULL) AND (drawn_at IS NULL) = (entries IS NULL))
      )
    `,
  },
  {
    id: '005_member_notices',
    sql: `
      -- What member-service is to tell a member (a contest receipt or result), written in the
      -- transaction that causes it and relayed by a job until member-service takes it
      -- (docs/decisions/0141-contest-notices-from-payment-service.md). The key makes a replayed
      -- webhook or a second draw attempt write nothing.
      CREATE TABLE member_notices (
        id bigserial PRIMARY KEY,
        notice_key text NOT NULL UNIQUE,
        member_id text NOT NULL,
        -- The notice as sent, in member-contract's shape.
        notice jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        delivered_at timestamptz,
        -- Given up on after a day of retries (logged).
        settled_at timestamptz
      );
      CREATE INDEX member_notices_due ON member_notices (next_attempt_at)
        WHERE delivered_at IS NULL AND settled_at IS NULL
    `,
  },
];

/** Any fixed number works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Applies the migrations not yet applied (service-kit's runner: one transaction under an advisory
 * lock, so instances starting together apply them once). `schema` passed the config's identifier check.
 */
export function migrate(database: Database, schema: string | null = null): Promise<string[]> {
  return runMigrations(database, MIGRATIONS, { lockKey: MIGRATION_LOCK_KEY, schema });
}
