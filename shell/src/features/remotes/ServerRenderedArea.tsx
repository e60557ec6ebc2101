import { startTransition, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MindsetThemeProvider, Router, useLatest, useLocation, useNavigationType } from '@mindset/shared-ui';
import { areaNavigator } from './areaNavigator';
import type { AreaId } from './areas';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { moveServerRenderedArea, releaseServerPage, takeServerRenderedArea } from './serverRenderedArea';

interface ServerRenderedAreaProps {
  remote: AreaId;
  App: ComponentType;
  /** The #ssr-area element the server sent, with the area's HTML. */
  element: HTMLElement;
  onStaleChunk: () => void;
  onRenderError: (error: Error) => void;
}

/**
 * An area the site's server rendered (decision 0095), hydrated as a root of its own: the tree is the
 * one the release's prerender rendered (router, theme, App), so the HTML, its class names and its ids
 * match exactly, whatever the shell draws around it. The element moves into this slot before the
 * browser paints, so the page does not shift; later navigations re-render it from the shell's router.
 */
type AreaTreeProps = ServerRenderedAreaProps & {
  location: ReturnType<typeof useLocation>;
  navigationType: ReturnType<typeof useNavigationType>;
};

/**
 * Marks the area `data-hydrated` once React has taken over its HTML: until then its buttons do nothing
 * and a press is lost, so tests (and anyone debugging) can tell the two states apart. Clears the area's
 * `aria-busy` once it has drawn the shown location (see the effect in ServerRenderedArea).
 */
function HydrationMark({ element, children }: { element: HTMLElement; children: ReactNode }) {
  const { key } = useLocation();
  useEffect(() => element.setAttribute('data-hydrated', ''), [element]);
  useLayoutEffect(() => element.removeAttribute('aria-busy'), [element, key]);
  // Its one child as it is: a sibling would move the tree's useId positions off the prerender's.
  return children;
}

/** What the area's root renders: the prerender's tree (tooling/ssr/prerender.mjs), with the shell's router. */
function areaTree({ remote, App, element, location, navigationType, onStaleChunk, onRenderError }: AreaTreeProps) {
  return (
    <Router location={location} navigator={areaNavigator()} navigationType={navigationType}>
      <HydrationMark element={element}>
        <MindsetThemeProvider>
          <RemoteErrorBoundary remote={remote} onStaleChunk={onStaleChunk} onRenderError={onRenderError}>
            <App />
          </RemoteErrorBoundary>
        </MindsetThemeProvider>
      </HydrationMark>
    </Router>
  );
}

/**
 * An area the site's server rendered (decision 0095), hydrated as a root of its own: the tree is the
 * one the release's prerender rendered (router, theme, App), so the HTML, its class names and its ids
 * match exactly, whatever the shell draws around it. The element moves into this slot before the
 * browser paints, so the page does not shift; later navigations re-render it from the shell's router.
 */
export function ServerRenderedArea(props: ServerRenderedAreaProps) {
  const { element } = props;
  const slot = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const latest = useLatest<AreaTreeProps>({ ...props, location, navigationType });
  const renderedKey = useRef(location.key);

  useLayoutEffect(() => {
    takeServerRenderedArea(element);
    // The header's room the server kept is the shell's chrome's from now on.
    element.removeAttribute('data-chrome');
    if (slot.current) moveServerRenderedArea(element, slot.current);
    // The server's chrome held it; the shell's own is drawn around the slot now.
    releaseServerPage();
    const hydrated = hydrateRoot(element, areaTree(latest.current));
    root.current = hydrated;
    return () => {
      root.current = null;
      // Not while the shell's own root is committing: React refuses to unmount a root synchronously then.
      setTimeout(() => hydrated.unmount(), 0);
    };
  }, [element, latest]);

  useEffect(() => {
    // The first location is the one the server rendered; rendering it again would end the hydration.
    if (location.key === renderedKey.current || !root.current) return;
    renderedKey.current = location.key;
    // This root is not the shell's, so the shell's transition does not hold it: without one of its own,
    // a screen still loading would hide the page it replaces. Busy until it draws the new page, so the
    // shell's focus and announcement wait for that page's heading, not the old one's.
    element.setAttribute('aria-busy', 'true');
    const areaRoot = root.current;
    startTransition(() => areaRoot.render(areaTree(latest.current)));
  }, [element, location, latest]);

  return <div ref={slot} />;
}
