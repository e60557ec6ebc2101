import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePaymentClient, MindsetThemeProvider, UNSAFE_createBrowserHistory } from '@mindset/shared-ui';
import { areaMountsFrom, remoteForPath } from './app/routeTable';
import { buildRoutes, pageReadiness, scrollKey, ShellRoutes } from './app/routes';
import { ShellRouter } from './app/ShellRouter';
import { setAreaNavigator } from './features/remotes/areaNavigator';
import { loadedReleaseId, loadRemoteApp } from './features/remotes/remoteLoader';
import { getRuntimeManifest } from './features/remotes/runtimeManifest';
import { dropServerRenderedArea, findServerPage, findServerRenderedArea } from './features/remotes/serverRenderedArea';

// Inlined in the HTML, so this does not wait on the network. Without it the shell can still draw its
// own pages; every area path then shows the not-found screen.
const manifest = await getRuntimeManifest().catch(() => null);
if (manifest) configurePaymentClient({ baseUrl: manifest.paymentServiceUrl });
const areaMounts = manifest ? areaMountsFrom(manifest) : [];

// Start fetching the current page's remote while React boots, instead of after the first render.
const currentRemote = remoteForPath(areaMounts, window.location.pathname);
const appLoad = currentRemote ? loadRemoteApp(currentRemote) : null;
appLoad?.catch(() => undefined);

// An area the server rendered is hydrated with the release the page names (the runtime manifest above
// came with the HTML), so its App must be loaded before the first render; its files are preloaded.
// Without it the area renders in the browser as before, and its server HTML goes.
const serverRendered = findServerRenderedArea();
if (serverRendered) {
  const loaded =
    serverRendered.remote === currentRemote &&
    (await appLoad?.then(
      () => true,
      () => false,
    ));
  if (!loaded || loadedReleaseId(serverRendered.remote) !== serverRendered.releaseId) dropServerRenderedArea();
}

const history = UNSAFE_createBrowserHistory({ window, v5Compat: true });
setAreaNavigator(history);
const routes = buildRoutes(areaMounts);
const pageReady = pageReadiness(areaMounts);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * React empties the element it mounts into. The server's page (its chrome and area) must stay until the
 * shell has drawn its own and moved the area into its slot, keeping the field a visitor is typing in
 * focused, so the shell mounts beside it; the rest of #root (a form's answer for a reader without
 * JavaScript) goes, as React would remove it.
 */
function shellContainerBeside(serverPage: HTMLElement, page: HTMLElement): HTMLElement {
  for (const node of [...page.childNodes]) if (node !== serverPage) node.remove();
  return page.insertBefore(document.createElement('div'), serverPage);
}

const serverPage = findServerPage(container);
const root = createRoot(serverPage ? shellContainerBeside(serverPage, container) : container);
// A transition: React renders the first page in slices the browser can interrupt, not one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <MindsetThemeProvider>
        <ShellRouter history={history} pageReady={pageReady} scrollKey={scrollKey}>
          <ShellRoutes routes={routes} />
        </ShellRouter>
      </MindsetThemeProvider>
    </StrictMode>,
  ),
);
