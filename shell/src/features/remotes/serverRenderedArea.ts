import type { AreaId } from './areas';

/**
 * The area the site's server rendered into this page (tooling/ssr/fragments.mjs): its element, with
 * the remote and the release it was rendered with. Read once, at start-up;
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

/** The caret of a text field, where the field has one (an email field has none). */
function caretOf(field: Element): [number, number] | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  const { selectionStart, selectionEnd } = field;
  return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
}

/**
 * Moves the area into the shell's slot without taking the visitor's focus or caret: a node that leaves
 * the document loses focus, so a visitor typing into the server's HTML when the shell appears would
 * type into nothing from then on.
 */
export function moveServerRenderedArea(element: HTMLElement, slot: HTMLElement): void {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && element.contains(active) ? active : null;
  const caret = focused ? caretOf(focused) : null;
  slot.appendChild(element);
  if (!focused) return;
  focused.focus({ preventScroll: true });
  if (caret && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    focused.setSelectionRange(caret[0], caret[1]);
  }
}

/**
 * The page the server drew around its content (its chrome, `data-ssr-page`, decision 0185), or the
 * area itself when it came without: the shell mounts beside it and draws its own in its place.
 */
export function findServerPage(container: HTMLElement): HTMLElement | null {
  const chrome = container.querySelector<HTMLElement>(':scope > [data-ssr-page]');
  if (chrome) return chrome;
  return pending?.element.parentElement === container ? pending.element : null;
}

/**
 * Removes the server's chrome once the shell has drawn its own: called in the layout effects of the
 * shell's commits, so the page never paints without one or with both. It stays while it still holds the
 * area, which the area's RemoteArea moves out when it mounts.
 */
export function releaseServerPage(): void {
  const chrome = document.querySelector('#root > [data-ssr-page]');
  if (chrome && !(pending && chrome.contains(pending.element))) chrome.remove();
}

/** Its code could not be had: the area renders in the browser, and the server's HTML goes. */
export function dropServerRenderedArea(): void {
  pending?.element.remove();
  pending = null;
}
