import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePaymentClient, MindsetThemeProvider, createBrowserRouter, RouterProvider } from 'shared-ui';
import { remoteForPath } from './app/remoteForPath';
import { routes } from './app/routes';
import { loadRemoteApp } from './features/remotes/remoteLoader';
import { getRuntimeManifest } from './features/remotes/runtimeManifest';

getRuntimeManifest().then(
  (manifest) => configurePaymentClient({ baseUrl: manifest.paymentServiceUrl }),
  () => undefined,
);

// Start fetching the current page's remote while React boots, instead of after the first render.
const currentRemote = remoteForPath(window.location.pathname);
if (currentRemote) loadRemoteApp(currentRemote).catch(() => undefined);

const router = createBrowserRouter(routes);

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
