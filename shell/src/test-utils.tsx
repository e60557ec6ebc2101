import { render } from '@testing-library/react';
import { createMemoryRouter } from 'shared-ui/testing';
import { MindsetThemeProvider, RouterProvider, type RouteObject } from 'shared-ui';
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

/** Where the shell's tests say each area lives (the manifest the shell's server would inline). */
export const testRuntimeManifest = {
  remotes: {
    marketing: 'http://m.test/assets/remoteEntry.js',
    learning: 'http://l.test/assets/remoteEntry.js',
    contests: 'http://c.test/assets/remoteEntry.js',
    community: 'http://cm.test/assets/remoteEntry.js',
    collab: 'http://cb.test/assets/remoteEntry.js',
  },
  paymentServiceUrl: 'http://pay.test',
};

/** Puts the manifest in the page as the shell's server does: a JSON script tag. */
export function inlineRuntimeManifest(manifest: object): void {
  document.getElementById(RUNTIME_MANIFEST_ELEMENT_ID)?.remove();
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = RUNTIME_MANIFEST_ELEMENT_ID;
  tag.textContent = JSON.stringify(manifest);
  document.head.append(tag);
}
