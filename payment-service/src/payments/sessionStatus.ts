import type { Database, Queryable } from '@mindset/service-kit';
import { findContestSchedule } from '../catalogue';
import { currentRound, isInRegion } from '../contests/rules';
import { entryNotice } from '../contests/notices';
import { assignEntryRound } from '../contests/store';
import { insertEntryNotice } from '../storage/memberNotices';
import {
  findCheckoutSession,
  revokeAccessByPaymentIntent,
  type CheckoutSessionRecord,
} from '../storage/checkoutSessions';

/** A provider event (a Stripe webhook) that changes a session's status and may be delivered again. */
export interface ProviderEvent {
  id: string;
  type: string;
}

export type PaymentOutcome =
  | 'paid'
  | 'already-paid'
  | 'cancelled-before-payment'
  | 'amount-mismatch'
  | 'outside-region'
  | 'unknown-session'
  | 'duplicate-event';

export type CancellationOutcome =
  'cancelled' | 'already-cancelled' | 'already-paid' | 'unknown-session' | 'duplicate-event';

export interface MarkPaidInput {
  providerSessionId: string;
  event?: ProviderEvent;
  /** What the provider says was charged; a session is never marked paid for a different sum. */
  charged?: { amountTotal: number | null; currency: string | null };
  /** Stripe's payment intent, kept so a later refund or dispute finds the session. */
  paymentIntentId?: string | null;
  /** The billing address country the provider collected (Stripe); absent in the sandbox. */
  billingCountry?: string | null;
}

/**
 * THE code path that marks a session paid: the Stripe webhook, the Stripe status check and the
 * sandbox Pay button all end here. In one transaction it locks the row, records the event id (a
 * replayed or concurrent delivery stops at that primary key) and moves the row from pending to
 * paid, so an entry is counted once on every instance sharing the database. A member's contest entry
 * gets its receipt notice in the same transaction (docs/decisions/0141-contest-notices-from-payment-service.md).
 */
export function markSessionPaid(db: Database, input: MarkPaidInput): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const session = await findCheckoutSession(tx, input.providerSessionId, { forUpdate: true });
    const outcome = decidePayment(session, input.charged, input.billingCountry ?? null);
    if (input.event && !(await recordEvent(tx, input.event, input.providerSessionId, outcome))) {
      return 'duplicate-event';
    }
    if ((outcome === 'paid' || outcome === 'outside-region') && session) {
      await tx.query(
        `UPDATE checkout_sessions SET status = 'paid', paid_at = now(), payment_intent_id = $2, billing_country = $3
          WHERE id = $1`,
        [session.id, input.paymentIntentId ?? null, input.billingCountry ?? null],
      );
    }
    if (outcome === 'outside-region' && session) {
      // Paid, but the billing address is outside the contest's region: the entry does not count and
      // the payment is for an operator to refund (logged by the webhook as an error).
      await tx.query(
        `UPDATE checkout_sessions SET access_revoked_at = now(), access_revoked_reason = 'outside-region' WHERE id = $1`,
        [session.id],
      );
    }
    const schedule = session?.kind === 'contest' ? findContestSchedule(session.surveyId) : undefined;
    if (outcome === 'paid' && session && schedule) {
      // An entry counts in the round open when it is paid; one paid after its round was drawn joins the next.
      const round = await currentRound(tx, schedule, new Date(), 'share');
      await assignEntryRound(tx, session.id, round.round);
      // A member's receipt, written with the payment (a guest's session names nobody: nothing).
      await insertEntryNotice(
        tx,
        session.id,
        await entryNotice({
          sessionId: session.id,
          contestId: schedule.contestId,
          round: round.round,
          quantity: session.quantity,
        }),
      );
    } else if (outcome === 'already-paid' && session && input.paymentIntentId) {
      // Paid through the status check first; the webhook brings the payment intent along later.
      await tx.query(`UPDATE checkout_sessions SET payment_intent_id = COALESCE(payment_intent_id, $2) WHERE id = $1`, [
        session.id,
        input.paymentIntentId,
      ]);
    }
    return outcome;
  });
}

function decidePayment(
  session: CheckoutSessionRecord | null,
  charged: MarkPaidInput['charged'],
  billingCountry: string | null,
): Exclude<PaymentOutcome, 'duplicate-event'> {
  if (!session) return 'unknown-session';
  if (session.status === 'paid') return 'already-paid';
  if (session.status === 'cancelled') return 'cancelled-before-payment';
  if (charged && (charged.amountTotal !== session.amountTotal || charged.currency !== session.currency)) {
    return 'amount-mismatch';
  }
  const schedule = session.kind === 'contest' ? findContestSchedule(session.surveyId) : undefined;
  if (schedule && billingCountry && !isInRegion(schedule, billingCountry)) return 'outside-region';
  return 'paid';
}

/** The same shape as paying: the sandbox Cancel button and Stripe's "expired" event end here. */
export function markSessionCancelled(
  db: Database,
  input: { providerSessionId: string; event?: ProviderEvent },
): Promise<CancellationOutcome> {
  return db.transaction(async (tx) => {
    const session = await findCheckoutSession(tx, input.providerSessionId, { forUpdate: true });
    const outcome: Exclude<CancellationOutcome, 'duplicate-event'> = !session
      ? 'unknown-session'
      : session.status === 'paid'
        ? 'already-paid'
        : session.status === 'cancelled'
          ? 'already-cancelled'
          : 'cancelled';
    if (input.event && !(await recordEvent(tx, input.event, input.providerSessionId, outcome))) {
      return 'duplicate-event';
    }
    if (outcome === 'cancelled' && session) {
      await tx.query(`UPDATE checkout_sessions SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
        session.id,
      ]);
    }
    return outcome;
  });
}

export type RevocationOutcome = 'revoked' | 'nothing-to-revoke' | 'duplicate-event';

/**
 * A refund or dispute (Stripe names the payment intent, not the checkout session): the purchase
 * stops granting downloads and its contest entries stop counting, once per event.
 */
export function revokeAccess(
  db: Database,
  input: { paymentIntentId: string; reason: 'refunded' | 'disputed'; event: ProviderEvent },
): Promise<RevocationOutcome> {
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, input.event, null, `revoke-${input.reason}`))) return 'duplicate-event';
    const revoked = await revokeAccessByPaymentIntent(tx, input.paymentIntentId, input.reason);
    return revoked > 0 ? 'revoked' : 'nothing-to-revoke';
  });
}

/**
 * Records the event id; false when it was already recorded. A concurrent delivery of the same
 * event waits on the primary key until the first transaction commits, then inserts nothing.
 */
async function recordEvent(
  tx: Queryable,
  event: ProviderEvent,
  providerSessionId: string | null,
  outcome: string,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO processed_events (event_id, event_type, provider_session_id, outcome)
     VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type, providerSessionId, outcome],
  );
  return inserted.length === 1;
}
