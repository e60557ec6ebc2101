import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { samplePosts, type CommunityPost } from '../data/posts';
import { PostCard } from './PostCard';
import { renderWithRouter } from '../testing/renderWithRouter';

function samplePost(id: string): CommunityPost {
  const post = samplePosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No sample post ${id}`);
  return post;
}

function renderCard(post: CommunityPost) {
  renderWithRouter(<PostCard post={post} />, { path: '/community' });
  return within(screen.getByRole('article'));
}

describe('PostCard', () => {
  it('shows who posted, where and the image with its description', () => {
    const card = renderCard(samplePost('1'));
    expect(screen.getByRole('article', { name: 'Post by Sarah Chen' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'sarah.growth' })).toHaveAttribute('href', '/community/profile/sarah.growth');
    expect(card.getByRole('link', { name: 'Lake District, England' })).toHaveAttribute(
      'href',
      '/community/location/Lake%20District%2C%20England',
    );
    expect(card.getByRole('img', { name: 'Sunrise glowing behind a dark mountain range' })).toBeInTheDocument();
    expect(card.getByText('45 minutes ago')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '#mindset' })).toHaveAttribute('href', '/community/hashtag/mindset');
  });

  it('adds one like when liked and takes it away when unliked', async () => {
    const user = userEvent.setup();
    const card = renderCard(samplePost('1'));
    const like = card.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByText('2,847 likes')).toBeInTheDocument();

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByText('2,848 likes')).toBeInTheDocument();

    await user.click(like);
    expect(card.getByText('2,847 likes')).toBeInTheDocument();
  });

  it('takes one like away from a post the sample already liked', async () => {
    const user = userEvent.setup();
    const card = renderCard(samplePost('2'));
    expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(card.getByRole('button', { name: 'Like' }));
    expect(card.getByText('5,119 likes')).toBeInTheDocument();
  });

  it('toggles the bookmark', async () => {
    const user = userEvent.setup();
    const card = renderCard(samplePost('1'));
    const save = card.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it('leads to the comments on the post page', () => {
    const card = renderCard(samplePost('1'));
    expect(card.getByRole('link', { name: 'View all 3 comments' })).toHaveAttribute('href', '/community/post/1');
    expect(card.getByRole('link', { name: 'Comment' })).toHaveAttribute('href', '/community/post/1');
  });
});
