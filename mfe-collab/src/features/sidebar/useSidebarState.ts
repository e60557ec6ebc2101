import { useCallback, useEffect, useState } from 'react';
import { theme, useDisclosure, useLocation } from '@mindset/shared-ui';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebarCookie';

const MOBILE_QUERY = theme.media.mobile.replace('@media ', '');

/** Below the 768 px breakpoint (docs/product-rules.md, "Collab") the sidebar is a slide-in panel instead of a column. */
function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isMobile;
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem); remembered in the cookie. */
  expanded: boolean;
  /** Mobile: whether the slide-in panel is open; never remembered. */
  mobileOpen: boolean;
  /** What the toggle button and Ctrl/Cmd+B do on the current screen size. */
  toggle: () => void;
  closeMobile: () => void;
}

export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarExpanded() ?? true);
  const { pathname } = useLocation();
  // The panel closes when a link in it is followed, and when the screen grows past the breakpoint.
  const [mobileOpen, setMobileOpen] = useDisclosure(`${pathname} ${isMobile}`);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded(!expanded);
    writeSidebarExpanded(!expanded);
  }, [isMobile, expanded, setMobileOpen]);

  const closeMobile = useCallback(() => setMobileOpen(false), [setMobileOpen]);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, toggle, closeMobile };
}
