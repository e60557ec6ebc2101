import { render } from '@testing-library/react';
import { createMemoryRouter } from '@mindset/shared-ui/testing';
import {
  MindsetThemeProvider,
  type AreaRoute,
  type LiveRelease,
  type RuntimeManifest,
  RouterProvider,
  type RouteObject,
} from '@mindset/shared-ui';
import { areaMountsFrom } from './app/routeTable';
import sharedUiPackage from '@mindset/shared-ui/package.json';
import { buildRoutes } from './app/routes';
import { RUNTIME_MANIFEST_ELEMENT_ID } from './features/remotes/runtimeManifest';

/** Renders routes in a memory router inside the site's theme, as the shell does in the browser. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <MindsetThemeProvider>
      <RouterProvider router={router} />
    </MindsetThemeProvider>,
  );
  return { router, ...view };
}

const route = (path: string, chrome: AreaRoute['chrome'] = 'marketing'): AreaRoute => ({
  path,
  chrome,
  title: path,
  description: path,
});

/** A release the test shell can run: built against its shared-ui, with no other requirement. */
export function testRelease(releaseId: string, routes: AreaRoute[]): LiveRelease {
  return { releaseId, sharedUi: sharedUiPackage.version, shared: {}, routes };
}

/** Where the shell's tests say each area lives, and what each release owns (as the shell's server would inline). */
export const testRuntimeManifest: RuntimeManifest = {
  remotes: {
    marketing: 'http://m.test/assets/remoteEntry.js',
    learning: 'http://l.test/assets/remoteEntry.js',
    contests: 'http://c.test/assets/remoteEntry.js',
    community: 'http://cm.test/assets/remoteEntry.js',
    collab: 'http://cb.test/assets/remoteEntry.js',
  },
  paymentServiceUrl: 'http://pay.test',
  releases: {
    marketing: testRelease(
      'aaaaaaaaaaa1',
      ['/', '/join', '/about', '/legal'].map((path) => route(path)),
    ),
    learning: testRelease('bbbbbbbbbbb1', [route('/modules'), route('/modules/:moduleId')]),
    contests: testRelease('ccccccccccc1', [route('/events'), route('/survey'), route('/ebook', 'own')]),
    community: testRelease('ddddddddddd1', [route('/community/*', 'own'), route('/explore', 'own')]),
    collab: testRelease('eeeeeeeeeee1', [route('/collab/*', 'own')]),
  },
};

/** The shell's routes for the test manifest's releases. */
export const testRoutes = buildRoutes(areaMountsFrom(testRuntimeManifest));

/** Puts a runtime manifest in the page the way the shell's server does: a JSON data tag, not a script. */
export function inlineRuntimeManifest(manifest: object): void {
  document.getElementById(RUNTIME_MANIFEST_ELEMENT_ID)?.remove();
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = RUNTIME_MANIFEST_ELEMENT_ID;
  tag.textContent = JSON.stringify(manifest);
  document.head.append(tag);
}
