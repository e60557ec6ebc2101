import type { RuntimeManifest } from '@mindset/shared-ui';

/** The id of the JSON script tag the shell's server inlines into index.html (tooling/serve.mjs). */
export const RUNTIME_MANIFEST_ELEMENT_ID = 'runtime-manifest';

/**
 * The same document as /remotes.json, inlined as data rather than code (`type="application/json"`),
 * so the site's CSP allows no inline script.
 */
function inlinedManifest(): RuntimeManifest | null {
  const text = document.getElementById(RUNTIME_MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RuntimeManifest;
  } catch {
    return null;
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
  const known = lastKnown ?? inlinedManifest();
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
