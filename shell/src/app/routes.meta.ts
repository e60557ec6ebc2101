import type { RouteMeta } from '@mindset/shared-ui';

/**
 * The head of the shell's own page, the not-found screen for paths no area owns. Plain data (no
 * value imports) so the build can read it; routeMeta.test.ts keeps it equal to shared-ui's notFoundMeta,
 * which areas use for their unknown sub-paths.
 */
export const routesMeta: RouteMeta[] = [
  {
    path: '*',
    chrome: 'marketing',
    title: 'Page Not Found · Mindset Platform',
    description: "The page you're looking for doesn't exist or has been moved.",
  },
];
