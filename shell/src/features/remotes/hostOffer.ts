import type { HostOffer } from '@mindset/shared-ui/release';
import type { BuiltHostOffer } from '@mindset/federation-config/release-checks';
import * as sharedUi from '@mindset/shared-ui';

declare global {
  /** The shared versions this shell's build offers remotes, written in by its Vite config. */
  const __HOST_OFFER__: HostOffer;
}

/**
 * What this shell offers remotes: its build's shared versions, and the exports of the shared-ui it
 * runs, read from the module itself (the same list its host-offer.json records for the release CLI).
 */
export const hostOffer: BuiltHostOffer = { ...__HOST_OFFER__, sharedUiExports: Object.keys(sharedUi) };
