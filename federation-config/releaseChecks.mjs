// @ts-check
// Checks of what was built, beyond what was declared: the release CLI, the shell's server and the
// shell's loader all call `releaseRefusals`, so a pair refused in one place is refused in all three
// (docs/decisions/0072-checks-from-what-was-built.md). Plain JavaScript with no React or Node
// imports: it runs in the browser as well. Its facts come from the build this package configures
// (`sharedUiImports` in the release manifest, `sharedUiExports` in host-offer.json).
import { describeIncompatibilities, incompatibilities, satisfies } from '@mindset/shared-ui/release';

/** @typedef {import('./releaseChecks.d.mts').BuiltRelease} BuiltRelease */
/** @typedef {import('./releaseChecks.d.mts').BuiltHostOffer} BuiltHostOffer */

/** @param {string} version */
function majorOf(version) {
  const match = /^v?(\d+)\./.exec(version.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A strict singleton built with another major than the host's: a range such as `^18.3.1 || ^19.0.0`
 * lets the range check through, but the code was compiled against one major's runtime (React's error
 * #525 on the other).
 * @param {BuiltRelease} release @param {BuiltHostOffer} host
 */
function builtMajorRefusals(release, host) {
  return Object.entries(release.shared).flatMap(([library, declaration]) => {
    const offered = host.shared[library];
    // Outside the declared range it is already refused, with the range.
    if (!declaration.strictVersion || library === 'shared-ui' || !offered) return [];
    if (!satisfies(offered, declaration.requiredVersion)) return [];
    return majorOf(declaration.version) === majorOf(offered)
      ? []
      : [`${library} built with ${declaration.version}, declared ${declaration.requiredVersion} (host has ${offered})`];
  });
}

/**
 * Each shared-ui export the remote's code imports that the host's shared-ui lacks. Unknown on either
 * side (a build from before these lists were recorded) checks nothing here; the version checks stay.
 * @param {BuiltRelease} release @param {BuiltHostOffer} host
 */
function missingExportRefusals(release, host) {
  if (!release.sharedUiImports || !host.sharedUiExports) return [];
  const offered = new Set(host.sharedUiExports);
  return release.sharedUiImports
    .filter((name) => !offered.has(name))
    .map((name) => `shared-ui export ${name} (host's shared-ui ${host.sharedUi} lacks it)`);
}

/**
 * Everything that stops a host from running a remote: the declared ranges, then what the builds
 * recorded. One sentence each, naming the version pair or the export; empty when it can run.
 * @param {BuiltRelease} release @param {BuiltHostOffer} host
 * @returns {string[]}
 */
export function releaseRefusals(release, host) {
  return [
    ...incompatibilities(release, host).map((problem) => describeIncompatibilities([problem])),
    ...builtMajorRefusals(release, host),
    ...missingExportRefusals(release, host),
  ];
}

/**
 * Each shared library that is not a strict singleton (zustand) and was built with another version
 * than the host's, which its range accepts: the remote then runs on the host's copy, not the one it
 * was built and tested with. Not a refusal (each area keeps its own stores), but worth a warning.
 * @param {BuiltRelease} release @param {BuiltHostOffer} host
 * @returns {string[]}
 */
export function sharedOnHostVersions(release, host) {
  return Object.entries(release.shared).flatMap(([library, declaration]) => {
    const offered = host.shared[library];
    if (declaration.strictVersion || !offered || offered === declaration.version) return [];
    return satisfies(offered, declaration.requiredVersion)
      ? [`${library} built with ${declaration.version} runs on the host's ${offered}`]
      : [];
  });
}
