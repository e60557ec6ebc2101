// Data only (type imports): the shell's Vite config reads this file in Node to name each area's chunks.
import type { RemoteName } from 'shared-ui';

export interface AreaMount {
  remote: RemoteName;
  /** Paths the remote owns; its `<Routes>` renders them with the same absolute paths. */
  paths: string[];
  /** Drawn inside the shell's marketing header and footer, or with the area's own layout. */
  chrome: 'marketing' | 'own';
}

/** Every path of both route tables, and the remote that owns it (docs/architecture.md, "Routes"). */
export const areaMounts: AreaMount[] = [
  {
    remote: 'marketing',
    chrome: 'marketing',
    paths: ['/', '/join', '/about', '/support', '/legal', '/legal/privacy', '/legal/terms', '/legal/cookies'],
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
