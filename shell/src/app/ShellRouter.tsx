import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, type Location } from '@mindset/shared-ui';
import type { ShellHistory } from '../features/remotes/areaNavigator';
import { rememberScroll, restoreScroll, takeManualScrollRestoration } from './scrollRestoration';

interface ShellRouterProps {
  history: ShellHistory;
  /**
   * What must arrive before the page at `pathname` is drawn (its area's code), or null for nothing:
   * meanwhile the page the visitor came from stays, with no blank frame and no other area's header.
   */
  pageReady: (pathname: string) => Promise<unknown> | null;
  /** Which saved scroll position belongs to an entry of the tab's history. */
  scrollKey: (location: Location) => string;
  children: ReactNode;
}

/**
 * The shell's one router of the page (decision 0186): React Router's plain router over the browser's
 * history, which draws a new location once its page can be drawn (`pageReady`), keeps each page's
 * scroll position for Back and Forward, and starts every other page at its top. The data router did
 * this with a route loader, and cost every page 18 KB of script.
 */
export function ShellRouter({ history, pageReady, scrollKey, children }: ShellRouterProps) {
  const [shown, setShown] = useState(() => ({ action: history.action, location: history.location }));
  const shownLocation = useRef(shown.location);
  // The location last placed: a development build's second run of the effect must not place it again.
  const placed = useRef<Location | null>(null);

  useLayoutEffect(() => takeManualScrollRestoration(() => scrollKey(shownLocation.current)), [scrollKey]);

  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      const show = () => {
        // A later navigation (a second click, Back while waiting) wins over this one.
        if (navigation !== latest) return;
        rememberScroll(scrollKey(shownLocation.current));
        shownLocation.current = location;
        // As React Router's routers do: the old page stays while a lazy screen of the new one loads.
        startTransition(() => setShown({ action, location }));
      };
      const waiting = pageReady(location.pathname);
      if (waiting) void waiting.then(show);
      else show();
    });
  }, [history, pageReady, scrollKey]);

  useLayoutEffect(() => {
    if (placed.current === shown.location) return;
    restoreScroll(scrollKey(shown.location), {
      hash: shown.location.hash,
      // A fresh page keeps where the browser put it (a reader may scroll before the script runs); a
      // reload and Back return to the saved position; any other navigation starts at the top.
      back: String(shown.action) === 'POP',
      first: placed.current === null,
    });
    placed.current = shown.location;
  }, [shown, scrollKey]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
