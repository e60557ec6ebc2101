import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { MindsetThemeProvider, Route, Routes, useLocation } from '@mindset/shared-ui';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/** Renders with the site theme and a router at `path`; the current path is readable in tests. */
export function renderWithProviders(ui: ReactElement, { path = '/collab' }: { path?: string } = {}) {
  return render(
    <MindsetThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </MindsetThemeProvider>,
  );
}

/** jsdom has no matchMedia; the sidebar asks it whether the screen is below the mobile breakpoint. */
export function stubScreen({ mobile }: { mobile: boolean }) {
  window.matchMedia = (query: string) =>
    ({
      matches: mobile,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
