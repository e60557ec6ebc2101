import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { useCommunityStore } from '../../store/communityStore';
import { DiscoverScreen } from './DiscoverScreen';

function renderDiscover() {
  return renderWithRouter(<DiscoverScreen />, { path: '/explore' });
}

describe('DiscoverScreen', () => {
  it('opens on Trending with topics linking to their hashtag pages and popular posts', () => {
    renderDiscover();
    expect(screen.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '#mindset 2.4M posts' })).toHaveAttribute(
      'href',
      '/community/hashtag/mindset',
    );
    expect(within(screen.getByRole('list', { name: 'Trending posts' })).getAllByRole('link')).toHaveLength(6);
  });

  it('follows featured people, whose names open their creator profile', async () => {
    const user = userEvent.setup({ delay: null });
    renderDiscover();
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(screen.getByRole('link', { name: 'Sarah Chen' })).toHaveAttribute('href', '/community/creator/sarah.growth');
    await user.click(screen.getByRole('button', { name: 'Follow Sarah Chen' }));
    expect(screen.getByRole('button', { name: 'Following Sarah Chen' })).toBeInTheDocument();
    expect(useCommunityStore.getState().following).toEqual({ 'sarah.growth': true });
  });

  it('lists courses at $97, $67 and $87 with their instructors, and enrolls', async () => {
    const user = userEvent.setup({ delay: null });
    renderDiscover();
    await user.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(screen.getAllByText(/^\$\d+$/).map((price) => price.textContent)).toEqual(['$97', '$67', '$87']);
    expect(screen.getByRole('link', { name: 'Marcus Johnson' })).toHaveAttribute(
      'href',
      '/community/creator/marcus.rise',
    );
    await user.click(screen.getByRole('button', { name: 'Enroll in Resilience Under Pressure' }));
    expect(screen.getByRole('button', { name: 'Enrolled in Resilience Under Pressure' })).toBeInTheDocument();
  });

  it('says goal tracking is coming soon', async () => {
    const user = userEvent.setup({ delay: null });
    renderDiscover();
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    expect(screen.getByRole('heading', { name: 'Goal Tracking Coming Soon' })).toBeInTheDocument();
  });

  it('searches from its search box', async () => {
    const user = userEvent.setup({ delay: null });
    renderDiscover();
    await user.type(screen.getByRole('searchbox'), ' journaling {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/community/search/results?q=journaling');
  });
});
