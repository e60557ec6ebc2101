/** Request and answer shapes of the payment API, shared by the browser and the payment service. */
import type { CheckoutKind, Currency } from './catalogue';

export interface CreatePaymentRequest {
  surveyId: string;
  surveyTitle: string;
  quantity: number;
  currency: Currency;
  /** Contest survey answers, one per question. */
  answers?: string[];
}

export interface CreatePaymentResponse {
  url: string;
  sessionId: string;
}

export type CheckoutStatus = 'pending' | 'paid' | 'cancelled';

export interface CheckoutSessionSummary {
  id: string;
  paid: boolean;
  status: CheckoutStatus;
  kind: CheckoutKind;
  surveyId: string;
  title: string;
  quantity: number;
  currency: Currency;
  /** Minor units (pence or cents). */
  unitAmount: number;
  amountTotal: number;
  createdAt: string;
}

export interface ContestStats {
  contestId: string;
  participants: number;
}

/** The ebook bundle's downloadable files, by id; the service serves each only to a paid session. */
export const EBOOK_DOWNLOAD_IDS = [
  'ebook',
  'audiobook',
  'yearly-journal',
  'self-discovery-journal',
  'wellness-journal',
  'bundle',
] as const;
export type EbookDownloadId = (typeof EBOOK_DOWNLOAD_IDS)[number];

/** POST /download-tokens: a paid ebook checkout id exchanged for a short-lived download token. */
export interface DownloadTokenResponse {
  token: string;
  /** ISO 8601; the links stop working then. */
  expiresAt: string;
}

/** One paid purchase of a member, as GET /purchases lists it (newest first). */
export interface Purchase {
  /** Opaque purchase id: names the purchase in POST /purchases/{id}/download-token, grants nothing alone. */
  id: string;
  kind: CheckoutKind;
  surveyId: string;
  /** The catalogue's title as recorded when it was bought, such as "UK Wellness Retreat Giveaway entry". */
  title: string;
  quantity: number;
  currency: Currency;
  /** Minor units (pence or cents), as charged. */
  unitAmount: number;
  amountTotal: number;
  /** ISO 8601. */
  paidAt: string;
  /** False once refunded or disputed: no downloads, and its entries no longer count. */
  active: boolean;
}

export interface PurchasesResponse {
  purchases: Purchase[];
}
