import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { renderRoutes } from '../test-utils';
import { MarketingHeader } from './MarketingHeader';

// The bell has tests of its own (shared-ui); here it would open a live socket and load the member
// contract lazily, after the test that signed a member in has ended.
vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  NotificationBell: () => null,
}));

function renderHeaderAt(path: string) {
  // The header alone: a link draws its page at once, with no area to wait for.
  return renderRoutes([{ path: '*', element: <MarketingHeader /> }], path, { pageReady: () => null });
}

describe('MarketingHeader', () => {
  it('links the logo home and lists Home, Ebook, Events, Modules, About and Join', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Mindset Platform home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Ebook', '/ebook'],
      ['Events', '/events'],
      ['Modules', '/modules'],
      ['About', '/about'],
    ]);
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
  });

  it('highlights only the current link', () => {
    renderHeaderAt('/modules/1/lesson/2');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Modules' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the stacked menu with the toggle, and closes it after navigating', async () => {
    const { history } = renderHeaderAt('/');
    // The toggle is only displayed below 768 px, which jsdom does not lay out: find it by its label.
    const toggle = screen.getByLabelText('Menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByLabelText('Main menu');
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Ebook', 'Events', 'Modules', 'About', 'Join']);
    await userEvent.click(toggle);
    expect(screen.queryByLabelText('Main menu')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.click(
      within(screen.getByLabelText('Main menu')).getByRole('link', { name: 'Events', hidden: true }),
    );
    expect(history.location.pathname).toBe('/events');
    expect(screen.queryByLabelText('Main menu')).not.toBeInTheDocument();
  });

  it('shows a signed-in member their name, My purchases and Sign out in place of Join', () => {
    useSessionStore.setState({ status: 'member', member: { ...memberFixture, name: 'Jane Member' } });
    try {
      renderHeaderAt('/about');
      expect(screen.getByRole('link', { name: /Your account: .*Jane Member/ })).toHaveAttribute('href', '/signin');
      expect(screen.getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    } finally {
      useSessionStore.setState({ status: 'unknown', member: null });
    }
  });
});
