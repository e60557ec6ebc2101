import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Story, StoryAuthor } from '@mindset/member-contract';
import { queryClient } from '../../api/queryClient';
import { storiesKey } from '../../api/stories';
import {
  answerRequests,
  jsonResponse,
  requestsTo,
  servedPerson,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { StoryViewerScreen } from './StoryViewerScreen';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

const STORIES = '/api/members/community/stories';
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

function photoStory(seen: boolean): Story {
  return {
    id: 'st1',
    kind: 'image',
    url: '/api/members/media/st1.webp',
    alt: 'A lake at dawn',
    text: '',
    background: null,
    createdAt: TWO_HOURS_AGO,
    seen,
  };
}

/** A stand-in service: Ana has one photo story, seen once the viewer says so. */
function serveAnasStory() {
  let seen = false;
  answerRequests({
    [`GET ${STORIES}`]: () =>
      jsonResponse(200, {
        authors: [{ author: servedPerson('ana.lopez', 'Ana Lopez'), stories: [photoStory(seen)], allSeen: seen }],
      }),
    [`PUT ${STORIES}/st1/seen`]: () => {
      seen = true;
      return jsonResponse(200, { ok: true });
    },
  });
}

function renderViewer(username: string) {
  return renderWithRouter(<StoryViewerScreen />, {
    path: '/community/stories/:username',
    entries: ['/community', `/community/stories/${username}`],
  });
}

beforeEach(signInForTest);
afterEach(signOutAfterTest);

describe("a member's story viewer", () => {
  it('plays the served story, and tells the service it was seen', async () => {
    serveAnasStory();
    renderViewer('ana.lopez');

    const photo = await screen.findByRole('img', { name: 'A lake at dawn' });
    expect(photo).toHaveAttribute('src', '/api/members/media/st1.webp');
    expect(screen.getByRole('heading', { name: 'ana.lopez' })).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    await vi.waitFor(() => expect(requestsTo(`${STORIES}/st1/seen`)).toEqual([{ method: 'PUT', body: undefined }]));

    expect(queryClient.getQueryData<StoryAuthor[]>(storiesKey)?.[0]?.allSeen).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/);
  });

  it('plays no sample stories for a member', async () => {
    serveAnasStory();
    renderViewer('sarah.growth');
    expect(await screen.findByRole('heading', { name: 'No stories to show' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Journal pages under a rising sun' })).not.toBeInTheDocument();
  });

  it("shows no viewer count or reply box on the member's own story", async () => {
    answerRequests({
      [`GET ${STORIES}`]: () =>
        jsonResponse(200, {
          authors: [{ author: servedPerson('jane.doe', 'Jane Doe'), stories: [photoStory(false)], allSeen: true }],
        }),
    });
    renderViewer('jane.doe');
    await screen.findByRole('img', { name: 'A lake at dawn' });
    expect(screen.queryByText(/Seen by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reply to/ })).not.toBeInTheDocument();
  });

  it('says why when the stories do not load', async () => {
    answerRequests({ [`GET ${STORIES}`]: () => jsonResponse(503, { error: 'Stories are resting. Try again soon.' }) });
    renderViewer('ana.lopez');
    expect(await screen.findByText('Stories are resting. Try again soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No stories to show' })).toBeInTheDocument();
  });
});
