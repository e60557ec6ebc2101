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
 * The server-rendered area of `remote`, for the RemoteArea that hydrates it; null once taken, or when
 * the page has none (that area renders in the browser, as every area used to). Read during render, so
 * it takes nothing: a render React discards and starts again (the first page renders in a
 * transition, which an update can restart) must find the element again, or the area would be drawn
 * afresh and what a visitor typed into the server's HTML would be lost. It is taken when the
 * hydration commits (`takeServerRenderedArea`).
 */
export function serverRenderedAreaOf(remote: AreaId): HTMLElement | null {
  return pending?.remote === remote ? pending.element : null;
}

/** The area's element is hydrated (committed): later RemoteAreas of its remote render in the browser. */
export function takeServerRenderedArea(element: HTMLElement): void {
  if (pending?.element === element) pending = null;
}

/** Its code could not be had: the area renders in the browser, and the server's HTML goes. */
export function dropServerRenderedArea(): void {
  pending?.element.remove();
  pending = null;
}
