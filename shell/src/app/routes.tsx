import { NotFoundScreen, Toaster, type RemoteName, Outlet, type RouteObject } from 'shared-ui';
import { ErrorPage } from '../components/ErrorPage';
import { MarketingChrome } from '../components/MarketingChrome';
import { ScrollToTop } from '../components/ScrollToTop';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { usePrefetchOnIntent } from '../features/remotes/usePrefetchOnIntent';
import { remoteForPath, type AreaMount } from './routeTable';

function RootLayout({ remoteForPath }: { remoteForPath: (pathname: string) => RemoteName | undefined }) {
  usePrefetchOnIntent(remoteForPath);
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toaster />
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

/**
 * The remote is the element of a pathless layout route and its paths are element-less children,
 * so the remote's own <Routes> sees the whole URL and matches the same absolute paths.
 */
function mountArea(mount: AreaMount): RouteObject {
  return {
    // Keyed by remote: moving between two areas in the same chrome must mount the other remote,
    // not keep the first one's loaded App.
    element: <RemoteArea key={mount.remote} remote={mount.remote} ownChrome={mount.chrome === 'own'} />,
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
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
        ...areaMounts.filter((mount) => mount.chrome === 'own').map(mountArea),
      ],
    },
  ];
}
