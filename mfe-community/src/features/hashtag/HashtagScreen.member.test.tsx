import { act, screen, within } from '@testing-library/react';
import { useToastStore } from '@mindset/shared-ui';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  requestsTo,
  servedPostFixture,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { HashtagScreen } from './HashtagScreen';

beforeEach(signInForTest);
afterEach(signOutAfterTest);
// The toast a refused follow raises would outlive its test.
afterEach(() => act(() => useToastStore.getState().dismiss()));

const TOPIC = '/api/members/community/topics/hashtag/mindset';

function renderHashtag(tag: string) {
  return renderWithRouter(<HashtagScreen />, {
    path: '/community/hashtag/:hashtag',
    entries: [`/community/hashtag/${tag}`],
  });
}

const mindset = {
  name: 'mindset',
  posts: 3,
  following: false,
  recent: [
    servedPostFixture('p2', 'Newest #mindset', { likes: 1 }),
    servedPostFixture('p1', 'Older #mindset', { likes: 9 }),
  ],
};

describe("a member's hashtag page", () => {
  it("shows the service's count and posts, with the sample's description", async () => {
    answerRequests({ [`GET ${TOPIC}`]: () => jsonResponse(200, mindset) });
    renderHashtag('mindset');
    expect(await screen.findByText('3 posts')).toBeInTheDocument();
    expect(screen.queryByText('2.4M posts')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '#mindset' })).toBeInTheDocument();
    expect(screen.getByText('Beliefs, habits and the inner work behind every result.')).toBeInTheDocument();
    const top = within(screen.getByRole('list', { name: 'Top posts' })).getAllByRole('link');
    expect(top.map((link) => link.getAttribute('href'))).toEqual(['/community/post/p1', '/community/post/p2']);
  });

  it('follows and unfollows through the service', async () => {
    answerRequests({
      [`GET ${TOPIC}`]: () => jsonResponse(200, mindset),
      [`PUT ${TOPIC}/follow`]: () => jsonResponse(200, { following: true }),
      [`DELETE ${TOPIC}/follow`]: () => jsonResponse(200, { following: false }),
    });
    renderHashtag('mindset');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(requestsTo(`${TOPIC}/follow`).map((request) => request.method)).toEqual(['PUT', 'DELETE']);
  });

  it('goes back to Follow and says why when the service refuses', async () => {
    answerRequests({
      [`GET ${TOPIC}`]: () => jsonResponse(200, mindset),
      [`PUT ${TOPIC}/follow`]: () => jsonResponse(400, { error: 'Name a hashtag or a place.' }),
    });
    renderHashtag('mindset');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Name a hashtag or a place.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('gives a tag the sample does not know the plain description', async () => {
    answerRequests({
      'GET /api/members/community/topics/hashtag/newtag': () =>
        jsonResponse(200, { name: 'newtag', posts: 1, following: true, recent: [servedPostFixture('p3', '#newtag')] }),
    });
    renderHashtag('newtag');
    expect(await screen.findByText('1 post')).toBeInTheDocument();
    expect(screen.getByText('Posts tagged #newtag from the community.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  });

  it('offers to try again when the page does not load', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockReturnValueOnce(jsonResponse(200, mindset));
    renderHashtag('mindset');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the member service.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 posts')).toBeInTheDocument();
  });
});
