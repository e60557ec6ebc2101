// What the shell's server tells a page about the remotes: where each live release's entry is, and its
// manifest (routes, contract, shared ranges), read from the environment's registry on every request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { releaseRefusals } from '@mindset/federation-config/release-checks';
import { areas, remoteNames } from '../areas.mjs';
import { listedRelease, liveRelease, releasesDir, RELEASE_ID } from './registry.mjs';

/**
 * Where a remote's releases are served: configuration (REMOTE_<NAME>_ORIGIN); else any static origin
 * holding a copy of the releases folder (RELEASES_ORIGIN: a CDN or an object store, `<origin>/<remote>/<id>/…`);
 * else the remote's server on this machine. Never derived from a request.
 */
export function remoteOrigin(remote) {
  const releasesOrigin = process.env.RELEASES_ORIGIN?.replace(/\/+$/, '');
  return (
    process.env[`REMOTE_${remote.toUpperCase()}_ORIGIN`] ??
    (releasesOrigin ? `${releasesOrigin}/${remote}` : `http://localhost:${areas[remote].port}`)
  ).replace(/\/+$/, '');
}

export function releaseEntryUrl(remote, manifest) {
  return `${remoteOrigin(remote)}/${manifest.releaseId}/${manifest.entry}`;
}

/**
 * The part of a release manifest a page needs to route and to check the remote before running it,
 * and the pages it prerendered (the site's server looks a page's fragment up only when listed, decision 0095).
 */
function pageRelease(manifest) {
  const { releaseId, sharedUi, shared, sharedUiImports, routes, prerendered } = manifest;
  return { releaseId, sharedUi, shared, sharedUiImports, routes, ...(prerendered ? { prerendered } : {}) };
}

/**
 * The release of a remote a server serves: the live one; but while a set that this server's shell
 * cannot run went live in its place (`release-set`, a shared-ui major: the registry is written before
 * each server's shell is replaced), the release the set replaced, when this shell runs that one
 * (docs/decisions/0092-a-shared-ui-major-as-one-set.md). `canRun`: whether this server's shell runs a manifest.
 */
export function servedRelease(registry, remote, canRun = () => true) {
  const live = liveRelease(registry, remote);
  if (!live || canRun(live)) return live;
  const entry = registry.remotes[remote];
  const step = entry.history?.at(-1);
  const replaced = step?.set && step.releaseId === entry.live ? listedRelease(registry, remote, step.previous) : null;
  return replaced && canRun(replaced) ? replaced : live;
}

/**
 * The runtime manifest for one request. Per remote: an explicit REMOTE_<NAME>_URL wins (an entry
 * outside the registry, e.g. another environment's); then a QA override for this browser; then the
 * release served (`servedRelease`). `base` supplies the payment service and the entry of a remote never released.
 */
export function withReleases(base, registry, overrides = {}, { canRun } = {}) {
  const remotes = { ...base.remotes };
  const releases = {};
  for (const remote of remoteNames) {
    const manifest =
      (overrides[remote] && listedRelease(registry, remote, overrides[remote])) ??
      servedRelease(registry, remote, canRun);
    if (!manifest) continue;
    releases[remote] = pageRelease(manifest);
    remotes[remote] = process.env[`REMOTE_${remote.toUpperCase()}_URL`] ?? releaseEntryUrl(remote, manifest);
  }
  return { ...base, remotes, releases };
}

/** A route pattern (`/modules/:id`, `/community/*`) as a regular expression over a pathname. */
function routePattern(routePath) {
  const source = routePath
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace(/\/\.\*$/, '(?:/.*)?');
  return new RegExp(`^${source || '/'}/?$`);
}

const patternCache = new Map();

/** The remote whose live (or overridden) release owns a pathname, and the route it matched. */
export function routeForPath(runtime, pathname) {
  for (const [remote, release] of Object.entries(runtime.releases ?? {})) {
    for (const route of release.routes ?? []) {
      let pattern = patternCache.get(route.path);
      if (!pattern) patternCache.set(route.path, (pattern = routePattern(route.path)));
      if (pattern.test(pathname)) return { remote, route };
    }
  }
  return null;
}

/** Name of the cookie and query parameter that point one browser at candidate releases. */
export const QA_RELEASE_PARAMETER = 'qa-release';

const QA_TOKEN_PREFIX = 'qa1';

/**
 * The secret QA links are signed with (QA_OVERRIDE_SECRET). Without it no override is honoured: an
 * environment allows QA overrides by setting it (docs/decisions/0074-signed-qa-overrides.md).
 */
function qaSecret() {
  return process.env.QA_OVERRIDE_SECRET || null;
}

const signature = (payload, secret) => createHmac('sha256', secret).update(payload).digest('base64url');

function parseOverrides(text) {
  const overrides = {};
  for (const pair of String(text ?? '').split(',')) {
    const [remote, releaseId] = pair.trim().split(':');
    if (remoteNames.includes(remote) && RELEASE_ID.test(releaseId ?? '')) overrides[remote] = releaseId;
  }
  return overrides;
}

/**
 * A QA token: which release of which remote (`contests:<id>,learning:<id>`) until when, signed with
 * HMAC-SHA256. Printed as a link by `node tooling/releases/cli.mjs qa-link`.
 */
export function signQaToken(releases, expiresAt, secret) {
  const spec = Object.entries(releases)
    .map(([remote, releaseId]) => `${remote}:${releaseId}`)
    .join(',');
  const payload = `${QA_TOKEN_PREFIX}.${Buffer.from(JSON.stringify({ releases: spec, expiresAt: expiresAt.getTime() })).toString('base64url')}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The releases and expiry a token names, or why it is refused: `forged` (bad signature or shape) or `expired`. */
export function verifyQaToken(token, secret, now = Date.now()) {
  const [prefix, body, signed, ...extra] = String(token).split('.');
  if (prefix !== QA_TOKEN_PREFIX || !body || !signed || extra.length) return { refused: 'forged' };
  const expected = Buffer.from(signature(`${prefix}.${body}`, secret));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'forged' };
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { refused: 'forged' };
  }
  const releases = parseOverrides(claims?.releases);
  if (!Number.isFinite(claims?.expiresAt) || !Object.keys(releases).length) return { refused: 'forged' };
  if (claims.expiresAt <= now) return { refused: 'expired' };
  return { releases, expiresAt: new Date(claims.expiresAt).toISOString() };
}

/** Whether a release of a remote was live once and rolled back from. */
export function wasRolledBack(registry, remote, releaseId) {
  return (registry.remotes?.[remote]?.history ?? []).some(
    (step) => step.action === 'rollback' && step.previous === releaseId,
  );
}

/**
 * Why a QA override may not point a browser at a release, or null when it may: the registry must
 * list it, it must never have been rolled back from, and this shell must be able to run it.
 */
export function qaReleaseRefusal(registry, remote, releaseId, canRun) {
  const manifest = listedRelease(registry, remote, releaseId);
  if (!manifest) return `${remote} ${releaseId} is not a kept release`;
  if (wasRolledBack(registry, remote, releaseId)) return `${remote} ${releaseId} was rolled back`;
  if (!canRun(manifest)) return `${remote} ${releaseId} cannot run on this shell`;
  return null;
}

function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

const clearedQaCookie = `${QA_RELEASE_PARAMETER}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;

/**
 * QA's overrides for this browser: a signed, expiring token from a QA link
 * (`?qa-release=<token>`, `?qa-release=off` to clear) or the cookie it sets. Honoured only with
 * QA_OVERRIDE_SECRET set, a valid signature, before its expiry, and for releases `qaReleaseRefusal`
 * accepts (`canRun`: whether this shell runs a manifest); anything else leaves the live releases and
 * clears the cookie. Returns the overrides that apply, `active` (what the page's badge shows),
 * `refused` (why a token was not honoured) and the Set-Cookie to send, if any.
 */
export function qaOverrides(request, registry, { canRun = () => true, now = Date.now(), secret = qaSecret() } = {}) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const fromQuery = url.searchParams.get(QA_RELEASE_PARAMETER);
  const fromCookie = cookieValue(request.headers.cookie, QA_RELEASE_PARAMETER);
  const token = fromQuery ?? fromCookie;
  const none = { overrides: {}, active: null };
  if (!token || fromQuery === 'off') return { ...none, refused: null, setCookie: token ? clearedQaCookie : null };
  if (!secret) return { ...none, refused: 'QA overrides are off here', setCookie: clearedQaCookie };
  const verified = verifyQaToken(token, secret, now);
  const refused =
    verified.refused ??
    Object.entries(verified.releases)
      .map(([remote, releaseId]) => qaReleaseRefusal(registry, remote, releaseId, canRun))
      .find(Boolean) ??
    null;
  if (refused) return { ...none, refused, setCookie: clearedQaCookie };
  const maxAge = Math.max(0, Math.floor((Date.parse(verified.expiresAt) - now) / 1000));
  return {
    overrides: verified.releases,
    active: { releases: verified.releases, expiresAt: verified.expiresAt },
    refused: null,
    setCookie:
      fromQuery === null
        ? null
        : `${QA_RELEASE_PARAMETER}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`,
  };
}

/**
 * The file a remote's server sends for a path: `/<releaseId>/…` from that release's folder (immutable),
 * and the unversioned `/assets/…` from the live release, so an entry URL configured without a release
 * id keeps working. Null when there is no such file location.
 */
export function releaseFilePath(remote, urlPath, registry) {
  const remoteDir = path.join(releasesDir, remote);
  const [, first] = urlPath.split('/');
  if (first && RELEASE_ID.test(first)) return path.join(remoteDir, urlPath);
  const live = registry.remotes?.[remote]?.live;
  return live ? path.join(remoteDir, live, urlPath) : null;
}

/** Files under a release id never change, whatever their name. */
export function isVersionedPath(urlPath) {
  return RELEASE_ID.test(urlPath.split('/')[1] ?? '');
}

const hostOffers = new Map();

/** The shared versions a shell build offers (its host-offer.json), re-read when a shell release replaces it. */
function hostOfferOf(shellDistDir) {
  const file = path.join(shellDistDir, 'host-offer.json');
  try {
    const { mtimeMs } = statSync(file);
    const cached = hostOffers.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.offer;
    const offer = JSON.parse(readFileSync(file, 'utf8'));
    hostOffers.set(file, { mtimeMs, offer });
    return offer;
  } catch {
    return null;
  }
}

/** Verdicts of `hostAccepts` per offer read, by release id (a content hash): a page asks for every remote. */
const verdicts = new WeakMap();

/** Whether the shell built in `shellDistDir` runs a release: the page's own check (releaseRefusals). */
export function hostAccepts(release, shellDistDir) {
  const offer = hostOfferOf(shellDistDir);
  if (!offer) return true;
  if (!verdicts.has(offer)) verdicts.set(offer, new Map());
  const known = verdicts.get(offer);
  if (!known.has(release.releaseId)) known.set(release.releaseId, releaseRefusals(release, offer).length === 0);
  return known.get(release.releaseId);
}

/**
 * Whether the shell built in `shellDistDir` may run a remote's release: the page refuses one that does
 * not fit, so the server must not preload its code either.
 */
export function hostCanRun(runtime, remote, shellDistDir) {
  const release = runtime.releases?.[remote];
  return !release || hostAccepts(release, shellDistDir);
}
