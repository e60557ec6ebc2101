import { act, screen, within } from '@testing-library/react';
import { liveSubscriptions } from '@mindset/shared-ui/testing';
import type { Story, StoryAuthor } from '@mindset/member-contract';
import { markSeen } from '../../api/stories';
import {
  answerRequests,
  jsonResponse,
  requestsTo,
  servedPerson,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { StoriesRow } from './StoriesRow';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

const STORIES = '/api/members/community/stories';

function textStory(id: string, seen: boolean): Story {
  return {
    id,
    kind: 'text',
    url: null,
    alt: '',
    text: 'Keep going',
    background: 'ocean',
    createdAt: new Date().toISOString(),
    seen,
  };
}

function storiesBy(username: string, name: string, seen: boolean): StoryAuthor {
  return { author: servedPerson(username, name), stories: [textStory(`${username}-1`, seen)], allSeen: seen };
}

/** The row's tiles, in order, by what a screen reader announces. */
function expectTiles(names: string[]) {
  const links = within(screen.getByRole('region', { name: 'Stories' })).getAllByRole('link');
  expect(links).toHaveLength(names.length);
  names.forEach((name, position) => expect(links[position]).toHaveAccessibleName(name));
}

beforeEach(signInForTest);
afterEach(signOutAfterTest);

describe("a member's stories row", () => {
  it("shows the service's authors, greying the ring of those whose stories are all seen", async () => {
    answerRequests({
      [`GET ${STORIES}`]: () =>
        jsonResponse(200, {
          authors: [storiesBy('ana.lopez', 'Ana Lopez', false), storiesBy('sam.lee', 'Sam Lee', true)],
        }),
    });
    renderWithRouter(<StoriesRow />, { path: '/community' });

    expect(await screen.findByRole('link', { name: "ana.lopez's story" })).toHaveAttribute(
      'href',
      '/community/stories/ana.lopez',
    );
    expectTiles(['Your Story', "ana.lopez's story", "sam.lee's story, seen"]);
    expect(screen.queryByRole('link', { name: /sarah\.growth/ })).not.toBeInTheDocument();
  });

  it('greys the ring once the story has been seen, without a reload', async () => {
    answerRequests({
      [`GET ${STORIES}`]: () => jsonResponse(200, { authors: [storiesBy('ana.lopez', 'Ana Lopez', false)] }),
      [`PUT ${STORIES}/ana.lopez-1/seen`]: () => jsonResponse(200, { ok: true }),
    });
    renderWithRouter(<StoriesRow />, { path: '/community' });
    await screen.findByRole('link', { name: "ana.lopez's story" });

    // What the story viewer does as it shows the story.
    await act(() => markSeen('ana.lopez-1'));
    expect(screen.getByRole('link', { name: "ana.lopez's story, seen" })).toBeInTheDocument();
    expect(requestsTo(STORIES)).toHaveLength(1);
  });

  it('reloads when someone shares a story', async () => {
    let authors = [storiesBy('ana.lopez', 'Ana Lopez', true)];
    answerRequests({ [`GET ${STORIES}`]: () => jsonResponse(200, { authors }) });
    renderWithRouter(<StoriesRow />, { path: '/community' });
    await screen.findByRole('link', { name: "ana.lopez's story, seen" });
    expect(liveSubscriptions.map((subscription) => subscription.topics)).toEqual([['feed']]);

    authors = [storiesBy('jane.doe', 'Jane Doe', true), ...authors];
    act(() => {
      liveSubscriptions[0]?.onEvent({ seq: 3, topic: 'feed', data: { kind: 'stories.changed' } });
    });
    await screen.findByRole('link', { name: "jane.doe's story, seen" });
    expectTiles(['Your Story', "jane.doe's story, seen", "ana.lopez's story, seen"]);
    expect(requestsTo(STORIES)).toHaveLength(2);
  });

  it('keeps only "Your Story" when the service has no stories', async () => {
    answerRequests({ [`GET ${STORIES}`]: () => jsonResponse(200, { authors: [] }) });
    renderWithRouter(<StoriesRow />, { path: '/community' });
    await vi.waitFor(() => expect(requestsTo(STORIES)).toHaveLength(1));
    expectTiles(['Your Story']);
  });
});
