import type { HostOffer } from '@mindset/shared-ui/release';

declare global {
  /** The shared versions this shell's build offers remotes, written in by its Vite config. */
  const __HOST_OFFER__: HostOffer;
}

export const hostOffer: HostOffer = __HOST_OFFER__;
