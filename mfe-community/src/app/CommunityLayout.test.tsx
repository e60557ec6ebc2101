import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberMessages, Route, Routes, useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { renderWithRouter } from '../testing/renderWithRouter';
import { useCommunityStore } from '../store/communityStore';
import { CommunityLayout } from './CommunityLayout';
import { loadMemberLayer } from './MemberSeam';

// A member's screens wait for their data layer once per page; here it is loaded before the first test.
beforeAll(async () => {
  await loadMemberLayer();
});

function renderLayout() {
  return renderWithRouter(
    <Routes>
      <Route element={<CommunityLayout />}>
        <Route path="*" element={<h1>Screen content</h1>} />
      </Route>
    </Routes>,
    { path: '/community/*', entries: ['/community/saved'] },
  );
}

describe('CommunityLayout', () => {
  beforeEach(() => useSessionStore.setState({ status: 'guest', member: null }));

  it('links the header icons, by name, to the community screens and the collaboration area', () => {
    renderLayout();
    const header = within(screen.getByRole('navigation', { name: 'Community' }));
    const expected: [string, string][] = [
      ['Home', '/community'],
      ['Search', '/community/search'],
      ['Create post', '/community/create'],
      ['Messages', '/community/messages'],
      ['Activity', '/community/activity'],
      ['Add to your story', '/community/stories/create'],
      ['Switch to Collaboration', '/collab'],
    ];
    expected.forEach(([name, href]) => expect(header.getByRole('link', { name })).toHaveAttribute('href', href));
    expect(screen.getByRole('link', { name: 'Mindset community home' })).toHaveAttribute('href', '/community');
  });

  it('puts the screen in the one main landmark, which the skip link targets', () => {
    renderLayout();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Screen content' }));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('has a bottom bar with Home, Search, Create, Activity and the fixed profile route', () => {
    renderLayout();
    // jsdom applies no media queries, so the bar stays in its desktop state (hidden); a phone shows it.
    const bar = within(screen.getByLabelText('Community shortcuts'));
    expect(
      bar.getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/community'],
      ['Search', '/community/search'],
      ['Create', '/community/create'],
      ['Activity', '/community/activity'],
      ['Profile', '/profile'],
    ]);
  });

  it('opens the profile menu with its links, and Escape closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Profile menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/community/profile/alex.mindset');
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/community/saved');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/community/settings');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/community/help');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the profile menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/community/settings');
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out locally, keeping the member data, and signs back in to the same screen', async () => {
    const user = userEvent.setup();
    useCommunityStore.getState().setPostSaved('1', true);
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(screen.getByRole('heading', { level: 1, name: 'You are signed out' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Screen content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign back in' }));
    expect(screen.getByRole('heading', { name: 'Screen content' })).toBeInTheDocument();
    expect(useCommunityStore.getState().savedPosts).toEqual({ 1: true });
  });

  describe('for a member', () => {
    const fetchMock = vi.fn<typeof fetch>();
    // Sign-out parses with the contract, which shared-ui loads on demand: the first load is slow in tests.
    beforeAll(async () => {
      await import('@mindset/member-contract');
    });
    beforeEach(() => {
      // The header's bell asks for the member's notifications: answered "not here" unless a test says more.
      fetchMock.mockImplementation(
        async () => new Response(JSON.stringify({ error: 'Not in this test.' }), { status: 404 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      useSessionStore.setState({ status: 'member', member: memberFixture });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      fetchMock.mockReset();
    });

    it('names the member and links to their own profile, with no Sign In', async () => {
      const user = userEvent.setup();
      renderLayout();
      await user.click(screen.getByRole('button', { name: 'Profile menu' }));
      expect(screen.getByText('Signed in as @jane.doe')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/community/profile/jane.doe');
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('ends the real session on Log out and goes to the sign-in page', async () => {
      // Only the sign-out is answered: the schema it parses with loads first, so another request may come before it.
      fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) =>
        init?.method === 'DELETE'
          ? new Response(JSON.stringify({ ok: true }), { status: 200 })
          : new Response(JSON.stringify({ error: 'Not in this test.' }), { status: 404 }),
      );
      const user = userEvent.setup();
      renderLayout();
      await user.click(screen.getByRole('button', { name: 'Profile menu' }));
      await user.click(screen.getByRole('button', { name: 'Log out' }));

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
      const signOut = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
      expect(String(signOut?.[0])).toBe('/api/members/session');
      expect(useSessionStore.getState().member).toBeNull();
      expect(useCommunityStore.getState().signedOut).toBe(false);
    });

    it('keeps the member signed in and says so when Log out cannot reach the service', async () => {
      // Only the sign-out fails: the header's bell asks for the member's notifications too.
      fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) => {
        if (init?.method === 'DELETE') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ error: 'Not in this test.' }), { status: 404 });
      });
      const user = userEvent.setup();
      renderLayout();
      await user.click(screen.getByRole('button', { name: 'Profile menu' }));
      await user.click(screen.getByRole('button', { name: 'Log out' }));

      expect(await screen.findByText(memberMessages.unreachable)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/community/saved');
      expect(useSessionStore.getState().member).toEqual(memberFixture);
    });
  });

  it('offers a guest the sign-in page from the profile menu', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(screen.getByText('Browsing as a guest')).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
