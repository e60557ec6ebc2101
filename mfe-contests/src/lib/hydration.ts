import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the release's prerender and while React hydrates that HTML (the server snapshot), true
 * from the next render on, and at once when the page is drawn in the browser (decision 0165).
 * Controls that only the script can serve are disabled until then, so a press before the page's
 * script has taken over is visibly impossible instead of silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
