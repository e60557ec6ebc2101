// Test helper (imported by *.test.tsx only): renders community screens the way the site does, under
// the app's guest/member seam.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { ThemeProvider } from 'styled-components';
import { theme, Toaster, Route, Routes, useLocation } from '@mindset/shared-ui';
import { beforeEach, vi } from 'vitest';
import { MemberSeam } from '../app/MemberSeam';
import { useCommunityStore } from '../store/communityStore';

const initialState = useCommunityStore.getState();

// Whole screens with the sample feed render slowly on a busy machine; 5 s proved too tight.
vi.setConfig({ testTimeout: 20_000 });

// Every test starts from the sample data alone, as a first visit would.
beforeEach(() => {
  useCommunityStore.setState(initialState, true);
});

/** Shows where the router is, so a test can assert a navigation the way a person sees the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  /** Route pattern of the screen, e.g. '/community/post/:postId'. */
  path: string;
  /** History entries; the last one is the current URL. Defaults to [path]. */
  entries?: string[];
  /** Other routes the screen navigates to, rendered as a heading naming the path. */
  otherRoutes?: Record<string, ReactElement>;
}

export function renderWithRouter(screen: ReactElement, { path, entries = [path], otherRoutes = {} }: RenderOptions) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <MemberSeam>
          <Routes>
            <Route path={path} element={screen} />
            {Object.entries(otherRoutes).map(([otherPath, element]) => (
              <Route key={otherPath} path={otherPath} element={element} />
            ))}
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemberSeam>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}
