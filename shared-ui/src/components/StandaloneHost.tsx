import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { MindsetThemeProvider } from '../theme/MindsetThemeProvider';
import { Toaster } from '../toast/Toaster';

/** The minimal host a remote mounts itself in when its team runs it alone (`npm run dev -w mfe-<name>`). */
export function StandaloneHost({ children }: { children: ReactNode }) {
  return (
    <MindsetThemeProvider>
      <BrowserRouter>
        {children}
        <Toaster />
      </BrowserRouter>
    </MindsetThemeProvider>
  );
}
