import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { useChatStore } from '../features/chat/chatStore';
import { renderWithProviders, stubScreen } from '../testing/renderWithProviders';
import App from './App';
import { memberFixture } from '@mindset/shared-ui/testing';

// A member's layer is loaded lazily; loaded once here, a busy machine's first transform of it does
// not count against a test's wait.
beforeAll(async () => {
  await Promise.all([import('./MemberHub'), import('../features/chat/MemberChatPane')]);
});

beforeEach(() => {
  stubScreen({ mobile: false });
  Element.prototype.scrollIntoView = () => {};
  useSessionStore.setState({ status: 'guest', member: null });
  useChatStore.setState({ posted: {}, reactions: {} });
});

const JANE = memberFixture;

const sidebarPaths = [
  ['/collab/general', 'general', 'Message #general'],
  ['/collab/goals', 'goals-accountability', 'Message #goals-accountability'],
  ['/collab/wins', 'daily-wins', 'Message #daily-wins'],
  ['/collab/resources', 'resources', 'Message #resources'],
  ['/collab/events', 'events', 'Message #events'],
  ['/collab/groups/goal-crushers', 'Goal Crushers', 'Message #goal-crushers'],
  ['/collab/groups/morning-mindset', 'Morning Mindset', 'Message #morning-mindset'],
  ['/collab/groups/mindful-leaders', 'Mindful Leaders', 'Message #mindful-leaders'],
] as const;

describe('routes', () => {
  it.each(sidebarPaths)('%s shows its chat under the heading %s', (path, heading, placeholder) => {
    renderWithProviders(<App />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByPlaceholderText(placeholder)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('/collab itself is the general chat, and marks general as current', () => {
    renderWithProviders(<App />, { path: '/collab' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('general');
    expect(screen.getByRole('link', { name: 'general' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByPlaceholderText('Message #general')).toBeInTheDocument();
  });

  it.each([
    ['/collab/voice/morning', 'Morning Check-in'],
    ['/collab/voice/evening', 'Evening Reflection'],
  ])('%s is a voice room', (path, name) => {
    renderWithProviders(<App />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    expect(screen.getByRole('button', { name: 'Join room' })).toBeInTheDocument();
    // Voice Channels starts closed, but the room on screen stays visible in it.
    expect(screen.getByRole('button', { name: 'Voice Channels' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: /Check-in|Reflection/ })).toHaveLength(1);
  });

  it('an unknown group stays in the layout with a way back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { path: '/collab/groups/chess-club' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Group not found');
    expect(screen.getByRole('navigation', { name: 'Collab channels' })).toBeInTheDocument();
    expect(screen.getByText(/There is no interest group called “chess-club”/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to #general' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/collab/general');
  });

  it('an unknown collab path shows the not-found screen inside the hub', () => {
    renderWithProviders(<App />, { path: '/collab/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Collab channels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch to Community' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Mindset Platform');
  });

  it('every sidebar link opens a screen, never the not-found page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { path: '/collab' });
    const nav = screen.getByRole('navigation', { name: 'Collab channels' });
    await user.click(within(nav).getByRole('button', { name: 'Voice Channels' }));
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) {
      await user.click(nav.querySelector(`a[href="${href}"]`) as HTMLAnchorElement);
      expect(screen.getByTestId('current-path')).toHaveTextContent(href ?? '');
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', href);
    }
  }, 20_000);

  it('the header links back to the community', () => {
    renderWithProviders(<App />, { path: '/collab/wins' });
    expect(screen.getByRole('link', { name: 'Switch to Community' })).toHaveAttribute('href', '/community');
  });

  it('names the tab after the place', () => {
    renderWithProviders(<App />, { path: '/collab/wins' });
    expect(document.title).toBe('daily-wins · Mindset Collab');
  });
});

describe('sidebar sections and footer', () => {
  it('opens Text Channels and Interest Groups, closes Voice Channels, and toggles them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { path: '/collab' });
    expect(screen.getByRole('button', { name: 'Text Channels' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Interest Groups' })).toHaveAttribute('aria-expanded', 'true');
    const voice = screen.getByRole('button', { name: 'Voice Channels' });
    expect(voice).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Morning Check-in' })).not.toBeInTheDocument();

    await user.click(voice);
    expect(voice).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Morning Check-in' })).toHaveAttribute('href', '/collab/voice/morning');

    await user.click(screen.getByRole('button', { name: 'Text Channels' }));
    expect(screen.queryByRole('link', { name: 'daily-wins' })).not.toBeInTheDocument();
  });

  it('shows the signed-in sample member as Online', () => {
    renderWithProviders(<App />, { path: '/collab' });
    const nav = screen.getByRole('navigation', { name: 'Collab channels' });
    expect(within(nav).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(nav).getByText('Online')).toBeInTheDocument();
  });

  it('shows a signed-in member by their name and username, with the served chat (features/chat/MemberChatPane.test.tsx)', async () => {
    useSessionStore.setState({ status: 'member', member: JANE });
    renderWithProviders(<App />, { path: '/collab/general' });
    const nav = screen.getByRole('navigation', { name: 'Collab channels' });
    expect(within(nav).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(nav).getByText('@jane.doe')).toBeInTheDocument();
    expect(within(nav).queryByText('Alex Morgan')).not.toBeInTheDocument();
    // A member's messages are the service's, not this device's sample store.
    expect(await screen.findByRole('textbox', { name: 'Message #general' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome to the collab hub, everyone!/)).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('reaches the composer with one Tab from the channel heading, where focus lands after navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { path: '/collab/wins' });
    const heading = screen.getByRole('heading', { level: 1 });
    // As the shell's RouteFocus does after a navigation.
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message #daily-wins' })).toHaveFocus();
  });
});
