import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  servedPostFixture,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { SavedScreen } from './SavedScreen';

const servedPost = (id: string, caption: string) => servedPostFixture(id, caption, { liked: true, saved: true });

beforeEach(signInForTest);
afterEach(signOutAfterTest);

describe("a member's saved and liked posts", () => {
  it('come from the service, each tab its own collection', async () => {
    answerRequests({
      'GET /api/members/community/collections/saved': () =>
        jsonResponse(200, { posts: [servedPost('p1', 'Kept for later')] }),
      'GET /api/members/community/collections/liked': () =>
        jsonResponse(200, { posts: [servedPost('p2', 'Loved this one')] }),
    });
    renderWithRouter(<SavedScreen />, { path: '/community/saved' });
    const saved = await screen.findByRole('list', { name: 'Saved posts' });
    expect(within(saved).getAllByRole('link')).toHaveLength(1);
    expect(within(saved).getByRole('link')).toHaveAttribute('href', '/community/post/p1');
    expect(screen.queryByText(/Sarah Chen/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Liked' }));
    const liked = await screen.findByRole('list', { name: 'Liked posts' });
    expect(within(liked).getByRole('link')).toHaveAttribute('href', '/community/post/p2');
  });

  it('offers to try again when the collection does not load', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockReturnValueOnce(jsonResponse(200, { posts: [] }));
    renderWithRouter(<SavedScreen />, { path: '/community/saved' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No saved posts yet' })).toBeInTheDocument();
  });
});
