import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveSubscriptions, memberFixture } from '@mindset/shared-ui/testing';
import {
  answerRequests,
  jsonResponse,
  requestsTo,
  servedPerson,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { renderWithRouter } from '../../testing/renderWithRouter';
import type { Activity } from '@mindset/member-contract';
import { ActivityScreen } from './ActivityScreen';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

beforeEach(signInForTest);
afterEach(signOutAfterTest);

const ben = servedPerson('ben.ortiz', 'Ben Ortiz');
const item = (changes: Partial<Activity>): Activity => ({
  id: 'like:p1:ben',
  type: 'like',
  person: ben,
  target: null,
  text: null,
  postId: 'p1',
  thumbnail: { kind: 'image', url: '/api/members/media/a.webp', alt: 'Sunrise' },
  createdAt: new Date().toISOString(),
  youFollow: false,
  ...changes,
});

describe("a member's activity", () => {
  it('lists what members did to your posts, and a new like arrives live', async () => {
    let served = [item({ type: 'comment', id: 'comment:c1', text: 'Strong pace!' })];
    answerRequests({
      'GET /api/members/community/activity?tab=you': () => jsonResponse(200, { activity: served }),
    });
    renderWithRouter(<ActivityScreen />, { path: '/community/activity' });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Ben Ortiz commented: “Strong pace!”');
    expect(within(list).getByRole('link', { name: 'Open post by you' })).toHaveAttribute('href', '/community/post/p1');
    expect(screen.queryByText(/Sarah Chen/)).not.toBeInTheDocument();

    served = [item({}), ...served];
    const subscription = liveSubscriptions.find((entry) => entry.topics.includes(`member:${memberFixture.id}`));
    act(() => subscription?.onEvent({ seq: 9, topic: `member:${memberFixture.id}`, data: { kind: 'activity.new' } }));
    expect(await screen.findByText(/liked your post\./)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('approves a follow request, and offers Follow back to a new follower', async () => {
    answerRequests({
      'GET /api/members/community/activity?tab=you': () =>
        jsonResponse(200, {
          activity: [
            item({ id: 'follow:ana', type: 'request', person: servedPerson('ana.lopez', 'Ana Lopez'), postId: null }),
            item({ id: 'follow:ben', type: 'follow', postId: null, thumbnail: null }),
          ],
        }),
      'PUT /api/members/follows/requests/ana.lopez': () => jsonResponse(200, { approved: true }),
      'PUT /api/members/follows/ben.ortiz': () => jsonResponse(403, { error: 'You cannot follow this member.' }),
    });
    renderWithRouter(<ActivityScreen />, { path: '/community/activity' });
    expect(await screen.findByText(/asked to follow you\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Ana Lopez' }));
    expect(requestsTo('/api/members/follows/requests/ana.lopez')).toEqual([{ method: 'PUT', body: undefined }]);

    await userEvent.click(screen.getByRole('button', { name: /Follow back/ }));
    expect(await screen.findByText('You cannot follow this member.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Follow back/ })).toBeInTheDocument();
  });

  it('says what the people you follow did, with whose post it was', async () => {
    answerRequests({
      'GET /api/members/community/activity?tab=you': () => jsonResponse(200, { activity: [] }),
      'GET /api/members/community/activity?tab=following': () =>
        jsonResponse(200, { activity: [item({ target: servedPerson('cy.lee', 'Cy Lee') })] }),
    });
    renderWithRouter(<ActivityScreen />, { path: '/community/activity' });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText(/liked Cy Lee’s post\./)).toBeInTheDocument();
  });

  it('offers to try again when activity does not load', async () => {
    let fails = true;
    answerRequests({
      'GET /api/members/community/activity?tab=you': () =>
        fails
          ? jsonResponse(500, { error: 'Activity is not available right now.' })
          : jsonResponse(200, { activity: [item({})] }),
    });
    renderWithRouter(<ActivityScreen />, { path: '/community/activity' });
    expect(await screen.findByText('Activity is not available right now.')).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/liked your post\./)).toBeInTheDocument();
  });
});
