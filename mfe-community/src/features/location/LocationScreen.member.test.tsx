import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import {
  answerRequests,
  jsonResponse,
  requestsTo,
  servedPostFixture,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { LocationScreen } from './LocationScreen';

beforeEach(signInForTest);
afterEach(signOutAfterTest);

function renderLocation(name: string) {
  return renderWithRouter(<LocationScreen />, {
    path: '/community/location/:location',
    entries: [`/community/location/${encodeURIComponent(name)}`],
  });
}

const NEW_YORK = '/api/members/community/topics/location/New%20York%2C%20NY';

describe("a member's place page", () => {
  it("shows the service's count and posts, the sample's description and Directions", async () => {
    answerRequests({
      [`GET ${NEW_YORK}`]: () =>
        jsonResponse(200, {
          name: 'New York, NY',
          posts: 1,
          following: false,
          recent: [servedPostFixture('p1', 'Central Park run', { location: 'New York, NY' })],
        }),
    });
    renderLocation('New York, NY');
    expect(await screen.findByText('1 post')).toBeInTheDocument();
    expect(screen.queryByText('48.2K posts')).not.toBeInTheDocument();
    expect(screen.getByText(/city that never sleeps/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top posts' })).getByRole('link')).toHaveAttribute(
      'href',
      '/community/post/p1',
    );
    expect(screen.getByRole('link', { name: 'Directions (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=New%20York%2C%20NY',
    );
  });

  it('names an unknown place as its posts spell it, and unfollows it', async () => {
    const path = '/api/members/community/topics/location/lake%20bled';
    answerRequests({
      [`GET ${path}`]: () => jsonResponse(200, { name: 'Lake Bled', posts: 0, following: true, recent: [] }),
      [`DELETE ${path}/follow`]: () => jsonResponse(200, { following: false }),
    });
    renderLocation('lake bled');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake Bled' })).toBeInTheDocument();
    expect(screen.getByText('0 posts')).toBeInTheDocument();
    expect(screen.getByText('Posts the community shared from Lake Bled.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(requestsTo(`${path}/follow`)).toEqual([{ method: 'DELETE', body: undefined }]);
  });
});
