import { matchRoutes } from '@mindset/shared-ui';
import { areasOf, type AreaId, type AreaManifest } from '../features/remotes/areas';

export interface AreaMount {
  remote: AreaId;
  /** Paths the remote owns; its `<Routes>` renders them with the same absolute paths. */
  paths: string[];
  /** Drawn inside the shell's marketing header and footer, or with the area's own layout. */
  chrome: 'marketing' | 'own';
}

/**
 * The shell's route table, from the releases it is given: each remote's manifest lists the paths it
 * owns, so a remote adds a path, or a new area its first paths, by releasing itself, with no shell release.
 */
export function areaMountsFrom({ releases }: Pick<AreaManifest, 'releases'>): AreaMount[] {
  return areasOf({ releases }).flatMap((remote) => {
    const routes = releases[remote]?.routes ?? [];
    return (['marketing', 'own'] as const)
      .map((chrome) => ({
        remote,
        chrome,
        paths: routes.filter((route) => route.chrome === chrome).map((route) => route.path),
      }))
      .filter((mount) => mount.paths.length > 0);
  });
}

/** The remote that renders a path, if any. */
export function remoteForPath(mounts: readonly AreaMount[], pathname: string): AreaId | undefined {
  return mounts.find((mount) =>
    matchRoutes(
      mount.paths.map((path) => ({ path })),
      pathname,
    ),
  )?.remote;
}
