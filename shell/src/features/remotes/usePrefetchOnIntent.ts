import { useEffect } from 'react';
import type { AreaId } from './areas';
import { loadRemoteApp } from './remoteLoader';

/**
 * Starts fetching an area's code as soon as the visitor points at, touches or focuses a link to it,
 * so the area is usually ready by the time the click lands. Each area is asked for once per page
 * life from here; a failure is left to the navigation itself to report (with Retry).
 */
export function usePrefetchOnIntent(remoteForPath: (pathname: string) => AreaId | undefined) {
  useEffect(() => {
    const asked = new Set<AreaId>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const remote = remoteForPath(link.pathname);
      if (!remote || asked.has(remote)) return;
      asked.add(remote);
      loadRemoteApp(remote).catch(() => undefined);
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    events.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
    return () => events.forEach((type) => document.removeEventListener(type, onIntent));
  }, [remoteForPath]);
}
