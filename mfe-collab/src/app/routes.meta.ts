import type { AreaRoute } from 'shared-ui';

/** The paths this area owns; its build writes them into the release manifest the shell routes by. */
export const routesMeta: AreaRoute[] = [
  {
    path: '/collab/*',
    chrome: 'own',
    title: 'Collaboration Hub',
    description: 'Channels, groups and voice rooms to work together with the community.',
  },
];
