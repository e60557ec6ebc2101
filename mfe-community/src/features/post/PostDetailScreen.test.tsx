import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { useCommunityStore } from '../../store/communityStore';
import { PostDetailScreen } from './PostDetailScreen';

function renderPost(entries: string[]) {
  return renderWithRouter(<PostDetailScreen />, { path: '/community/post/:postId', entries });
}

describe('PostDetailScreen', () => {
  it('shows the image, caption and comments of the post', () => {
    renderPost(['/community/post/1']);
    expect(screen.getByRole('heading', { level: 1, name: 'Post by Sarah Chen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunrise glowing behind a dark mountain range' })).toBeInTheDocument();
    expect(screen.getByText(/5:30 am club, day 100/)).toBeInTheDocument();
    const comments = within(screen.getByRole('region', { name: 'Comments (3)' }));
    expect(comments.getByText('Stealing this line for my journal.')).toBeInTheDocument();
  });

  it('toggles like (count +/- 1) and save', async () => {
    const user = userEvent.setup({ delay: null });
    renderPost(['/community/post/1']);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByText('2,848 likes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    expect(useCommunityStore.getState().savedPosts).toEqual({ 1: true });
  });

  it('likes a comment, adding one to its count', async () => {
    const user = userEvent.setup({ delay: null });
    renderPost(['/community/post/1']);
    const like = screen.getByRole('button', { name: 'Like comment by david.victor' });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('9 likes')).toBeInTheDocument();
  });

  it('shows Post only when the comment has text, and adds the comment with 0 likes and now', async () => {
    const user = userEvent.setup({ delay: null });
    renderPost(['/community/post/1']);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();

    await user.type(box, '   ');
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(screen.getByRole('region', { name: 'Comments (3)' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Day 101 tomorrow!');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    const comments = within(screen.getByRole('region', { name: 'Comments (4)' }));
    const newest = comments.getAllByRole('listitem').at(-1) as HTMLElement;
    expect(within(newest).getByText('Day 101 tomorrow!')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'alex.mindset' })).toBeInTheDocument();
    expect(within(newest).getByText('0 likes')).toBeInTheDocument();
    expect(within(newest).getByText('now')).toBeInTheDocument();
    // The box empties once the comment is accepted (a member's goes to the service first).
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
  });

  it('goes one step back in history', async () => {
    const user = userEvent.setup({ delay: null });
    renderPost(['/community/hashtag/mindset', '/community/post/1']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/community/hashtag/mindset');
  });

  it('goes to the feed when the post was the first page of the visit', async () => {
    const user = userEvent.setup({ delay: null });
    renderPost(['/community/post/1']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/);
  });

  it('says when a post does not exist', () => {
    renderPost(['/community/post/nope']);
    expect(screen.getByRole('heading', { name: "This post isn't available" })).toBeInTheDocument();
  });
});
