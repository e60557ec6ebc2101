import type { RuntimeManifest } from 'shared-ui';

declare global {
  interface Window {
    /** Inlined by the shell's server into index.html; the same document as /remotes.json. */
    __RUNTIME_MANIFEST__?: RuntimeManifest;
  }
}

let manifestRequest: Promise<RuntimeManifest> | null = null;
let lastKnown: RuntimeManifest | null = null;

async function fetchManifest(): Promise<RuntimeManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /remotes.json (${response.status})`);
  lastKnown = (await response.json()) as RuntimeManifest;
  return lastKnown;
}

/**
 * Where each remote lives in this environment. Read once per page load, so a remote redeployed
 * elsewhere is picked up by the next load; `fresh` asks the server again (used by Retry).
 */
export function getRuntimeManifest({ fresh = false } = {}): Promise<RuntimeManifest> {
  const known = lastKnown ?? window.__RUNTIME_MANIFEST__ ?? null;
  // What the page already holds is read again each time, never kept in a promise: it is the source.
  if (!fresh && known) return Promise.resolve(known);
  if (fresh) {
    // A retry asks again (the remote may have moved), but keeps what it knew if the shell is unreachable.
    manifestRequest = fetchManifest().catch((error: unknown) => {
      if (known) return known;
      throw error;
    });
  } else if (!manifestRequest) {
    manifestRequest = fetchManifest();
  }
  const request = manifestRequest;
  request.catch(() => {
    if (manifestRequest === request) manifestRequest = null;
  });
  return request;
}
