import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { useSessionStore } from '../session/sessionStore';
import { memberFixture } from '../testing';
import { theme } from '../theme/theme';
import { NotificationBell } from './NotificationBell';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="path">{`${pathname}${hash}`}</p>;
}

const LIKES = {
  id: '7',
  kind: 'like',
  actors: [{ username: 'sam.lee', name: 'Sam Lee', avatarUrl: null, verified: false }],
  others: 3,
  text: 'Sam Lee and 3 others liked your post',
  excerpt: '',
  link: '/community/post/p1',
  createdAt: new Date().toISOString(),
  read: false,
};
const MENTION = {
  ...LIKES,
  id: '5',
  kind: 'mention',
  others: 0,
  text: 'Sam Lee mentioned you',
  excerpt: 'See you at 8 @jane',
  link: '/collab/general#message-m1',
};

function renderBell() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/community']}>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The contract's schemas load on demand with the first member request, which takes seconds on a busy machine.
describe('NotificationBell', { timeout: 30_000 }, () => {
  it('shows a guest nothing and asks the service nothing', () => {
    useSessionStore.setState({ status: 'guest', member: null });
    renderBell();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a member's unread count, lists each item with its link, and marks one read when opened", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/read')
        ? Response.json({ ok: true })
        : Response.json({ items: [LIKES, MENTION], unread: 2 }),
    );
    useSessionStore.setState({ status: 'member', member: memberFixture });
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 15_000 });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sam Lee and 3 others liked your post/ })).toHaveAttribute(
      'href',
      '/community/post/p1',
    );
    await user.click(screen.getByRole('link', { name: /Sam Lee mentioned you/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/collab/general#message-m1');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/members/notifications/5/read',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks all read, and closes on Escape with focus back on the bell', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/read-all') ? Response.json({ ok: true }) : Response.json({ items: [LIKES], unread: 1 }),
    );
    useSessionStore.setState({ status: 'member', member: memberFixture });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 15_000 }));
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/read-all')
        ? Response.json({ ok: true })
        : Response.json({ items: [{ ...LIKES, read: true }], unread: 0 }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });
});
