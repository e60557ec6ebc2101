/** Types the shell and the remotes agree on. The payment API's shapes and prices come from @mindset/payment-contract. */
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

export * from '@mindset/payment-contract';

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
