import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { useCommunityStore } from '../../store/communityStore';
import { FeedScreen } from './FeedScreen';

function renderFeed() {
  return renderWithRouter(<FeedScreen />, { path: '/community' });
}

describe('FeedScreen', () => {
  it("starts the stories row with 'Your Story', which creates a story, then one tile per person", () => {
    renderFeed();
    const stories = within(screen.getByRole('region', { name: 'Stories' })).getAllByRole('link');
    expect(stories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Your Story', '/community/stories/create'],
      ['sarah.growth', '/community/stories/sarah.growth'],
      ['marcus.rise', '/community/stories/marcus.rise'],
      ['emma.focus', '/community/stories/emma.focus'],
      ['david.victor', '/community/stories/david.victor'],
    ]);
  });

  it("shows the member's new story right after 'Your Story'", () => {
    useCommunityStore.getState().shareStory({ kind: 'text', text: 'Hello', background: 'violet' });
    renderFeed();
    const stories = within(screen.getByRole('region', { name: 'Stories' })).getAllByRole('link');
    expect(stories[1]).toHaveAccessibleName("alex.mindset's story");
  });

  it("lists the member's posts above the sample posts", () => {
    useCommunityStore.getState().sharePost({ caption: 'Mine', location: '', media: [] });
    renderFeed();
    const posts = within(screen.getByRole('region', { name: 'Posts' })).getAllByRole('article');
    expect(posts).toHaveLength(11);
    expect(posts[0]).toHaveAccessibleName('Post by Alex Morgan');
    expect(posts[1]).toHaveAccessibleName('Post by Sarah Chen');
  });
});
