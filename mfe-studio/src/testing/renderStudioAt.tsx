import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MindsetThemeProvider, Toaster } from '@mindset/shared-ui';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import App from '../app/App';

/** Tests: the studio's App at `url`, as the shell hosts it (theme, router, toasts); returns a user to act with. */
export function renderStudioAt(url: string) {
  const user = userEvent.setup();
  render(
    <MindsetThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <Toaster />
      </MemoryRouter>
    </MindsetThemeProvider>,
  );
  return user;
}
