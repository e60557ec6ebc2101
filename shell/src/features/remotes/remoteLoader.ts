import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-ui';
import { importRemoteModule } from './federationRuntime';
import { getRuntimeManifest } from './runtimeManifest';

/** A remote that has not answered by then is reported unavailable rather than leaving a skeleton forever. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** How long a failed load answers later callers before the next one tries again. */
const FAILURE_REUSE_MS = 3_000;

const loaded = new Map<RemoteName, ComponentType>();
const inFlight = new Map<RemoteName, Promise<ComponentType>>();

export function loadedRemoteApp(name: RemoteName): ComponentType | undefined {
  return loaded.get(name);
}

function withTimeout<T>(promise: Promise<T>, name: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${name} area did not load in time`)), REMOTE_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Fetches a remote's `./App`. Federation can fail before React renders anything, so failures are
 * caught here and reported to the caller. `attempt` > 0 re-reads the manifest and bypasses the
 * browser's memory of the failed entry URL.
 */
export function loadRemoteApp(name: RemoteName, attempt = 0): Promise<ComponentType> {
  const done = loaded.get(name);
  if (done) return Promise.resolve(done);
  const pending = inFlight.get(name);
  if (pending && attempt === 0) return pending;

  const request = withTimeout(
    (async () => {
      const manifest = await getRuntimeManifest({ fresh: attempt > 0 });
      const entryUrl = manifest.remotes[name];
      if (!entryUrl) throw new Error(`No location configured for the ${name} area`);
      const url = attempt > 0 ? `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}retry=${attempt}` : entryUrl;
      const App = await importRemoteModule(name, url, './App');
      if (typeof App !== 'function' && (typeof App !== 'object' || App === null)) {
        throw new Error(`The ${name} area did not expose a component`);
      }
      return App as ComponentType;
    })(),
    name,
  );
  inFlight.set(name, request);
  request.then(
    (App) => {
      loaded.set(name, App);
      inFlight.delete(name);
    },
    // Whoever asks again right away (the area mounting after its route waited for it) hears of this
    // failure rather than starting a second request; a later visit or Retry tries afresh.
    () =>
      setTimeout(() => {
        if (inFlight.get(name) === request) inFlight.delete(name);
      }, FAILURE_REUSE_MS),
  );
  return request;
}
