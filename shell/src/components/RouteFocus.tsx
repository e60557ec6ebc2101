import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@mindset/shared-ui';

/** How long a new page may take to show its heading (an area's code may still be arriving). */
const HEADING_WAIT_MS = 5_000;

/** The new page's heading, or its main landmark when it has none; null while it is still loading. */
function pageHeading(waitedLong: boolean): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  if (!main || main.closest('[aria-busy="true"]') || main.querySelector('[aria-busy="true"]')) return null;
  // An area may title the page in its header (the collab hub names the channel there).
  return (
    main.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1') ?? (waitedLong ? main : null)
  );
}

/** True when the page has already put focus somewhere inside its content on purpose. */
function pageHoldsFocus(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  return Boolean(main && active && active !== main && active !== document.body && main.contains(active));
}

/**
 * After a client-side navigation, moves focus to the new page's main heading (or its main landmark)
 * and announces the page's title in a polite live region, as a full page load would for a screen
 * reader. The first page is left alone: the browser already starts there.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current && pathname === firstPath.current) return;
    moved.current = true;
    const startedAt = performance.now();
    let frame = 0;
    // Wait for the page to render its heading; a second frame lets the area set the title first.
    const look = () => {
      const target = pageHeading(performance.now() - startedAt > 1_000);
      if (!target) {
        if (performance.now() - startedAt < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
        return;
      }
      frame = requestAnimationFrame(() => {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        if (!pageHoldsFocus(document.querySelector('main'))) target.focus({ preventScroll: true });
        setAnnouncement(document.title);
      });
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
