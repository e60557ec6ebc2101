import type { AreaId } from '../features/remotes/areas';
import { useLayoutEffect } from 'react';
import {
  NotFoundScreen,
  Toaster,
  usePageHead,
  Outlet,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from '@mindset/shared-ui';
import { areaOutlines } from '../components/AreaChromeSkeletons';
import { PageErrorBoundary } from '../components/ErrorPage';
import { MarketingChrome } from '../components/MarketingChrome';
import { RouteFocus } from '../components/RouteFocus';
import { QaBadge } from '../features/remotes/QaBadge';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { loadedRemoteApp, loadRemoteApp } from '../features/remotes/remoteLoader';
import { releaseServerPage } from '../features/remotes/serverRenderedArea';
import { usePrefetchOnIntent } from '../features/remotes/usePrefetchOnIntent';
import { routesMeta } from './routes.meta';
import { remoteForPath, type AreaMount } from './routeTable';

/**
 * A navigation into an area waits this long for the area's code, showing the page it came from
 * meanwhile (no blank frame, no foreign header); a slower area then shows its own loading outline.
 */
const AREA_WAIT_MS = 4_000;

/**
 * Every document's first entry has the key "default", so by key a page loaded fresh in the tab (back
 * from the payment page, say) took the scroll position the tab's previous document left, often its
 * footer. The first entry is keyed by its address instead: a reload still restores, a new page does not.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function RootLayout({ remoteForPath }: { remoteForPath: (pathname: string) => AreaId | undefined }) {
  usePrefetchOnIntent(remoteForPath);
  // The shell's page is drawn: the chrome the server sent in its place goes, before the browser paints.
  useLayoutEffect(releaseServerPage);
  return (
    <>
      <RouteFocus />
      <Outlet />
      <Toaster />
      <QaBadge />
    </>
  );
}

function MarketingLayout() {
  return (
    <MarketingChrome>
      <Outlet />
    </MarketingChrome>
  );
}

function ShellNotFound() {
  usePageHead(routesMeta);
  return <NotFoundScreen />;
}

/**
 * What a navigation to a path waits for before the page is drawn (ShellRouter): the area's code (or
 * its failure: the area shows its own error), at most AREA_WAIT_MS; nothing once it is in.
 */
export function pageReadiness(areaMounts: readonly AreaMount[]): (pathname: string) => Promise<unknown> | null {
  return (pathname) => {
    const remote = remoteForPath(areaMounts, pathname);
    if (!remote || loadedRemoteApp(remote)) return null;
    return Promise.race([
      loadRemoteApp(remote).catch(() => null),
      new Promise((resolve) => setTimeout(resolve, AREA_WAIT_MS)),
    ]);
  };
}

/**
 * The remote is the element of a pathless layout route and its paths are element-less children,
 * so the remote's own <Routes> sees the whole URL and matches the same absolute paths.
 */
function mountArea(mount: AreaMount): RouteObject {
  const ownChrome = mount.chrome === 'own';
  const AreaFrame = ownChrome ? areaOutlines[mount.remote] : undefined;
  return {
    // Keyed by remote: moving between two areas in the same chrome must mount the other remote,
    // not keep the first one's loaded App.
    element: <RemoteArea key={mount.remote} remote={mount.remote} ownChrome={ownChrome} AreaFrame={AreaFrame} />,
    // element: null marks the children as match-only: the remote renders the page.
    children: mount.paths.map((path) => ({ path, element: null })),
  };
}

/** The shell's routes for the areas the live releases mount (see routeTable.ts). */
export function buildRoutes(areaMounts: readonly AreaMount[]): RouteObject[] {
  const forPath = (pathname: string) => remoteForPath(areaMounts, pathname);
  return [
    {
      element: <RootLayout remoteForPath={forPath} />,
      children: [
        {
          element: <MarketingLayout />,
          children: [
            ...areaMounts.filter((mount) => mount.chrome === 'marketing').map(mountArea),
            { path: '*', element: <ShellNotFound /> },
          ],
        },
        ...areaMounts.filter((mount) => mount.chrome === 'own').map(mountArea),
      ],
    },
  ];
}

/** The page for the shown location, or the error page when drawing it threw. */
export function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  const { key } = useLocation();
  return <PageErrorBoundary locationKey={key}>{useRoutes(routes)}</PageErrorBoundary>;
}
