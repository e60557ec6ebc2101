// What the shell's server tells a page about the remotes: where each live release's entry is, and its
// manifest (routes, contract, shared ranges), read from the environment's registry on every request.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { releaseRefusals } from '@mindset/federation-config/release-checks';
import { areas, remoteNames } from '../areas.mjs';
import { listedRelease, liveRelease, releasesDir, RELEASE_ID } from './registry.mjs';

/**
 * Where a remote's releases are served: configuration (REMOTE_<NAME>_ORIGIN), else the remote's
 * server on this machine. Never derived from a request.
 */
export function remoteOrigin(remote) {
  return (process.env[`REMOTE_${remote.toUpperCase()}_ORIGIN`] ?? `http://localhost:${areas[remote].port}`).replace(
    /\/+$/,
    '',
  );
}

export function releaseEntryUrl(remote, manifest) {
  return `${remoteOrigin(remote)}/${manifest.releaseId}/${manifest.entry}`;
}

/** The part of a release manifest a page needs to route and to check the remote before running it. */
function pageRelease(manifest) {
  const { releaseId, sharedUi, shared, sharedUiImports, routes } = manifest;
  return { releaseId, sharedUi, shared, sharedUiImports, routes };
}

/**
 * The runtime manifest for one request. Per remote: an explicit REMOTE_<NAME>_URL wins (an entry
 * outside the registry, e.g. another environment's); then a QA override for this browser; then the
 * live release. `base` supplies the payment service and the entry of a remote never released.
 */
export function withReleases(base, registry, overrides = {}) {
  const remotes = { ...base.remotes };
  const releases = {};
  for (const remote of remoteNames) {
    const manifest =
      (overrides[remote] && listedRelease(registry, remote, overrides[remote])) ?? liveRelease(registry, remote);
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

function parseOverrides(text) {
  const overrides = {};
  for (const pair of String(text ?? '').split(',')) {
    const [remote, releaseId] = pair.trim().split(':');
    if (remoteNames.includes(remote) && RELEASE_ID.test(releaseId ?? '')) overrides[remote] = releaseId;
  }
  return overrides;
}

function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * QA's overrides for this browser: `?qa-release=learning:<releaseId>` (comma-separated for several,
 * `?qa-release=off` to clear) or the cookie it sets. Only release ids the registry lists for that
 * remote count: a link can pick among published releases, never point a page at an arbitrary URL.
 * Returns the overrides that apply and, when the query changed them, the Set-Cookie to send.
 */
export function qaOverrides(request, registry) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const fromQuery = url.searchParams.get(QA_RELEASE_PARAMETER);
  const requested = parseOverrides(fromQuery ?? cookieValue(request.headers.cookie, QA_RELEASE_PARAMETER));
  const overrides = Object.fromEntries(
    Object.entries(requested).filter(([remote, releaseId]) => listedRelease(registry, remote, releaseId)),
  );
  let setCookie = null;
  if (fromQuery !== null) {
    const value = Object.entries(overrides)
      .map(([remote, releaseId]) => `${remote}:${releaseId}`)
      .join(',');
    setCookie = value
      ? `${QA_RELEASE_PARAMETER}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; HttpOnly`
      : `${QA_RELEASE_PARAMETER}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
  }
  return { overrides, setCookie };
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

/**
 * Whether the shell built in `shellDistDir` may run a remote's release: the page refuses one that does
 * not fit, so the server must not preload its code either.
 */
export function hostCanRun(runtime, remote, shellDistDir) {
  const release = runtime.releases?.[remote];
  const offer = hostOfferOf(shellDistDir);
  return !release || !offer || releaseRefusals(release, offer).length === 0;
}
