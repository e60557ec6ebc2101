import type { RuntimeManifest } from 'shared-ui';

declare global {
  interface Window {
    /** Inlined by the shell's server into index.html; the same document as /remotes.json. */
    __RUNTIME_MANIFEST__?: RuntimeManifest;
  }
}

let manifestRequest: Promise<RuntimeManifest> | null = null;

async function fetchManifest(): Promise<RuntimeManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /remotes.json (${response.status})`);
  return (await response.json()) as RuntimeManifest;
}

/**
 * Where each remote lives in this environment. Read once per page load, so a remote redeployed
 * elsewhere is picked up by the next load; `fresh` asks the server again (used by Retry).
 */
export function getRuntimeManifest({ fresh = false } = {}): Promise<RuntimeManifest> {
  if (fresh) {
    manifestRequest = fetchManifest();
  } else if (!manifestRequest) {
    const inlined = window.__RUNTIME_MANIFEST__;
    manifestRequest = inlined ? Promise.resolve(inlined) : fetchManifest();
  }
  const request = manifestRequest;
  request.catch(() => {
    if (manifestRequest === request) manifestRequest = null;
  });
  return request;
}
