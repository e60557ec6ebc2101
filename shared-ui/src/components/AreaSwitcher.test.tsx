import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { useSessionStore } from '../session/sessionStore';
import { memberFixture } from '../testing';
import { theme } from '../theme/theme';
import { AreaSwitcher } from './AreaSwitcher';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <AreaSwitcher />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('AreaSwitcher', () => {
  it('leads to the five areas in two clicks and closes on arrival', async () => {
    const user = userEvent.setup();
    renderAt('/collab/general');
    const trigger = screen.getByRole('button', { name: 'Explore' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = screen.getByRole('navigation', { name: 'Site areas' });
    expect(menu.querySelectorAll('a')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /^Collab/ })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: /^Modules/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/modules');
    expect(screen.queryByRole('navigation', { name: 'Site areas' })).not.toBeInTheDocument();
  });

  it('offers the Studio to moderators and the owner only', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ status: 'member', member: memberFixture, role: 'member' });
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Explore' }));
    expect(screen.queryByRole('link', { name: /^Studio/ })).not.toBeInTheDocument();
    act(() => useSessionStore.setState({ role: 'moderator' }));
    expect(screen.getByRole('link', { name: /^Studio/ })).toHaveAttribute('href', '/studio');
    act(() => useSessionStore.setState({ status: 'guest', member: null, role: null }));
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Explore' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Site areas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toHaveFocus();
  });
});
