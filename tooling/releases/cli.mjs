#!/usr/bin/env node
// The release CLI: publishes a remote's build as an immutable release, promotes, rolls back, lists.
//   release <remote> [--candidate] [--dist DIR]   publish <remote>/dist (or DIR); promote it unless --candidate
//   promote <remote> <releaseId>     make a listed release live
//   rollback <remote> [<releaseId>]  back to the release live before the current one (or the one named)
//   release shell                    build the shell aside, check it against every live remote, swap it in
//   release-set shell[=DIR] <remote>[=DIR] …   parts that only work together (a shared-ui major), live in one write
//   qa-link <remote>:<releaseId>[,…] [--minutes N]   print a signed QA link (QA_OVERRIDE_SECRET)
//   list                             every remote's live release, kept releases and recent history
// Every change is checked against the contract first and written atomically (see registry.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseRefusals, sharedOnHostVersions } from '@mindset/federation-config/release-checks';
import { areas, remoteNames, rootDir } from '../areas.mjs';
import { listedRelease, liveRelease, openRegistry, releasesDir } from './registry.mjs';
import { QA_RELEASE_PARAMETER, qaReleaseRefusal, remoteOrigin, signQaToken } from './runtime.mjs';

const RELEASE_MANIFEST_FILE = 'mf-manifest.json';
const HOST_OFFER_FILE = 'host-offer.json';
/**
 * Kept on disk per remote, besides the protected ones (see prune): releases that were live, and
 * candidates that never were, under budgets of their own, so QA candidates cannot push out the
 * releases a rollback needs.
 */
const keepReleases = Math.max(1, Number(process.env.RELEASES_KEEP ?? 5));
const keepCandidates = Math.max(0, Number(process.env.RELEASES_KEEP_CANDIDATES ?? 5));
/** A release live at any moment in this many days is kept whatever the budgets: open tabs may still use it. */
const keepLiveDays = Math.max(0, Number(process.env.RELEASES_KEEP_DAYS ?? 7));
const shellDist = path.resolve(process.env.SHELL_DIST ?? path.join(rootDir, areas.shell.dir, 'dist'));

/** A QA link lasts a working day unless `--minutes` says otherwise. */
const DEFAULT_QA_LINK_MINUTES = 8 * 60;

class RefusedError extends Error {}

/** The environment's registry (the JSON file, or PostgreSQL with RELEASES_DATABASE_URL), opened once. */
let registryStore = null;
const openedRegistry = async () => (registryStore ??= await openRegistry());
const readRegistry = async () => (await openedRegistry()).read();
const updateRegistry = async (change) => (await openedRegistry()).update(change);

/** How long the CLI waits for RELEASES_ORIGIN to answer for a release. */
const ORIGIN_TIMEOUT_MS = 5_000;

/**
 * With RELEASES_ORIGIN (a CDN or object store holding the releases folder), a release goes live only
 * once that origin serves it: otherwise every page would load an entry that is not there yet.
 */
async function assertServedByOrigin(manifest) {
  if (!process.env.RELEASES_ORIGIN) return;
  const url = `${remoteOrigin(manifest.remote)}/${manifest.releaseId}/${RELEASE_MANIFEST_FILE}`;
  const served = await fetch(url, { signal: AbortSignal.timeout(ORIGIN_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  if (served?.releaseId !== manifest.releaseId) {
    throw new RefusedError(
      `Refused: ${manifest.remote} ${manifest.releaseId} is not served by RELEASES_ORIGIN yet (${url}); ` +
        `upload ${path.relative(rootDir, path.join(releasesDir, manifest.remote, manifest.releaseId))}/ there first`,
    );
  }
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The shared versions of the shell that is being served, which every live remote must fit. */
async function liveHostOffer() {
  const file = path.join(shellDist, HOST_OFFER_FILE);
  if (!(await exists(file))) {
    throw new RefusedError(`No shell build to check against (${path.relative(rootDir, file)}): build the shell first.`);
  }
  return readJson(file);
}

function assertCompatible(manifest, offer) {
  const refusals = releaseRefusals(manifest, offer);
  if (refusals.length) {
    throw new RefusedError(
      `Refused: ${manifest.remote} ${manifest.releaseId} cannot run on the live shell: ${refusals.join('; ')}`,
    );
  }
  for (const warning of sharedOnHostVersions(manifest, offer)) {
    console.warn(`Warning: ${manifest.remote} ${manifest.releaseId}: ${warning}`);
  }
}

/** A hash of shared-ui's sources, version and report: the API report's verdict holds while it stays. */
async function sharedUiFingerprint() {
  const sharedUiDir = path.resolve(process.env.API_PACKAGE_DIR ?? path.join(rootDir, 'shared-ui'));
  const hash = createHash('sha256');
  const files = (await readdir(path.join(sharedUiDir, 'src'), { recursive: true })).sort();
  for (const file of ['package.json', 'api-report.json', ...files.map((name) => path.join('src', name))]) {
    const content = await readFile(path.join(sharedUiDir, file)).catch(() => null);
    if (content) hash.update(file).update(content);
  }
  return hash.digest('hex');
}

/**
 * shared-ui's API report (`npm run check:api`): the version checks trust shared-ui's version, so a
 * release is refused when its exports changed without the bump they need (decision 0032). The report
 * takes seconds, so its verdict is remembered for the shared-ui it was run on. `npm run dev` sets
 * RELEASE_API_REPORT=warn: a shared-ui being edited there is reported, not refused.
 */
async function assertApiReportHolds() {
  const verdictFile = path.join(releasesDir, '.api-report-verdict.json');
  const fingerprint = await sharedUiFingerprint();
  let verdict = await readJson(verdictFile).catch(() => null);
  if (verdict?.fingerprint !== fingerprint) {
    const report = spawnSync(process.execPath, [path.join(rootDir, 'tooling/apiReport.mjs')], { encoding: 'utf8' });
    verdict = { fingerprint, problems: report.status === 0 ? null : report.stderr.trim() };
    await mkdir(releasesDir, { recursive: true });
    await writeFile(verdictFile, JSON.stringify(verdict));
  }
  if (!verdict.problems) return;
  if (process.env.RELEASE_API_REPORT === 'warn') {
    console.warn(`Warning: shared-ui's API report does not hold:\n${verdict.problems}`);
    return;
  }
  throw new RefusedError(`Refused: shared-ui's API report does not hold:\n${verdict.problems}`);
}

function remoteEntry(registry, remote) {
  registry.remotes[remote] ??= { live: null, releases: {}, history: [] };
  return registry.remotes[remote];
}

function setLive(registry, remote, releaseId, action, { set, at = new Date().toISOString() } = {}) {
  const entry = remoteEntry(registry, remote);
  entry.history.push({ at, action, releaseId, previous: entry.live, ...(set ? { set } : {}) });
  entry.live = releaseId;
}

/** Where `rollback` with no release named goes: the release live before the last change. */
function rollbackTarget(entry) {
  return entry.history.at(-1)?.previous ?? null;
}

/** Each release that was live at some moment since `cutoff` (ISO time), from the history. */
function liveSince(entry, cutoff) {
  const recent = new Set();
  entry.history.forEach((step, index) => {
    const until = entry.history[index + 1]?.at ?? new Date().toISOString();
    if (until >= cutoff) recent.add(step.releaseId);
  });
  return recent;
}

/**
 * Deletes the oldest releases beyond their budget: `keepReleases` of those that were ever live,
 * `keepCandidates` of those that never were. Never the live release, the one `rollback` would go to,
 * or one live in the last `keepLiveDays` days.
 */
async function prune(registry, remote) {
  const entry = remoteEntry(registry, remote);
  const everLive = new Set(entry.history.map((step) => step.releaseId));
  const protectedIds = new Set([
    entry.live,
    rollbackTarget(entry),
    ...liveSince(entry, new Date(Date.now() - keepLiveDays * 86_400_000).toISOString()),
  ]);
  const byAge = Object.values(entry.releases).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const overBudget = [
    ...byAge.filter((release) => everLive.has(release.releaseId)).slice(keepReleases),
    ...byAge.filter((release) => !everLive.has(release.releaseId)).slice(keepCandidates),
  ];
  const removed = overBudget.filter((release) => !protectedIds.has(release.releaseId));
  for (const release of removed) {
    delete entry.releases[release.releaseId];
    await rm(path.join(releasesDir, remote, release.releaseId), { recursive: true, force: true });
  }
  return removed.map((release) => release.releaseId);
}

/** What a release id stands for: the manifest but when it was built and published, keys in order. */
function releaseContent(manifest) {
  const canonical = (value) =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical(value[key])]),
          )
        : value;
  const { builtAt: _builtAt, publishedAt: _publishedAt, ...content } = manifest;
  return JSON.stringify(canonical(content));
}

/**
 * A release id names one manifest: publishing it again with another (a rebuild that kept the id,
 * or a manifest edited by hand) is refused rather than silently keeping the first.
 */
function assertSameRelease(published, manifest, where) {
  if (published && releaseContent(published) !== releaseContent(manifest)) {
    throw new RefusedError(
      `Refused: ${manifest.remote} ${manifest.releaseId} is already published (${where}) with a different manifest; ` +
        'a changed build must have a new release id (rebuild it)',
    );
  }
}

/**
 * Whether two route patterns match a common path, segment by segment: a `:param` matches any one
 * segment, a `*` everything from there on (`/community/*` also matches `/community`).
 */
function routesOverlap(a, b) {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; ; index += 1) {
    if (left[index] === '*' || right[index] === '*') return true;
    if (index >= left.length || index >= right.length) return left.length === right.length;
    const [one, other] = [left[index], right[index]];
    if (one !== other && !one.startsWith(':') && !other.startsWith(':')) return false;
  }
}

/**
 * A path belongs to one remote: a release claiming a path another remote's live release owns is
 * refused (otherwise the first remote in a fixed order would win, silently).
 */
function assertOwnsItsPaths(registry, manifest) {
  const claims = [];
  for (const other of Object.keys(registry.remotes)) {
    const live = other === manifest.remote ? null : liveRelease(registry, other);
    for (const owned of live?.routes ?? []) {
      for (const route of manifest.routes ?? []) {
        if (routesOverlap(route.path, owned.path)) {
          claims.push(`${route.path} (${other}'s live release ${live.releaseId} owns ${owned.path})`);
        }
      }
    }
  }
  if (claims.length) {
    throw new RefusedError(
      `Refused: ${manifest.remote} ${manifest.releaseId} claims paths of another remote: ${claims.join('; ')}`,
    );
  }
}

/** Copies a build into its release folder: aside first, then one rename, so the folder is whole or absent. */
async function publishFiles(remote, distDir, releaseId) {
  const target = path.join(releasesDir, remote, releaseId);
  if (await exists(target)) return false;
  const temporary = `${target}.${process.pid}.tmp`;
  await mkdir(path.dirname(target), { recursive: true });
  await cp(distDir, temporary, { recursive: true });
  await rename(temporary, target);
  return true;
}

async function releaseRemote(remote, { candidate, distDir }) {
  const manifest = await readJson(path.join(distDir, RELEASE_MANIFEST_FILE));
  if (manifest.remote !== remote)
    throw new RefusedError(`${distDir} holds a build of ${manifest.remote}, not ${remote}`);
  const offer = candidate ? null : await liveHostOffer();
  if (offer) assertCompatible(manifest, offer);
  await assertApiReportHolds();
  const publishedDir = path.join(releasesDir, remote, manifest.releaseId);
  const onDisk = await readJson(path.join(publishedDir, RELEASE_MANIFEST_FILE)).catch(() => null);
  assertSameRelease(onDisk, manifest, path.relative(rootDir, publishedDir));
  await publishFiles(remote, distDir, manifest.releaseId);
  if (!candidate) await assertServedByOrigin(manifest);
  await updateRegistry(async (registry) => {
    const entry = remoteEntry(registry, remote);
    assertSameRelease(entry.releases[manifest.releaseId], manifest, 'in the registry');
    if (!candidate) assertOwnsItsPaths(registry, manifest);
    entry.releases[manifest.releaseId] ??= { ...manifest, publishedAt: new Date().toISOString() };
    if (!candidate && entry.live !== manifest.releaseId) setLive(registry, remote, manifest.releaseId, 'release');
    const removed = await prune(registry, remote);
    console.log(
      `${remote}: ${candidate ? 'published candidate' : 'live'} ${manifest.releaseId}` +
        (removed.length ? ` (removed ${removed.join(', ')})` : ''),
    );
  });
}

async function promote(remote, releaseId, action) {
  const offer = await liveHostOffer();
  await updateRegistry(async (registry) => {
    const entry = remoteEntry(registry, remote);
    const target = releaseId ?? (action === 'rollback' ? rollbackTarget(entry) : null);
    if (!target) throw new RefusedError(`${remote}: no earlier release to roll back to`);
    const manifest = entry.releases[target];
    if (!manifest) throw new RefusedError(`${remote}: release ${target} is not listed (see npm run releases)`);
    assertCompatible(manifest, offer);
    await assertServedByOrigin(manifest);
    assertOwnsItsPaths(registry, manifest);
    if (entry.live === target) {
      console.log(`${remote}: ${target} is already live`);
      return;
    }
    setLive(registry, remote, target, action);
    console.log(`${remote}: live ${target} (${action}; was ${entry.history.at(-1)?.previous ?? 'none'})`);
  });
}

/** Where a shell is built before it replaces the served one: beside it, so the swap is two renames. */
const shellCandidateDir = path.join(path.dirname(shellDist), '.release-candidate');

/**
 * Builds this checkout's shell into `shellCandidateDir`, or copies a build made elsewhere there, and
 * returns the shared versions and shared-ui exports it offers.
 */
async function shellCandidate(builtDir) {
  await rm(shellCandidateDir, { recursive: true, force: true });
  if (builtDir) await cp(builtDir, shellCandidateDir, { recursive: true });
  else {
    const build = spawnSync(
      process.execPath,
      [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', shellCandidateDir, '--logLevel', 'warn'],
      {
        cwd: path.join(rootDir, areas.shell.dir),
        stdio: 'inherit',
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      },
    );
    if (build.status !== 0) throw new Error('The shell build failed');
    // Its chrome and not-found screen as HTML, for the site's server to put around pages (decision 0185).
    for (const args of [
      [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '--logLevel', 'warn'],
      [path.join(rootDir, 'tooling/ssr/prerenderShell.mjs'), '.', shellCandidateDir],
    ]) {
      const step = spawnSync(process.execPath, args, {
        cwd: path.join(rootDir, areas.shell.dir),
        stdio: 'inherit',
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      });
      if (step.status !== 0) throw new Error('The shell prerender failed');
    }
  }
  return readJson(path.join(shellCandidateDir, HOST_OFFER_FILE));
}

/** Replaces the served shell with the candidate (two renames; the server reads its files per request). */
async function swapShellIn() {
  const previousDir = path.join(path.dirname(shellDist), '.release-previous');
  await rm(previousDir, { recursive: true, force: true });
  if (await exists(shellDist)) await rename(shellDist, previousDir);
  await rename(shellCandidateDir, shellDist);
  await rm(previousDir, { recursive: true, force: true });
}

/** Each live remote (but those in `except`) that a shell offering `offer` would break, with why. */
function brokenLiveRemotes(registry, offer, except = new Set()) {
  return remoteNames.flatMap((remote) => {
    const live = except.has(remote) ? null : liveRelease(registry, remote);
    const refusals = live ? releaseRefusals(live, offer) : [];
    return refusals.length ? [`${remote} ${live.releaseId}: ${refusals.join('; ')}`] : [];
  });
}

/**
 * A shell release changes what every remote runs against: it is built aside, checked against each
 * live remote, and only then swapped in. `npm run build -w shell` runs this too, so no build replaces
 * a served shell that live remotes cannot use.
 */
async function releaseShell() {
  await assertApiReportHolds();
  const offer = await shellCandidate(null);
  const broken = brokenLiveRemotes(await readRegistry(), offer);
  if (broken.length) {
    await rm(shellCandidateDir, { recursive: true, force: true });
    throw new RefusedError(
      `Refused: this shell would break live remotes:\n  ${broken.join('\n  ')}\n` +
        'A shared-ui major goes out with the remotes rebuilt against it, as one set: ' +
        'node tooling/releases/cli.mjs release-set shell <remote> … (docs/releasing.md)',
    );
  }
  await swapShellIn();
  console.log(`shell: live (shared-ui ${offer.sharedUi}, react ${offer.shared.react})`);
}

/** Builds a remote of this checkout aside (not into its dist/), for a set. */
function buildRemoteAside(remote) {
  const outDir = path.join(releasesDir, '.set-builds', remote);
  const build = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(rootDir, areas[remote].dir),
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (build.status !== 0) throw new Error(`The build of ${remote} failed`);
  return outDir;
}

/**
 * Releases parts that only work together as one set (decision 0092), such as a shared-ui major's
 * shell and the remotes rebuilt against it: the shell (built, or `shell=DIR`) and remotes (built, or
 * `<remote>=DIR`). Each remote is checked against the set's shell, every live remote outside the set
 * must still fit it, and then every remote of the set becomes live in one registry write (history
 * steps `release-set` naming the set). The shell is swapped in after that write; until it is, a
 * server on the previous shell keeps serving the releases the set replaced (runtime.mjs `servedRelease`).
 */
async function releaseSet(parts) {
  const shellPart = parts.find(([name]) => name === 'shell');
  const remotes = parts.filter(([name]) => name !== 'shell').map(([name, dir]) => [remoteArgument(name), dir]);
  if (!remotes.length) throw new RefusedError('Name the remotes of the set: release-set shell learning contests …');
  await assertApiReportHolds();
  const manifests = [];
  for (const [remote, dir] of remotes) {
    const distDir = path.resolve(dir ?? buildRemoteAside(remote));
    const manifest = await readJson(path.join(distDir, RELEASE_MANIFEST_FILE));
    if (manifest.remote !== remote) {
      throw new RefusedError(`${distDir} holds a build of ${manifest.remote}, not ${remote}`);
    }
    manifests.push({ manifest, distDir });
  }
  const offer = shellPart ? await shellCandidate(shellPart[1] && path.resolve(shellPart[1])) : await liveHostOffer();
  const dropShellCandidate = () => (shellPart ? rm(shellCandidateDir, { recursive: true, force: true }) : null);
  const inSet = new Set(manifests.map(({ manifest }) => manifest.remote));
  const problems = [
    ...manifests.flatMap(({ manifest }) => {
      const refusals = releaseRefusals(manifest, offer);
      return refusals.length ? [`${manifest.remote} ${manifest.releaseId}: ${refusals.join('; ')}`] : [];
    }),
    ...brokenLiveRemotes(await readRegistry(), offer, inSet).map((problem) => `${problem} (live, not in the set)`),
  ];
  if (problems.length) {
    await dropShellCandidate();
    throw new RefusedError(
      `Refused: the set cannot run on its shell (shared-ui ${offer.sharedUi}); rebuild these against it and ` +
        `add them to the set:\n  ${problems.join('\n  ')}`,
    );
  }
  for (const { manifest, distDir } of manifests) {
    const publishedDir = path.join(releasesDir, manifest.remote, manifest.releaseId);
    const onDisk = await readJson(path.join(publishedDir, RELEASE_MANIFEST_FILE)).catch(() => null);
    assertSameRelease(onDisk, manifest, path.relative(rootDir, publishedDir));
    await publishFiles(manifest.remote, distDir, manifest.releaseId);
    await assertServedByOrigin(manifest);
  }
  const set = createHash('sha256')
    .update(JSON.stringify([offer, ...manifests.map(({ manifest }) => manifest.releaseId)]))
    .digest('hex')
    .slice(0, 12);
  try {
    await updateRegistry(async (registry) => {
      // Checked again under the registry's lock: another release may have gone live since.
      const brokenNow = brokenLiveRemotes(registry, offer, inSet);
      if (brokenNow.length) {
        throw new RefusedError(`Refused: the set's shell would break live remotes:\n  ${brokenNow.join('\n  ')}`);
      }
      const after = structuredClone(registry);
      for (const { manifest } of manifests) {
        const entry = remoteEntry(after, manifest.remote);
        entry.releases[manifest.releaseId] = manifest;
        entry.live = manifest.releaseId;
      }
      for (const { manifest } of manifests) assertOwnsItsPaths(after, manifest);
      const at = new Date().toISOString();
      for (const { manifest } of manifests) {
        const entry = remoteEntry(registry, manifest.remote);
        assertSameRelease(entry.releases[manifest.releaseId], manifest, 'in the registry');
        entry.releases[manifest.releaseId] ??= { ...manifest, publishedAt: at };
        if (entry.live !== manifest.releaseId) {
          setLive(registry, manifest.remote, manifest.releaseId, 'release-set', { set, at });
        }
        await prune(registry, manifest.remote);
      }
    });
  } catch (error) {
    await dropShellCandidate();
    throw error;
  }
  if (shellPart) await swapShellIn();
  await rm(path.join(releasesDir, '.set-builds'), { recursive: true, force: true });
  const released = manifests.map(({ manifest }) => `${manifest.remote} ${manifest.releaseId}`);
  console.log(`set ${set}: live ${[shellPart ? `shell (shared-ui ${offer.sharedUi})` : null, ...released].filter(Boolean).join(', ')}`);
}

/**
 * Prints a QA link: a signed token naming candidate releases (`contests:<id>[,learning:<id>]`) that
 * expires after `minutes`. Refused for a release that is not kept, was rolled back, or that the live
 * shell would refuse, and without QA_OVERRIDE_SECRET (decision 0074).
 */
async function qaLink(spec, minutes) {
  const secret = process.env.QA_OVERRIDE_SECRET;
  if (!secret) throw new RefusedError('Refused: QA_OVERRIDE_SECRET is not set; QA links are signed with it');
  const releases = Object.fromEntries(
    String(spec ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [remote, releaseId] = pair.split(':');
        return [remoteArgument(remote), releaseId];
      }),
  );
  if (!Object.keys(releases).length) throw new RefusedError('Name the releases: qa-link contests:<releaseId>');
  if (!(minutes > 0)) throw new RefusedError('--minutes must be a positive number');
  const registry = await readRegistry();
  const offer = await liveHostOffer();
  for (const [remote, releaseId] of Object.entries(releases)) {
    // The shell check last, so its refusal names the versions or exports.
    const refusal = qaReleaseRefusal(registry, remote, releaseId, () => true);
    if (refusal) throw new RefusedError(`Refused: ${refusal}`);
    assertCompatible(listedRelease(registry, remote, releaseId), offer);
  }
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  const site = (process.env.PUBLIC_SITE_URL ?? `http://localhost:${areas.shell.port}`).replace(/\/+$/, '');
  const token = signQaToken(releases, expiresAt, secret);
  console.log(`${site}/?${QA_RELEASE_PARAMETER}=${token}`);
  console.error(`QA link for ${spec}, valid until ${expiresAt.toISOString()}; ?${QA_RELEASE_PARAMETER}=off ends it.`);
}

async function list() {
  const registry = await readRegistry();
  for (const remote of remoteNames) {
    const entry = registry.remotes[remote];
    if (!entry) {
      console.log(`${remote}: never released`);
      continue;
    }
    console.log(`${remote}: live ${entry.live ?? 'none'}`);
    const releases = Object.values(entry.releases).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    for (const release of releases) {
      const marker = release.releaseId === entry.live ? '*' : ' ';
      console.log(`  ${marker} ${release.releaseId}  published ${release.publishedAt}  shared-ui ${release.sharedUi}`);
    }
    for (const step of entry.history.slice(-5)) {
      console.log(`    ${step.at}  ${step.action} ${step.releaseId} (was ${step.previous ?? 'none'})`);
    }
  }
  const onDisk = await readdir(releasesDir).catch(() => []);
  if (!onDisk.length) console.log(`(no releases in ${path.relative(rootDir, releasesDir) || releasesDir})`);
}

/** Accepts a remote's name or its folder (`npm run release -w mfe-learning` passes the folder's name). */
function remoteArgument(value) {
  const remote = remoteNames.find((name) => name === value || areas[name].dir === value);
  if (!remote) throw new RefusedError(`Unknown remote "${value}". One of: ${remoteNames.join(', ')}`);
  return remote;
}

const [command = 'list', target, ...rest] = process.argv.slice(2);
try {
  if (command === 'release' && (target === 'shell' || target === areas.shell.dir)) await releaseShell();
  else if (command === 'release') {
    const remote = remoteArgument(target);
    const distOption = rest.indexOf('--dist');
    const distDir = distOption >= 0 ? rest[distOption + 1] : path.join(rootDir, areas[remote].dir, 'dist');
    await releaseRemote(remote, { candidate: rest.includes('--candidate'), distDir: path.resolve(distDir) });
  } else if (command === 'release-set') {
    const parts = [target, ...rest].filter(Boolean).map((part) => {
      const [name, ...dir] = part.split('=');
      return [name === areas.shell.dir ? 'shell' : name, dir.length ? dir.join('=') : null];
    });
    await releaseSet(parts);
  } else if (command === 'promote') await promote(remoteArgument(target), rest[0], 'promote');
  else if (command === 'rollback') await promote(remoteArgument(target), rest[0], 'rollback');
  else if (command === 'qa-link') {
    const minutesOption = rest.indexOf('--minutes');
    await qaLink(target, minutesOption >= 0 ? Number(rest[minutesOption + 1]) : DEFAULT_QA_LINK_MINUTES);
  } else if (command === 'list') await list();
  else throw new RefusedError(`Unknown command "${command}": release, release-set, promote, rollback, qa-link or list`);
} catch (error) {
  console.error(error instanceof RefusedError ? error.message : error);
  process.exitCode = 1;
} finally {
  await registryStore?.close();
}
