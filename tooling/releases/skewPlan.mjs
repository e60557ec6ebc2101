// What the skew gate (tooling/skew.mjs) runs: production, as its registry says, with the candidate
// (docs/decisions/0091-the-skew-gate-tests-production.md). Pure functions, so the choice is tested
// without building anything.
import { releaseRefusals } from '@mindset/federation-config/release-checks';
import { areas, paymentPort, remoteNames } from '../areas.mjs';
import { memberPort } from '../memberProxy.mjs';
import { liveRelease } from './registry.mjs';

/** Packages every part builds in: a change there changes every build. */
const BUILT_INTO_EVERY_PART = /^(shared-ui|federation-config|payment-contract|member-contract)\/|^package-lock\.json$/;

/**
 * The parts whose build a change of these paths (from `git diff --name-only`) can change. A part
 * whose sources did not change builds the same release id (decision 0073): production already runs it.
 */
export function changedParts(paths) {
  const everything = paths.some((file) => BUILT_INTO_EVERY_PART.test(file));
  const touches = (dir) => everything || paths.some((file) => file.startsWith(`${dir}/`));
  return { shell: touches(areas.shell.dir), remotes: remoteNames.filter((remote) => touches(areas[remote].dir)) };
}

/**
 * The two combinations a release of the candidate creates in production, and why one is skipped:
 *   A. the candidate's shell with production's live remotes (what `release shell` would make live);
 *   B. production's shell with the candidate's remotes that differ from production's live ones
 *      (what `release <remote>` would make live), less those the release CLI would refuse.
 * `production` and `candidate`: `{ registry, shellOffer, shellIndex }` (shellIndex: the shell build's
 * index.html, which names its hashed files, so two equal ones are the same build; null when unknown).
 */
export function skewCombinations({ production, candidate }) {
  const differing = remoteNames.filter((remote) => {
    const next = liveRelease(candidate.registry, remote);
    return next && next.releaseId !== liveRelease(production.registry, remote)?.releaseId;
  });
  const sameShell = production.shellIndex !== null && production.shellIndex === candidate.shellIndex;

  let shellSkipped = null;
  if (sameShell) shellSkipped = "the candidate's shell is production's";
  else if (!differing.length) shellSkipped = "production's live remotes are the candidate's: the e2e suite ran this";
  else {
    const refused = remoteNames.flatMap((remote) => {
      const live = liveRelease(production.registry, remote);
      const refusals = live ? releaseRefusals(live, candidate.shellOffer ?? {}) : [];
      return refusals.length ? [`${remote} ${live.releaseId}: ${refusals.join('; ')}`] : [];
    });
    if (refused.length) shellSkipped = `the release CLI would refuse this shell:\n    ${refused.join('\n    ')}`;
  }

  const refusedRemotes = [];
  const remotes = [];
  for (const remote of differing) {
    const release = liveRelease(candidate.registry, remote);
    const refusals = production.shellOffer ? releaseRefusals(release, production.shellOffer) : [];
    if (refusals.length) refusedRemotes.push(`${remote} ${release.releaseId}: ${refusals.join('; ')}`);
    else remotes.push(remote);
  }
  let remotesSkipped = null;
  if (!differing.length) remotesSkipped = "no remote differs from production's";
  else if (!production.shellOffer) remotesSkipped = "production's shell is not known (SKEW_SHELL_DIST)";
  else if (sameShell) remotesSkipped = "production's shell is the candidate's: the e2e suite ran this";
  else if (!remotes.length) remotesSkipped = `the release CLI would refuse them:\n    ${refusedRemotes.join('\n    ')}`;

  return {
    shellWithProduction: { skipped: shellSkipped },
    remotesOnProductionShell: { skipped: remotesSkipped, remotes: remotesSkipped ? [] : remotes, refusedRemotes },
  };
}

/**
 * Ports for a second copy of the site beside another (SKEW_PORT_OFFSET): every part's, the
 * services', and those the e2e suite's extra servers take (E2E_PORT_OFFSET).
 */
export function portsWithOffset(offset) {
  if (!offset) return {};
  const env = Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [`${name.toUpperCase()}_PORT`, String(area.port + offset)]),
  );
  const payment = paymentPort + offset;
  const member = memberPort + offset;
  return {
    ...env,
    PAYMENT_PORT: String(payment),
    MEMBER_PORT: String(member),
    PAYMENT_URL: `http://localhost:${payment}`,
    MEMBER_URL: `http://localhost:${member}`,
    E2E_PORT_OFFSET: String(offset),
  };
}
