import type { CheckoutKind, Currency, Purchase } from '@mindset/payment-contract';
import type { Queryable } from '@mindset/service-kit';

/** More than anyone buys here; the page shows them all, the database never returns an unbounded list. */
export const MAX_PURCHASES_LISTED = 200;

interface PurchaseRow {
  id: string;
  kind: CheckoutKind;
  survey_id: string;
  title: string;
  quantity: number;
  currency: Currency;
  unit_amount: number;
  amount_total: number;
  paid_at: Date;
  access_revoked_at: Date | null;
}

/** A member's paid ebook purchases and contest entries, newest first. Guests' sessions have no buyer. */
export async function listMemberPurchases(db: Queryable, memberId: string): Promise<Purchase[]> {
  const rows = await db.query<PurchaseRow>(
    `SELECT id, kind, survey_id, title, quantity, currency, unit_amount, amount_total, paid_at, access_revoked_at
       FROM checkout_sessions
      WHERE buyer_member_id = $1 AND status = 'paid'
      ORDER BY paid_at DESC, id
      LIMIT ${MAX_PURCHASES_LISTED}`,
    [memberId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    surveyId: row.survey_id,
    title: row.title,
    quantity: row.quantity,
    currency: row.currency,
    unitAmount: row.unit_amount,
    amountTotal: row.amount_total,
    paidAt: new Date(row.paid_at).toISOString(),
    active: row.access_revoked_at === null,
  }));
}

/** Whether this purchase (internal session id) was made by this member; another member's is not theirs to see. */
export async function isMemberPurchase(db: Queryable, memberId: string, purchaseId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM checkout_sessions WHERE id = $1 AND buyer_member_id = $2', [
    purchaseId,
    memberId,
  ]);
  return rows.length === 1;
}
