import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { useCommunityStore } from '../../store/communityStore';
import { HashtagScreen } from './HashtagScreen';

function renderHashtag(tag: string) {
  return renderWithRouter(<HashtagScreen />, {
    path: '/community/hashtag/:hashtag',
    entries: [`/community/hashtag/${tag}`],
  });
}

describe('HashtagScreen', () => {
  it('shows the name, posts count and description', () => {
    renderHashtag('mindset');
    expect(screen.getByRole('heading', { level: 1, name: '#mindset' })).toBeInTheDocument();
    expect(screen.getByText('2.4M posts')).toBeInTheDocument();
    expect(screen.getByText('Beliefs, habits and the inner work behind every result.')).toBeInTheDocument();
  });

  it('shows the first three posts under Top, most liked first, and all of them under Recent', async () => {
    const user = userEvent.setup({ delay: null });
    renderHashtag('mindset');
    const top = within(screen.getByRole('list', { name: 'Top posts' })).getAllByRole('link');
    expect(top.map((link) => link.getAttribute('href'))).toEqual([
      '/community/post/2',
      '/community/post/6',
      '/community/post/1',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    const recent = within(screen.getByRole('list', { name: 'Recent posts' })).getAllByRole('link');
    expect(recent.map((link) => link.getAttribute('href'))).toEqual([
      '/community/post/1',
      '/community/post/2',
      '/community/post/3',
      '/community/post/6',
      '/community/post/8',
      '/community/post/9',
    ]);
  });

  it('toggles Follow and Following', async () => {
    const user = userEvent.setup({ delay: null });
    renderHashtag('mindset');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(useCommunityStore.getState().followedHashtags).toEqual({ mindset: true });
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('gives an unknown hashtag a page with 0 posts', () => {
    renderHashtag('nosuchtag');
    expect(screen.getByRole('heading', { level: 1, name: '#nosuchtag' })).toBeInTheDocument();
    expect(screen.getByText('0 posts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});
