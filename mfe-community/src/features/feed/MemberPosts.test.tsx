import { act, screen, within } from '@testing-library/react';
import { liveSubscriptions } from '@mindset/shared-ui/testing';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { sampleImages } from '../../data/posts';
import { FeedScreen } from './FeedScreen';
import {
  fetchMock,
  jsonResponse,
  servedPostFixture,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);
// The stories row asks member-service for stories too (StoriesRow.member.test.tsx): these tests are about posts.
vi.mock('./StoriesRow', () => ({ StoriesRow: () => null }));

const servedPost = servedPostFixture;

const json = jsonResponse;

beforeEach(signInForTest);
afterEach(signOutAfterTest);

function requests() {
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
}

describe("a member's feed", () => {
  it('shows what members shared, and a like goes to the service', async () => {
    fetchMock.mockReturnValueOnce(json(200, { posts: [servedPost('p1', 'First 5k done')], nextCursor: null }));
    fetchMock.mockReturnValueOnce(json(200, { liked: true, likes: 2 }));
    renderWithRouter(<FeedScreen />, { path: '/community' });

    const post = await screen.findByRole('article', { name: 'Post by Ana Lopez' });
    expect(within(post).getByText('First 5k done')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'View 1 comment' })).toHaveAttribute('href', '/community/post/p1');
    expect(screen.queryByRole('article', { name: /Sarah Chen/ })).not.toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();

    await userEvent.click(within(post).getByRole('button', { name: 'Like' }));
    expect(await within(post).findByText('2 likes')).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/members/community/feed', 'PUT /api/members/community/posts/p1/like']);
  });

  it('puts a post shared elsewhere on top as it arrives, and moves counts live', async () => {
    fetchMock.mockReturnValueOnce(json(200, { posts: [servedPost('p1', 'Older')], nextCursor: null }));
    renderWithRouter(<FeedScreen />, { path: '/community' });
    await screen.findByText('Older');
    // The feed for public accounts, and the member's own topic for the private accounts they follow.
    expect(liveSubscriptions.map((subscription) => subscription.topics)).toEqual([['feed', 'member:m1']]);

    act(() => {
      liveSubscriptions[0]?.onEvent({
        seq: 5,
        topic: 'feed',
        data: { kind: 'post.created', post: servedPost('p2', 'Brand new', { likes: 0, comments: 0 }) },
      });
      liveSubscriptions[0]?.onEvent({ seq: 6, topic: 'feed', data: { kind: 'post.likes', postId: 'p1', likes: 7 } });
    });
    const cards = screen.getAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByText('Brand new')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('7 likes')).toBeInTheDocument();

    // A followed private account's new post comes on the member's own topic.
    act(() =>
      liveSubscriptions[0]?.onEvent({
        seq: 7,
        topic: 'member:m1',
        data: { kind: 'post.created', post: servedPost('p3', 'For followers only', { likes: 0, comments: 0 }) },
      }),
    );
    expect(
      within(screen.getAllByRole('article')[0] as HTMLElement).getByText('For followers only'),
    ).toBeInTheDocument();
  });

  it('asks for the next page with the cursor it was given', async () => {
    fetchMock.mockReturnValueOnce(json(200, { posts: [servedPost('p1', 'Page one')], nextCursor: 'abc' }));
    fetchMock.mockReturnValueOnce(json(200, { posts: [servedPost('p0', 'Page two')], nextCursor: null }));
    renderWithRouter(<FeedScreen />, { path: '/community' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(requests()).toContain('GET /api/members/community/feed?cursor=abc');
  });

  it('offers to try again when the feed does not load', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockReturnValueOnce(json(200, { posts: [servedPost('p1', 'Back again')], nextCursor: null }));
    renderWithRouter(<FeedScreen />, { path: '/community' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('draws a sample post’s image from the community’s own files', async () => {
    fetchMock.mockReturnValueOnce(
      json(200, {
        posts: [
          servedPost('sample-post-1', '5:30 am club', {
            media: [
              { kind: 'image', url: 'sample:sunrise-mountains', alt: 'Sunrise glowing behind a dark mountain range' },
            ],
          }),
        ],
        nextCursor: null,
      }),
    );
    renderWithRouter(<FeedScreen />, { path: '/community' });
    const image = await screen.findByRole('img', { name: 'Sunrise glowing behind a dark mountain range' });
    expect(image).toHaveAttribute('src', sampleImages['sunrise-mountains']);
  });
});
