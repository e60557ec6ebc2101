import type { AreaRoute, RemoteName } from '../contracts/contracts';

/** One shared library as a remote's build saw it. */
export interface SharedDeclaration {
  /** Installed when the remote was built. */
  version: string;
  /** The range of the host's copy the remote accepts (from its package.json). */
  requiredVersion: string;
  /** Strict: only the host's copy will do (one React, one router, one theme); otherwise the remote may bring its own. */
  strictVersion: boolean;
}

/** Written by every remote build next to its files (`mf-manifest.json`); the registry keeps the live one. */
export interface ReleaseManifest {
  schemaVersion: 1;
  remote: RemoteName;
  /** Content hash of the build's files: the same sources build the same id. */
  releaseId: string;
  builtAt: string;
  /** The remote entry, relative to the release's folder. */
  entry: string;
  /** The shared-ui version the remote was built against (its contract). */
  sharedUi: string;
  shared: Record<string, SharedDeclaration>;
  routes: AreaRoute[];
  /** Files the remote's landing screen needs at once, relative to the entry. */
  firstLoad: string[];
}

/** What a shell build offers every remote: the versions of its shared singletons. */
export interface HostOffer {
  sharedUi: string;
  shared: Record<string, string>;
}

export interface Incompatibility {
  library: string;
  required: string;
  offered: string | null;
}

/** Whether a version falls in an npm-style range (`||` alternatives of comparator sets). */
export function satisfies(version: string, range: string): boolean;

/** The shared-ui versions a remote built against `builtAgainst` runs on: same major, at least its minor. */
export function sharedUiRange(builtAgainst: string): string;

/** Everything a host cannot give a remote; empty when the remote can run there. */
export function incompatibilities(
  manifest: Pick<ReleaseManifest, 'sharedUi' | 'shared'>,
  host: HostOffer,
): Incompatibility[];

/** One line a person reads in a console or a CLI: `react ^18.3.1 (host has 19.2.0)`. */
export function describeIncompatibilities(problems: readonly Incompatibility[]): string;
