// Standalone entry for the team's own development; in the site the shell mounts ./App instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@mindset/shared-ui';
import App from './app/App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneHost>
      <App />
    </StandaloneHost>
  </StrictMode>,
);
