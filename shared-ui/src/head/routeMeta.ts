import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { AreaRoute } from '../contracts/contracts';

/**
 * What the head of one page says: plain data in each area's `src/app/routes.meta.ts`, read by the
 * page at run time and by the server (tooling/pageHead.mjs) and release tooling at build time.
 * `path` uses the router's syntax (`/modules/:moduleId`); `title` is the whole document title. An
 * entry ending in `/*` claims the rest of an area's paths for mounting it and names no page.
 * The same record a remote's release manifest lists.
 */
export type RouteMeta = AreaRoute;

/** The head of a path no area knows. */
export const notFoundMeta: RouteMeta = {
  path: '*',
  chrome: 'marketing',
  title: 'Page Not Found · Mindset Platform',
  description: "The page you're looking for doesn't exist or has been moved.",
};

/** The entry for a path: the first whose pattern matches, as the router would pick. */
export function findRouteMeta(routes: readonly RouteMeta[], pathname: string): RouteMeta | undefined {
  return routes.find((route) => !route.path.endsWith('*') && matchPath({ path: route.path, end: true }, pathname));
}

function setDescription(description: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/** Sets the document's title and description for the current path from an area's route metadata. */
export function usePageHead(routes: readonly RouteMeta[]): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = findRouteMeta(routes, pathname) ?? notFoundMeta;
    document.title = meta.title;
    setDescription(meta.description);
  }, [routes, pathname]);
}
