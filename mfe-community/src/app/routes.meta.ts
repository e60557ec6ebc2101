import type { AreaRoute } from 'shared-ui';

/** The paths this area owns; its build writes them into the release manifest the shell routes by. */
export const routesMeta: AreaRoute[] = [
  {
    path: '/community/stories/:username',
    chrome: 'own',
    title: 'Story',
    description: "A community member's story.",
  },
  {
    path: '/community/*',
    chrome: 'own',
    title: 'Community',
    description: 'Share wins, follow members and talk with a community that has your back.',
  },
  { path: '/explore', chrome: 'own', title: 'Discover', description: 'Discover posts and members of the community.' },
  { path: '/search', chrome: 'own', title: 'Search', description: 'Search the community for people, tags and places.' },
  { path: '/profile', chrome: 'own', title: 'Your Profile', description: 'Your community profile and posts.' },
];
