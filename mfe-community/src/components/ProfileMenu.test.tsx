import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme, useSessionStore } from '@mindset/shared-ui';
import { memberFixture, MemoryRouter } from '@mindset/shared-ui/testing';
import { ProfileMenu } from './ProfileMenu';

describe('ProfileMenu', () => {
  afterEach(() => useSessionStore.setState({ status: 'guest', member: null }));

  it('stays open when the page learns who is signed in, and then names the member', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ status: 'unknown', member: null });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ProfileMenu />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(screen.getByText('Browsing as a guest')).toBeVisible();

    act(() => useSessionStore.setState({ status: 'member', member: memberFixture }));
    expect(screen.getByText('Signed in as @jane.doe')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
