import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePaymentClient, MindsetThemeProvider, createBrowserRouter, RouterProvider } from '@mindset/shared-ui';
import { areaMountsFrom, remoteForPath } from './app/routeTable';
import { buildRoutes } from './app/routes';
import { loadRemoteApp } from './features/remotes/remoteLoader';
import { getRuntimeManifest } from './features/remotes/runtimeManifest';

// Inlined in the HTML, so this does not wait on the network. Without it the shell can still draw its
// own pages; every area path then shows the not-found screen.
const manifest = await getRuntimeManifest().catch(() => null);
if (manifest) configurePaymentClient({ baseUrl: manifest.paymentServiceUrl });
const areaMounts = manifest ? areaMountsFrom(manifest) : [];

// Start fetching the current page's remote while React boots, instead of after the first render.
const currentRemote = remoteForPath(areaMounts, window.location.pathname);
if (currentRemote) loadRemoteApp(currentRemote).catch(() => undefined);

const router = createBrowserRouter(buildRoutes(areaMounts));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// A transition: React renders the first page in slices the browser can interrupt, not one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <MindsetThemeProvider>
        <RouterProvider router={router} />
      </MindsetThemeProvider>
    </StrictMode>,
  ),
);
