import { matchRoutes } from 'react-router';
import type { RemoteName } from 'shared-ui';

export interface AreaMount {
  remote: RemoteName;
  /** Paths the remote owns; its `<Routes>` renders them with the same absolute paths. */
  paths: string[];
  /** Drawn inside the shell's marketing header and footer, or with the area's own layout. */
  chrome: 'marketing' | 'own';
}

/** Every path of both route tables, and the remote that owns it (ARCHITECTURE.md). */
export const areaMounts: AreaMount[] = [
  {
    remote: 'marketing',
    chrome: 'marketing',
    paths: [
      '/',
      '/join',
      '/signin',
      '/signin/reset',
      '/about',
      '/support',
      '/legal',
      '/legal/privacy',
      '/legal/terms',
      '/legal/cookies',
    ],
  },
  {
    remote: 'learning',
    chrome: 'marketing',
    paths: ['/modules', '/modules/:moduleId', '/modules/:moduleId/lesson/:lessonId'],
  },
  { remote: 'contests', chrome: 'marketing', paths: ['/events', '/survey'] },
  { remote: 'contests', chrome: 'own', paths: ['/ebook', '/ebook/download'] },
  {
    remote: 'community',
    chrome: 'own',
    paths: ['/community/stories/:username', '/community/*', '/explore', '/search', '/profile'],
  },
  { remote: 'collab', chrome: 'own', paths: ['/collab/*'] },
];

/** The remote that renders a path, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return areaMounts.find((mount) =>
    matchRoutes(
      mount.paths.map((path) => ({ path })),
      pathname,
    ),
  )?.remote;
}
