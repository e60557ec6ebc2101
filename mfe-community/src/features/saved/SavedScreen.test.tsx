import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { useCommunityStore } from '../../store/communityStore';
import { SavedScreen } from './SavedScreen';

function renderSaved() {
  return renderWithRouter(<SavedScreen />, { path: '/community/saved' });
}

describe('SavedScreen', () => {
  it("offers 'Browse Posts' when nothing is saved", () => {
    renderSaved();
    expect(screen.getByRole('heading', { name: 'No saved posts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Posts' })).toHaveAttribute('href', '/community');
  });

  it('lists saved posts, each linking to its page', () => {
    useCommunityStore.getState().setPostSaved('4', true);
    renderSaved();
    const links = within(screen.getByRole('list', { name: 'Saved posts' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/community/post/4']);
  });

  it('lists liked posts: the sample likes and the member’s, minus what they unliked', async () => {
    const user = userEvent.setup({ delay: null });
    useCommunityStore.getState().setPostLiked('3', true);
    useCommunityStore.getState().setPostLiked('10', false);
    renderSaved();
    await user.click(screen.getByRole('tab', { name: 'Liked' }));
    const links = within(screen.getByRole('list', { name: 'Liked posts' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/community/post/2', '/community/post/3']);
  });
});
