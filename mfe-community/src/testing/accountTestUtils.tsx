// Test-only helpers for the profile, messages, settings, help and creator screens (never imported by the app).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { ThemeProvider } from 'styled-components';
import { theme, Toaster, useToastStore, useVisitorProfileStore, Route, Routes, useLocation } from '@mindset/shared-ui';
import { MemberSeam } from '../app/MemberSeam';
import { useCommunityStore } from '../store/communityStore';

/** Starts each test as a first visit: nothing followed, sent or saved, no toast showing. */
export function resetStores(): void {
  useCommunityStore.setState(useCommunityStore.getInitialState(), true);
  useToastStore.setState({ current: null });
  useVisitorProfileStore.setState({ name: null });
}

function OtherPage() {
  const location = useLocation();
  return <h1>Other page {location.pathname}</h1>;
}

/**
 * Renders the given routes at `path` under the app's guest/member seam, with the theme and the site's toaster. Any other path shows a
 * heading naming it, so a test sees where a navigation landed.
 */
export function renderAt(path: string, routes: Record<string, ReactElement>) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <MemberSeam>
          <Routes>
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
            <Route path="*" element={<OtherPage />} />
          </Routes>
        </MemberSeam>
        <Toaster />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
