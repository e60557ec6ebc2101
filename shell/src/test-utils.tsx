import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from '@mindset/shared-ui/testing';
import {
  MindsetThemeProvider,
  type AreaRoute,
  type LiveRelease,
  type RuntimeManifest,
  type RouteObject,
} from '@mindset/shared-ui';
import { areaMountsFrom } from './app/routeTable';
import sharedUiPackage from '@mindset/shared-ui/package.json';
import { buildRoutes, pageReadiness, scrollKey, ShellRoutes } from './app/routes';
import { ShellRouter } from './app/ShellRouter';
import { RUNTIME_MANIFEST_ELEMENT_ID } from './features/remotes/runtimeManifest';

/**
 * Renders routes in the shell's router over a memory history, inside the site's theme, as the shell
 * does in the browser; a navigation waits for the test manifest's areas as the shell's does, unless
 * `pageReady` says otherwise.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  { pageReady = pageReadiness(areaMountsFrom(testRuntimeManifest)) } = {},
) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [initialPath], v5Compat: true });
  const view = render(
    <MindsetThemeProvider>
      <ShellRouter history={history} pageReady={pageReady} scrollKey={scrollKey}>
        <ShellRoutes routes={routes} />
      </ShellRouter>
    </MindsetThemeProvider>,
  );
  return { history, ...view };
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
