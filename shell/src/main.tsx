import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { configurePaymentClient, MindsetThemeProvider } from 'shared-ui';
import { areaMounts } from './app/routeTable';
import { routes } from './app/routes';
import { loadRemoteApp } from './features/remotes/remoteLoader';
import { getRuntimeManifest } from './features/remotes/runtimeManifest';

getRuntimeManifest().then(
  (manifest) => configurePaymentClient({ baseUrl: manifest.paymentServiceUrl }),
  () => undefined,
);

// Start fetching the current page's remote while React boots, instead of after the first render.
const currentMount = areaMounts.find((mount) =>
  matchRoutes(mount.paths.map((path) => ({ path })), window.location.pathname),
);
if (currentMount) loadRemoteApp(currentMount.remote).catch(() => undefined);

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <MindsetThemeProvider>
      <RouterProvider router={router} />
    </MindsetThemeProvider>
  </StrictMode>,
);
