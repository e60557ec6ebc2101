import type { Database } from './database';

interface Migration {
  id: string;
  sql: string;
}

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
];

/** Any fixed number works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Applies the migrations not yet applied. Safe to run from several instances at once: the first
 * takes a transaction-scoped advisory lock, the others wait for it and then find nothing to do.
 */
export async function runMigrations(database: Database, schema: string | null = null): Promise<string[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    // The schema name passed the config's identifier check, so it is safe to splice in.
    if (schema) await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const appliedNow: string[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      appliedNow.push(migration.id);
    }
    return appliedNow;
  });
}

/** Parameterised queries take one statement each; the migrations hold no semicolons inside strings. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
