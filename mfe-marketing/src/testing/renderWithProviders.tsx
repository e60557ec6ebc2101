import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { MindsetThemeProvider, Toaster, useLocation } from '@mindset/shared-ui';

/** Shows the current path so a test can assert where a link or redirect led. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <div data-testid="location">{pathname + hash}</div>;
}

/** Renders a screen the way the shell does: theme, router (at `route`) and the toast outlet. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MindsetThemeProvider>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </MindsetThemeProvider>,
  );
}
