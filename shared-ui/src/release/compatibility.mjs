// The release contract between the shell and a remote: what a remote's build declares in its release
// manifest, what the host offers, and whether the two fit. Plain JavaScript with no React and its
// types in compatibility.d.mts, so the same code runs in the shell (before a remote's code runs), in
// the shell's server (before it preloads a remote) and in the release CLI (before a promotion)
// (docs/decisions/0031-version-checks-before-remote-code-runs.md).

/** @param {string} text @returns {[number, number, number] | null} */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

const wild = (value) => value === undefined || value === 'x' || value === '*';

/** One comparator set (`^1.2.3`, `~1.2.3`, `>=1.2.0 <2.0.0`, `1.2.x`, `*`) as a test of a version, or null. */
function comparatorSet(range) {
  const tests = [];
  for (const part of range.trim().split(/\s+/).filter(Boolean)) {
    const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(part);
    if (!match) return null;
    const [, operator = '', majorText, minorText, patchText] = match;
    if (wild(majorText)) continue;
    const major = Number(majorText);
    const minor = wild(minorText) ? 0 : Number(minorText);
    const patch = wild(patchText) ? 0 : Number(patchText);
    const floor = [major, minor, patch];
    let ceiling = null;
    if (operator === '^') {
      if (major > 0 || wild(minorText)) ceiling = [major + 1, 0, 0];
      else ceiling = minor > 0 || wild(patchText) ? [0, minor + 1, 0] : [0, 0, patch + 1];
    } else if (operator === '~' || (operator === '' && wild(patchText) && !wild(minorText))) {
      ceiling = wild(minorText) ? [major + 1, 0, 0] : [major, minor + 1, 0];
    } else if (operator === '' || operator === '=') {
      if (!wild(minorText)) {
        tests.push((version) => compare(version, floor) === 0);
        continue;
      }
      ceiling = [major + 1, 0, 0];
    }
    if (operator === '>') tests.push((version) => compare(version, floor) > 0);
    else if (operator === '<') tests.push((version) => compare(version, floor) < 0);
    else if (operator === '<=') tests.push((version) => compare(version, floor) <= 0);
    else tests.push((version) => compare(version, floor) >= 0);
    if (ceiling) {
      const upper = ceiling;
      tests.push((version) => compare(version, upper) < 0);
    }
  }
  return (version) => tests.every((test) => test(version));
}

export function satisfies(versionText, range) {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split('||').some((alternative) => comparatorSet(alternative)?.(version) ?? false);
}

/**
 * A remote may run on a host whose shared-ui has the same major and at least the minor it was
 * built against: minors only add exports, and a remote built against a newer minor may call one the
 * host's copy does not have.
 */
export function sharedUiRange(builtAgainst) {
  const version = parseVersion(builtAgainst);
  if (!version) return builtAgainst;
  return version[0] === 0 ? `~0.${version[1]}.0` : `^${version[0]}.${version[1]}.0`;
}

export function incompatibilities(manifest, host) {
  const problems = [];
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

export function describeIncompatibilities(problems) {
  return problems
    .map(({ library, required, offered }) => `${library} ${required} (host has ${offered ?? 'none'})`)
    .join('; ');
}
