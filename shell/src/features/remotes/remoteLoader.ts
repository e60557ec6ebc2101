import { areasOf, byArea, type AreaId } from './areas';
import type { ComponentType } from 'react';
import { releaseRefusals, sharedOnHostVersions } from '@mindset/federation-config/release-checks';
import type { RemoteFailureKind } from './errorReporting';
import { importRemoteModule } from './federationRuntime';
import { hostOffer } from './hostOffer';
import { getRuntimeManifest } from './runtimeManifest';

/**
 * A first attempt that has not finished by then is retried once with a fresh request (the first
 * stays in the race); the second gets as long again before the area shows its panel, so a remote
 * that never answers costs about four seconds, not fifteen.
 */
export const FIRST_ATTEMPT_TIMEOUT_MS = 2_000;
export const RETRY_TIMEOUT_MS = 2_000;

/** What browsers say when a module script cannot be fetched (offline, refused, 404, CORS). */
const MODULE_FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** How long a failed load answers later callers before the next one tries again. */
const FAILURE_REUSE_MS = 3_000;

export function isModuleFetchFailure(error: unknown): boolean {
  return error instanceof Error && MODULE_FETCH_FAILURE.test(error.message);
}

/** A remote that could not be mounted, and why: shown in its panel, logged and reported as such. */
export class RemoteLoadError extends Error {
  constructor(
    readonly kind: Exclude<RemoteFailureKind, 'render' | 'stale-chunk'>,
    readonly remote: AreaId,
    readonly releaseId: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

interface LoadedRemote {
  App: ComponentType;
  releaseId: string | null;
}

const loaded = new Map<AreaId, LoadedRemote>();
/** Areas whose load failed on this page, until one loads. */
const failedAreas = new Set<AreaId>();
/** Areas whose release in the page's latest manifest this shell refuses: they will not load either. */
let refusedAreas = new Set<AreaId>();
/** How many areas the page's latest manifest names. */
let areaCount = 0;
const inFlight = new Map<AreaId, Promise<ComponentType>>();
/** Makes each retry's entry URL new to the browser, which remembers a failed module fetch. */
let requestCount = 0;

export function loadedRemoteApp(name: AreaId): ComponentType | undefined {
  return loaded.get(name)?.App;
}

export function loadedReleaseId(name: AreaId): string | null {
  return loaded.get(name)?.releaseId ?? null;
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function importApp(name: AreaId, url: string, releaseId: string | null): Promise<ComponentType> {
  let App: unknown;
  try {
    App = await importRemoteModule(name, url, './App');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kind = isModuleFetchFailure(error) ? 'unreachable' : 'evaluation';
    throw new RemoteLoadError(kind, name, releaseId, message);
  }
  if (typeof App !== 'function' && (typeof App !== 'object' || App === null)) {
    throw new RemoteLoadError('evaluation', name, releaseId, `${url} did not expose a component as ./App`);
  }
  return App as ComponentType;
}

function entryRequestUrl(entryUrl: string): string {
  requestCount += 1;
  return `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}retry=${requestCount}`;
}

async function fetchRemoteApp(name: AreaId, fresh: boolean): Promise<LoadedRemote> {
  const manifest = byArea(await getRuntimeManifest({ fresh }));
  const entryUrl = manifest.remotes[name];
  const release = manifest.releases[name];
  const releaseId = release?.releaseId ?? null;
  areaCount = areasOf(manifest).length;
  refusedAreas = new Set(
    areasOf(manifest).filter((remote) => {
      const other = manifest.releases[remote];
      return other && releaseRefusals(other, hostOffer).length > 0;
    }),
  );
  if (!entryUrl) throw new RemoteLoadError('unreachable', name, null, `No location configured for the ${name} area`);
  // Refused before any of its code runs: a remote needing another React, router, a newer shared-ui
  // or a shared-ui export this shell lacks would crash inside the page (docs/decisions/0031 and 0072).
  if (release) {
    const refusals = releaseRefusals(release, hostOffer);
    if (refusals.length) throw new RemoteLoadError('refused', name, releaseId, refusals.join('; '));
    const onHostVersions = sharedOnHostVersions(release, hostOffer);
    if (onHostVersions.length)
      console.warn(`[remote shared] ${name} (release ${releaseId}): ${onHostVersions.join('; ')}`);
  }
  const timedOut = (milliseconds: number) => () =>
    new RemoteLoadError('unreachable', name, releaseId, `${entryUrl} did not answer within ${milliseconds / 1000} s`);

  const first = importApp(name, fresh ? entryRequestUrl(entryUrl) : entryUrl, releaseId);
  try {
    return { App: await withTimeout(first, FIRST_ATTEMPT_TIMEOUT_MS, timedOut(FIRST_ATTEMPT_TIMEOUT_MS)), releaseId };
  } catch (error) {
    if (!(error instanceof RemoteLoadError) || error.kind !== 'unreachable') throw error;
  }
  // Once more by itself: a remote that was slow or briefly down often answers the second time.
  const second = importApp(name, entryRequestUrl(entryUrl), releaseId);
  const either = Promise.any([first, second]).catch((error: unknown) => {
    throw error instanceof AggregateError ? error.errors.at(-1) : error;
  });
  const total = FIRST_ATTEMPT_TIMEOUT_MS + RETRY_TIMEOUT_MS;
  return { App: await withTimeout(either, RETRY_TIMEOUT_MS, timedOut(total)), releaseId };
}

/**
 * Fetches a remote's `./App`. Federation can fail before React renders anything, so failures are
 * caught here, classified (RemoteLoadError) and passed to the caller. `fresh` re-reads the manifest
 * (a Retry, or the live release after a stale chunk) and forgets what was loaded before.
 */
export function loadRemoteApp(name: AreaId, { fresh = false } = {}): Promise<ComponentType> {
  const done = loaded.get(name);
  if (done && !fresh) return Promise.resolve(done.App);
  const pending = inFlight.get(name);
  if (pending && !fresh) return pending;

  const request = fetchRemoteApp(name, fresh).then(
    (remote) => {
      loaded.set(name, remote);
      failedAreas.delete(name);
      return remote.App;
    },
    (error: unknown) => {
      failedAreas.add(name);
      throw error;
    },
  );
  inFlight.set(name, request);
  request.then(
    () => inFlight.delete(name),
    // Whoever asks again right away (the area mounting after its route waited for it) hears of this
    // failure rather than starting a second request; a later visit or Retry tries afresh.
    () =>
      setTimeout(() => {
        if (inFlight.get(name) === request) inFlight.delete(name);
      }, FAILURE_REUSE_MS),
  );
  return request;
}

/**
 * The areas other than `remote` this page knows cannot be shown: they failed to load, or this shell
 * refuses their release. A failure panel names them rather than claim the rest of the site works.
 */
export function otherUnavailableAreas(remote: AreaId): AreaId[] {
  return [...new Set([...failedAreas, ...refusedAreas])].filter((other) => other !== remote);
}

/** Drops pending and recently failed loads (what loaded stays), so each component test starts as a new page would. */
export function forgetUnfinishedLoads(): void {
  inFlight.clear();
  failedAreas.clear();
  refusedAreas = new Set();
}

/** How many areas the page knows of (from its latest manifest). */
export function knownAreaCount(): number {
  return areaCount;
}
