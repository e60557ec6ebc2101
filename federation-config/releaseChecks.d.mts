import type { HostOffer, SharedDeclaration } from '@mindset/shared-ui/release';

/** What a remote's build recorded in its release manifest (`mf-manifest.json`). */
export interface BuiltRelease {
  /** The shared-ui version it was built against. */
  sharedUi: string;
  /** Each shared library: the version installed and built in, the declared range, whether strict. */
  shared: Record<string, SharedDeclaration>;
  /** The shared-ui exports its code imports; absent from manifests written before they were recorded. */
  sharedUiImports?: readonly string[];
}

/** What a shell build recorded in `host-offer.json`. */
export interface BuiltHostOffer extends HostOffer {
  /** Every export of the shared-ui it ships; absent from offers written before they were recorded. */
  sharedUiExports?: readonly string[];
}

/**
 * Everything that stops a host from running a remote, judged from what both were built with: the
 * declared ranges, a strict singleton built with another major than the host's (whatever its range
 * says), and each imported shared-ui export the host lacks. One sentence each; empty when it can run.
 */
export function releaseRefusals(release: BuiltRelease, host: BuiltHostOffer): string[];

/**
 * Each non-strict shared library (zustand) built with another version than the host's that its
 * range accepts, so the remote runs on the host's copy: one sentence each, for a warning.
 */
export function sharedOnHostVersions(release: BuiltRelease, host: BuiltHostOffer): string[];
