import { useSyncExternalStore } from 'react';
import { isSupportOpen } from './supportHours';

// The hours change on the hour at most; a minute's check keeps a page left open honest.
const CHECK_EVERY_MS = 60_000;

function everyMinute(changed: () => void): () => void {
  const timer = window.setInterval(changed, CHECK_EVERY_MS);
  return () => window.clearInterval(timer);
}

const openAtThisMoment = () => isSupportOpen(new Date());

/**
 * Whether support is open right now, or null where the clock must not be read: in the release's
 * prerender and while React hydrates that HTML (the server snapshot), since the page was rendered at
 * another moment than it is read (decision 0180). Known from the render right after hydration, and
 * at once when the page is drawn in the browser.
 */
export function useSupportOpen(): boolean | null {
  return useSyncExternalStore(everyMinute, openAtThisMoment, () => null);
}
