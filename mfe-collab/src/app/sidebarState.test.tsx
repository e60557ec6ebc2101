import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from './App';
import { renderWithProviders, stubScreen } from '../testing/renderWithProviders';

const cookieSetter = vi.spyOn(Document.prototype, 'cookie', 'set');

function clearSidebarCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  cookieSetter.mockClear();
}

beforeEach(() => {
  stubScreen({ mobile: false });
  Element.prototype.scrollIntoView = () => {};
  clearSidebarCookie();
});

const toggleButton = () => screen.getByRole('button', { name: 'Toggle sidebar' });

describe('desktop sidebar', () => {
  it('starts expanded without a cookie', () => {
    renderWithProviders(<App />);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('writes the state to a 7-day cookie when toggled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />);
    await user.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(cookieSetter).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    await user.click(toggleButton());
    expect(cookieSetter).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('reads the cookie on mount', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'sidebar_state=false; path=/';
    renderWithProviders(<App />);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapsed to icons, links keep their names', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderWithProviders(<App />);
    const nav = screen.getByRole('navigation', { name: 'Collab channels' });
    expect(within(nav).getByRole('link', { name: 'daily-wins' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Goal Crushers' })).toBeInTheDocument();
  });

  it.each([
    ['Ctrl+B', { ctrlKey: true }],
    ['Cmd+B', { metaKey: true }],
  ])('%s toggles it and the browser does not act on the keys', (_, modifier) => {
    renderWithProviders(<App />);
    const notPrevented = fireEvent.keyDown(window, { key: 'b', ...modifier });
    expect(notPrevented).toBe(false);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(cookieSetter).toHaveBeenLastCalledWith(expect.stringMatching(/^sidebar_state=false;/));
    fireEvent.keyDown(window, { key: 'B', ...modifier });
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('B without Ctrl or Cmd does nothing', () => {
    renderWithProviders(<App />);
    expect(fireEvent.keyDown(window, { key: 'b' })).toBe(true);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('mobile slide-in panel', () => {
  beforeEach(() => stubScreen({ mobile: true }));

  it('opens from the toggle with focus inside; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggleButton());
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toggleButton()).toHaveFocus();
    expect(cookieSetter).not.toHaveBeenCalled();
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />);
    await user.click(toggleButton());
    await user.click(screen.getByRole('link', { name: 'daily-wins' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('daily-wins');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on the close button and with the shortcut', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />);
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
