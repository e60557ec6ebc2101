import { useLayoutEffect } from 'react';
import { useLocation } from 'shared-ui';

/** Spec: scroll position resets to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
