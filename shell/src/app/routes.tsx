import type { AreaId } from '../features/remotes/areas';
import { useLayoutEffect, type ComponentType } from 'react';
import { NotFoundScreen, Toaster, usePageHead, Outlet, ScrollRestoration, type RouteObject } from '@mindset/shared-ui';
import {
  CollabChromeSkeleton,
  CommunityChromeSkeleton,
  EbookChromeSkeleton,
  PageSkeleton,
  type AreaFrameProps,
} from '../components/AreaChromeSkeletons';
import { ErrorPage } from '../components/ErrorPage';
import { MarketingChrome } from '../components/MarketingChrome';
import { RouteFocus } from '../components/RouteFocus';
import { QaBadge } from '../features/remotes/QaBadge';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { loadRemoteApp } from '../features/remotes/remoteLoader';
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
function scrollKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function RootLayout({ remoteForPath }: { remoteForPath: (pathname: string) => AreaId | undefined }) {
  usePrefetchOnIntent(remoteForPath);
  // The shell's page is drawn: the chrome the server sent in its place goes, before the browser paints.
  useLayoutEffect(releaseServerPage);
  return (
    <>
      {/* Top of the page on a new page, the old position on Back: instantly, never animated. */}
      <ScrollRestoration getKey={scrollKey} />
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

/** The outline of an area that draws its own layout: while it loads, and around its failure panel. */
const areaFrames: Partial<Record<AreaId, ComponentType<AreaFrameProps>>> = {
  community: CommunityChromeSkeleton,
  collab: CollabChromeSkeleton,
  contests: EbookChromeSkeleton,
};

/** Resolves when the area's code is in (or failed: the area shows its own error), or after AREA_WAIT_MS. */
function waitForArea(remote: AreaId): Promise<null> {
  return Promise.race([
    loadRemoteApp(remote).then(
      () => null,
      () => null,
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), AREA_WAIT_MS)),
  ]);
}

/**
 * The remote is the element of a pathless layout route and its paths are element-less children,
 * so the remote's own <Routes> sees the whole URL and matches the same absolute paths.
 */
function mountArea(mount: AreaMount): RouteObject {
  const ownChrome = mount.chrome === 'own';
  const AreaFrame = ownChrome ? areaFrames[mount.remote] : undefined;
  return {
    // Keyed by remote: moving between two areas in the same chrome must mount the other remote,
    // not keep the first one's loaded App.
    element: <RemoteArea key={mount.remote} remote={mount.remote} ownChrome={ownChrome} AreaFrame={AreaFrame} />,
    loader: () => waitForArea(mount.remote),
    // First page load only: what shows while the loader above waits.
    hydrateFallbackElement: AreaFrame ? <AreaFrame /> : <PageSkeleton />,
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
      errorElement: <ErrorPage />,
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
