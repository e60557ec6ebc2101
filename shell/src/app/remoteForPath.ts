import { matchRoutes, type RemoteName } from 'shared-ui';
import { areaMounts } from './routeTable';

/** The remote that renders a path, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return areaMounts.find((mount) =>
    matchRoutes(
      mount.paths.map((path) => ({ path })),
      pathname,
    ),
  )?.remote;
}
