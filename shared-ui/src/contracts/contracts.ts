/** Types both sides of a boundary agree on: shell and remotes, browser and payment service. */
import type { ReleaseManifest } from '../release/compatibility.mjs';

export const REMOTE_NAMES = ['marketing', 'learning', 'contests', 'community', 'collab'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What a page knows of the release of a remote it is given: the routes it owns and what it needs. */
export type LiveRelease = Pick<ReleaseManifest, 'releaseId' | 'sharedUi' | 'shared' | 'routes'>;

/** Served by the shell at /remotes.json, per environment: where each remote and the payment service live. */
export interface RuntimeManifest {
  remotes: Record<RemoteName, string>;
  paymentServiceUrl: string;
  /** The release of each remote this browser gets (the live one, or a QA override); its routes are the shell's. */
  releases: Partial<Record<RemoteName, LiveRelease>>;
}

export type Currency = 'gbp' | 'usd';

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

export type CheckoutKind = 'contest' | 'ebook';
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

export const EBOOK_SURVEY_ID = 'victim-to-victor-ebook';

/**
 * One path a remote owns, as its build writes it into its release manifest: the shell mounts the
 * remote there (in the marketing chrome or the area's own) and names the page in its <head>.
 */
export interface AreaRoute {
  path: string;
  chrome: 'marketing' | 'own';
  title: string;
  description: string;
}
