/**
 * The release contract between the shell and a remote: what a remote's build declares in its release
 * manifest, what the host offers, and whether the two fit. Plain functions with no React, so the
 * shell checks a remote before running its code and the release CLI checks before promoting one
 * (docs/decisions/0031-version-checks-before-remote-code-runs.md).
 */
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

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator set (`^1.2.3`, `~1.2.3`, `>=1.2.0 <2.0.0`, `1.2.x`, `*`) as a test of a version. */
function comparatorSet(range: string): ((version: Version) => boolean) | null {
  const tests: ((version: Version) => boolean)[] = [];
  for (const part of range.trim().split(/\s+/).filter(Boolean)) {
    if (part === '*' || part === 'x') continue;
    const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(part);
    if (!match) return null;
    const [, operator = '', majorText = '', minorText, patchText] = match;
    const wild = (value: string | undefined) => value === undefined || value === 'x' || value === '*';
    const major = Number(majorText);
    const minor = wild(minorText) ? 0 : Number(minorText);
    const patch = wild(patchText) ? 0 : Number(patchText);
    const floor: Version = [major, minor, patch];
    if (wild(majorText)) continue;
    let ceiling: Version | null = null;
    if (operator === '^') {
      ceiling =
        major > 0 || wild(minorText)
          ? [major + 1, 0, 0]
          : minor > 0 || wild(patchText)
            ? [0, minor + 1, 0]
            : [0, 0, patch + 1];
    } else if (operator === '~' || (operator === '' && wild(patchText) && !wild(minorText))) {
      ceiling = wild(minorText) ? [major + 1, 0, 0] : [major, minor + 1, 0];
    } else if (operator === '' || operator === '=') {
      if (wild(minorText)) ceiling = [major + 1, 0, 0];
      else {
        tests.push((version) => compare(version, floor) === 0);
        continue;
      }
    }
    if (operator === '>') tests.push((version) => compare(version, floor) > 0);
    else if (operator === '<') tests.push((version) => compare(version, floor) < 0);
    else if (operator === '<=') tests.push((version) => compare(version, floor) <= 0);
    else tests.push((version) => compare(version, floor) >= 0);
    const upper = ceiling;
    if (upper) tests.push((version) => compare(version, upper) < 0);
  }
  return (version) => tests.every((test) => test(version));
}

/** Whether a version falls in an npm-style range (`||` alternatives of comparator sets). */
export function satisfies(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split('||').some((alternative) => comparatorSet(alternative)?.(version) ?? false);
}

/**
 * A remote may run on a host whose shared-ui has the same major and at least the minor it was
 * built against: minors only add exports, and a remote built against a newer minor may call one the
 * host's copy does not have.
 */
export function sharedUiRange(builtAgainst: string): string {
  const version = parseVersion(builtAgainst);
  if (!version) return builtAgainst;
  return version[0] === 0 ? `~0.${version[1]}.0` : `^${version[0]}.${version[1]}.0`;
}

/** Everything a host cannot give a remote; empty when the remote can run there. */
export function incompatibilities(
  manifest: Pick<ReleaseManifest, 'sharedUi' | 'shared'>,
  host: HostOffer,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  const sharedUiRequired = sharedUiRange(manifest.sharedUi);
  if (!satisfies(host.sharedUi, sharedUiRequired)) {
    problems.push({ library: 'shared-ui', required: sharedUiRequired, offered: host.sharedUi });
  }
  for (const [library, declaration] of Object.entries(manifest.shared)) {
    if (!declaration.strictVersion || library === 'shared-ui') continue;
    const offered = host.shared[library] ?? null;
    if (offered === null || !satisfies(offered, declaration.requiredVersion)) {
      problems.push({ library, required: declaration.requiredVersion, offered });
    }
  }
  return problems;
}

/** One line a person reads in a console or a CLI: `react ^18.3.1 (host has 19.2.0)`. */
export function describeIncompatibilities(problems: readonly Incompatibility[]): string {
  return problems
    .map(({ library, required, offered }) => `${library} ${required} (host has ${offered ?? 'none'})`)
    .join('; ');
}
