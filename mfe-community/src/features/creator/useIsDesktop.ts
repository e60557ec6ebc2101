import { useSyncExternalStore } from 'react';

// Product rules (Community): the mobile breakpoint is 768 px (theme.media.desktop).
const desktopQuery = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(desktopQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(desktopQuery).matches : true;
}

/** Whether the viewport is 768 px or wider, following resizes. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop);
}
