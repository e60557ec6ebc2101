/** Where each entry of the tab's history was scrolled to, kept for the tab's life (a reload too). */
const STORAGE_KEY = 'shell-scroll-positions';

let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, value] of Object.entries(stored)) if (typeof value === 'number') positions[key] = value;
    }
  } catch {
    // Unreadable or unavailable storage: Back then starts at the top, as a page without script would.
  }
  return positions;
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Storage full or refused: the positions stay in memory for this document.
  }
}

/** Records the current page's position under its key, before another page is drawn. */
export function rememberScroll(key: string): void {
  savedPositions()[key] = window.scrollY;
}

/**
 * The shell places the page itself (the browser would restore a position before the page it belongs to
 * is drawn). When the document goes (a reload, another site), the position is saved and the browser
 * takes over again, for its back-forward cache. Returns the undo, for the effect that calls it.
 */
export function takeManualScrollRestoration(currentKey: () => string): () => void {
  window.history.scrollRestoration = 'manual';
  const leave = () => {
    rememberScroll(currentKey());
    persist();
    window.history.scrollRestoration = 'auto';
  };
  const back = () => {
    window.history.scrollRestoration = 'manual';
  };
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', back);
  return () => {
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', back);
    window.history.scrollRestoration = 'auto';
  };
}

function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** How long a page being drawn (an area's own root, a lazy screen) may take before it is placed anyway. */
const PLACE_WAIT_MS = 3_000;
let placing = 0;

/** A press, a wheel or a key: the visitor is moving the page themselves, so it is not placed for them. */
function stopPlacing(): void {
  cancelAnimationFrame(placing);
}
for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
  window.addEventListener(input, stopPlacing, { passive: true, capture: true });
}

/**
 * Repeats `place` on each frame until it says it is done or PLACE_WAIT_MS have passed: a page can be
 * drawn after the shell's commit (a server-rendered area renders in its own root) and grow as its
 * screens arrive, and a saved position or an anchor exists only once it has.
 */
function placeOnceDrawn(place: (lastTry: boolean) => boolean): void {
  stopPlacing();
  const started = performance.now();
  const tryPlace = () => {
    const lastTry = performance.now() - started >= PLACE_WAIT_MS;
    if (!place(lastTry) && !lastTry) placing = requestAnimationFrame(tryPlace);
  };
  tryPlace();
}

const pageBusy = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * Places a newly drawn page: the saved position on Back, Forward and a reload; else the element its
 * hash names; else the top, except for a document's first page, which stays where the browser put it.
 */
export function restoreScroll(
  key: string,
  { hash, back, first }: { hash: string; back: boolean; first: boolean },
): void {
  const saved = savedPositions()[key];
  if ((back || first) && saved !== undefined) {
    placeOnceDrawn((lastTry) => {
      window.scrollTo(0, saved);
      return (Math.abs(window.scrollY - saved) < 1 && !pageBusy()) || lastTry;
    });
    return;
  }
  if (hash) {
    placeOnceDrawn(() => {
      const target = document.getElementById(idOf(hash));
      target?.scrollIntoView();
      return target !== null;
    });
    return;
  }
  stopPlacing();
  if (!first) window.scrollTo(0, 0);
}
