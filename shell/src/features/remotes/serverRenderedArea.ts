import type { AreaId } from './areas';

/**
 * The area the site's server rendered into this page (tooling/ssr/fragments.mjs): its element, with
 * the remote and the release it was rendered with. Read once, before React replaces #root's content;
 * handed to the first RemoteArea of that remote, which hydrates it (ServerRenderedArea).
 */
interface ServerRendered {
  remote: AreaId;
  releaseId: string;
  element: HTMLElement;
}

let pending: ServerRendered | null = null;

/** Takes the server-rendered area out of the page's HTML, once, at start-up (main.tsx). */
export function findServerRenderedArea(): ServerRendered | null {
  const element = document.getElementById('ssr-area');
  const remote = element?.dataset.remote;
  const releaseId = element?.dataset.release;
  pending = element && remote && releaseId ? { remote, releaseId, element } : null;
  return pending;
}

/**
 * The server-rendered area of `remote`, for the one RemoteArea that hydrates it; null once taken,
 * or when the page has none (that area renders in the browser, as every area used to).
 */
export function claimServerRenderedArea(remote: AreaId): HTMLElement | null {
  if (pending?.remote !== remote) return null;
  const { element } = pending;
  pending = null;
  return element;
}

/** Its code could not be had: the area renders in the browser, and the server's HTML goes. */
export function dropServerRenderedArea(): void {
  pending?.element.remove();
  pending = null;
}
