import type { CheckoutKind, CheckoutSessionSummary, CheckoutStatus, Currency } from '@mindset/payment-contract';
import type { Queryable } from '@mindset/service-kit';

export type ProviderName = 'sandbox' | 'stripe';

export interface CheckoutSessionRecord {
  /** Internal id, also sent to Stripe as metadata. */
  id: string;
  provider: ProviderName;
  /** The id the browser sees and asks about: Stripe's `cs_...` or the sandbox's `cs_sandbox_...`. */
  providerSessionId: string;
  kind: CheckoutKind;
  surveyId: string;
  title: string;
  quantity: number;
  currency: Currency;
  unitAmount: number;
  amountTotal: number;
  answers: string[];
  status: CheckoutStatus;
  createdAt: Date;
  paidAt: Date | null;
  /** Set when the payment was refunded or disputed: the purchase no longer grants anything. */
  accessRevokedAt: Date | null;
}

export type NewCheckoutSession = Omit<
  CheckoutSessionRecord,
  'status' | 'createdAt' | 'paidAt' | 'amountTotal' | 'accessRevokedAt'
>;

interface CheckoutSessionRow {
  id: string;
  provider: ProviderName;
  provider_session_id: string;
  kind: CheckoutKind;
  survey_id: string;
  title: string;
  quantity: number;
  currency: Currency;
  unit_amount: number;
  amount_total: number;
  answers: string[];
  status: CheckoutStatus;
  created_at: Date;
  paid_at: Date | null;
  access_revoked_at: Date | null;
}

const COLUMNS = `id, provider, provider_session_id, kind, survey_id, title, quantity, currency, unit_amount,
  amount_total, answers, status, created_at, paid_at, access_revoked_at`;

function toRecord(row: CheckoutSessionRow): CheckoutSessionRecord {
  return {
    id: row.id,
    provider: row.provider,
    providerSessionId: row.provider_session_id,
    kind: row.kind,
    surveyId: row.survey_id,
    title: row.title,
    quantity: row.quantity,
    currency: row.currency,
    unitAmount: row.unit_amount,
    amountTotal: row.amount_total,
    answers: row.answers,
    status: row.status,
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
    accessRevokedAt: row.access_revoked_at === null ? null : new Date(row.access_revoked_at),
  };
}

/** `buyerMemberId`: the member a verified identity token named (docs/decisions/0054), absent for a guest. */
export async function insertCheckoutSession(
  db: Queryable,
  session: NewCheckoutSession & { buyerMemberId?: string | null; residenceCountry?: string | null },
): Promise<CheckoutSessionRecord> {
  const [row] = await db.query<CheckoutSessionRow>(
    `INSERT INTO checkout_sessions
       (id, provider, provider_session_id, kind, survey_id, title, quantity, currency, unit_amount, amount_total, answers,
        buyer_member_id, residence_country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)
     RETURNING ${COLUMNS}`,
    [
      session.id,
      session.provider,
      session.providerSessionId,
      session.kind,
      session.surveyId,
      session.title,
      session.quantity,
      session.currency,
      session.unitAmount,
      session.unitAmount * session.quantity,
      JSON.stringify(session.answers),
      session.buyerMemberId ?? null,
      session.residenceCountry ?? null,
    ],
  );
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toRecord(row);
}

export async function findCheckoutSession(
  db: Queryable,
  providerSessionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CheckoutSessionRecord | null> {
  const [row] = await db.query<CheckoutSessionRow>(
    `SELECT ${COLUMNS} FROM checkout_sessions WHERE provider_session_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [providerSessionId],
  );
  return row ? toRecord(row) : null;
}

export async function findCheckoutSessionById(db: Queryable, id: string): Promise<CheckoutSessionRecord | null> {
  const [row] = await db.query<CheckoutSessionRow>(`SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1`, [id]);
  return row ? toRecord(row) : null;
}

/** Entries bought and paid for one contest, whichever instance or provider took the payment. */
export async function paidContestEntries(db: Queryable, surveyId: string): Promise<number> {
  const [row] = await db.query<{ entries: number }>(
    `SELECT COALESCE(SUM(quantity), 0)::int AS entries
       FROM checkout_sessions
      WHERE kind = 'contest' AND status = 'paid' AND survey_id = $1 AND access_revoked_at IS NULL`,
    [surveyId],
  );
  return row?.entries ?? 0;
}

/**
 * Claims the right to ask the provider about a pending session now: true for at most one caller
 * per interval, across every instance sharing the database, so visitors reloading a page never
 * turn into one provider call each.
 */
export async function claimProviderCheck(
  db: Queryable,
  providerSessionId: string,
  intervalMs: number,
): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE checkout_sessions SET provider_checked_at = now()
      WHERE provider_session_id = $1 AND status = 'pending'
        AND (provider_checked_at IS NULL OR provider_checked_at < now() - make_interval(secs => $2::double precision))
      RETURNING id`,
    [providerSessionId, intervalMs / 1000],
  );
  return claimed.length === 1;
}

/** Ends what a refunded or disputed payment granted; the number of sessions it applied to. */
export async function revokeAccessByPaymentIntent(
  db: Queryable,
  paymentIntentId: string,
  reason: 'refunded' | 'disputed',
): Promise<number> {
  const revoked = await db.query(
    `UPDATE checkout_sessions SET access_revoked_at = now(), access_revoked_reason = $2
      WHERE payment_intent_id = $1 AND access_revoked_at IS NULL
      RETURNING id`,
    [paymentIntentId, reason],
  );
  return revoked.length;
}

export function toSummary(session: CheckoutSessionRecord): CheckoutSessionSummary {
  return {
    id: session.providerSessionId,
    paid: session.status === 'paid',
    status: session.status,
    kind: session.kind,
    surveyId: session.surveyId,
    title: session.title,
    quantity: session.quantity,
    currency: session.currency,
    unitAmount: session.unitAmount,
    amountTotal: session.amountTotal,
    createdAt: session.createdAt.toISOString(),
  };
}
