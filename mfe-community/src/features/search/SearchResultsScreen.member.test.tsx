import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  servedPerson,
  servedPostFixture,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import type { Post } from '@mindset/member-contract';
import { communityKeys } from '../../api/posts';
import { queryClient } from '../../api/queryClient';
import { SearchResultsScreen } from './SearchResultsScreen';

beforeEach(signInForTest);
afterEach(signOutAfterTest);

function renderResults(query: string) {
  return renderWithRouter(<SearchResultsScreen />, {
    path: '/community/search/results',
    entries: [`/community/search/results?q=${encodeURIComponent(query)}`],
  });
}

describe("a member's search results", () => {
  it('come from the service, with its people, real counts and posts', async () => {
    answerRequests({
      'GET /api/members/community/search?q=lake': () =>
        jsonResponse(200, {
          people: [servedPerson('lake.runner', 'Lake Runner')],
          hashtags: [{ name: 'lakelife', posts: 12 }],
          locations: [{ name: 'Lake Bled, Slovenia', posts: 1 }],
          posts: [servedPostFixture('p1', 'Morning swim in the lake')],
        }),
    });
    renderResults('lake');

    const people = within(await screen.findByRole('region', { name: 'People (1)' }));
    expect(people.getByRole('link', { name: /lake\.runner/ })).toHaveAttribute(
      'href',
      '/community/profile/lake.runner',
    );
    const hashtags = within(screen.getByRole('region', { name: 'Hashtags (1)' }));
    expect(hashtags.getByRole('link', { name: '#lakelife 12 posts' })).toHaveAttribute(
      'href',
      '/community/hashtag/lakelife',
    );
    const places = within(screen.getByRole('region', { name: 'Places (1)' }));
    expect(places.getByRole('link', { name: 'Lake Bled, Slovenia 1 post' })).toHaveAttribute(
      'href',
      '/community/location/Lake%20Bled%2C%20Slovenia',
    );
    const posts = within(screen.getByRole('region', { name: 'Posts (1)' }));
    expect(posts.getByRole('link', { name: /Morning swim in the lake/ })).toHaveAttribute('href', '/community/post/p1');
    // The sample's "Lake District, England" is a guest's result, not a member's.
    expect(screen.queryByText(/Lake District/)).not.toBeInTheDocument();
    // The post page opens from the query cache.
    expect(queryClient.getQueryData<Post>(communityKeys.post('p1'))?.caption).toBe('Morning swim in the lake');
  });

  it('sends a #hashtag query as typed, and says when nothing matches', async () => {
    answerRequests({
      'GET /api/members/community/search?q=%23mindset': () =>
        jsonResponse(200, { people: [], hashtags: [], locations: [], posts: [] }),
    });
    renderResults('#mindset');
    expect(await screen.findByRole('heading', { name: 'No results for “#mindset”' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Posts/ })).not.toBeInTheDocument();
  });

  it('shows what went wrong and tries again', async () => {
    fetchMock.mockReturnValueOnce(jsonResponse(500, { error: 'Search is resting for a moment.' }));
    fetchMock.mockReturnValueOnce(
      jsonResponse(200, { people: [servedPerson('ana.lopez', 'Ana Lopez')], hashtags: [], locations: [], posts: [] }),
    );
    renderResults('ana');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is resting for a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'People (1)' })).toHaveTextContent('ana.lopez');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
