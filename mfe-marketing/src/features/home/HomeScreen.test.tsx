import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import HomeScreen from './HomeScreen';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

// Whole screens render slowly on the shared two-core machine.
describe('Home', { timeout: 30_000 }, () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('opens with the headline, the hero stats and a way to join', async () => {
    renderWithProviders(<HomeScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Break mental barriers. Build success.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mindset Platform')).toBeInTheDocument();
    for (const value of ['50K+', '95%', '$2M+']) expect(screen.getByText(value)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Start 30-Day System' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/join');
  });

  it("'See How It Works' scrolls to the features section and moves focus to its heading", async () => {
    renderWithProviders(<HomeScreen />);
    await user.click(screen.getByRole('button', { name: 'See How It Works' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('features'));
    expect(screen.getByRole('heading', { level: 2, name: 'Six modules. One breakthrough.' })).toHaveFocus();
  });

  it('shows the six numbered modules with their timelines, each linking to /modules', () => {
    renderWithProviders(<HomeScreen />);
    const features = document.getElementById('features') as HTMLElement;
    const cards = within(features).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(cards[0] as HTMLElement).getByText('Limiting Belief Elimination')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Week 1-2')).toBeInTheDocument();
    expect(within(cards[3] as HTMLElement).getByText('Ongoing')).toBeInTheDocument();
    const startLinks = within(features).getAllByRole('link', { name: /^Start this module/ });
    expect(startLinks).toHaveLength(6);
    startLinks.forEach((link) => expect(link).toHaveAttribute('href', '/modules'));
    expect(screen.getByRole('link', { name: 'View All Modules' })).toHaveAttribute('href', '/modules');
    expect(screen.getByRole('link', { name: 'See member results' })).toHaveAttribute('href', '/community');
  });

  it('backs the claims with three stat cards and three five-star testimonials', () => {
    renderWithProviders(<HomeScreen />);
    const proof = document.getElementById('proof') as HTMLElement;
    for (const value of ['847%', '21 days', '$127M+']) expect(within(proof).getByText(value)).toBeInTheDocument();
    expect(within(proof).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(within(proof).getByRole('img', { name: 'Avatar of Sarah Mitchell' })).toBeInTheDocument();
    expect(within(proof).getByRole('link', { name: 'Access The System' })).toHaveAttribute('href', '/join');
    expect(within(proof).getByRole('link', { name: 'See More Results' })).toHaveAttribute('href', '/community');
  });

  it('lands on a section named in the address, as a /#proof link expects', () => {
    renderWithProviders(<HomeScreen />, { route: '/#proof' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('proof'));
  });

  it('invites to the community with a working join button and three cards that lead somewhere', () => {
    renderWithProviders(<HomeScreen />);
    expect(screen.getByRole('link', { name: "Join Now - It's Free" })).toHaveAttribute('href', '/join');
    for (const title of ['Daily Discussions', 'Weekly Events', 'Resource Library']) {
      const card = screen.getByRole('article', { name: title });
      expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/collab\//);
    }
  });
});
