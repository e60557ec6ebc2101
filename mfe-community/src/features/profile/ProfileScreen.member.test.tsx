import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberMessages } from '@mindset/shared-ui';
import { renderAt } from '../../testing/accountTestUtils';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  requestsTo,
  servedPerson,
  servedPostFixture,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import type { Post, Profile } from '@mindset/member-contract';
import { communityKeys } from '../../api/posts';
import { queryClient } from '../../api/queryClient';
import { ProfileScreen } from './ProfileScreen';

// A member's side of the screen is lazy: loaded up front, as after a page's first visit, since its
// first transform on a busy machine outlasts a test's wait.
await import('./MemberProfile');

const profileRoutes = {
  '/community/profile/:username': <ProfileScreen />,
  '/profile': <ProfileScreen />,
};

beforeEach(signInForTest);
afterEach(signOutAfterTest);

const profileOf = (username: string, name: string, changes: Partial<Profile> = {}): Profile => ({
  person: servedPerson(username, name),
  bio: '',
  website: '',
  isPrivate: false,
  posts: 0,
  followers: 0,
  following: 0,
  followState: 'none',
  followsYou: false,
  blocked: false,
  ...changes,
});

function statValue(label: string): string {
  const stats = screen.getByRole('list', { name: 'Profile statistics' });
  const item = within(stats)
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.endsWith(label));
  return item?.querySelector('strong')?.textContent ?? '';
}

describe('a profile as a member sees it', () => {
  it('shows the member’s own profile with the service’s counts, and a first-post prompt', async () => {
    answerRequests({
      'GET /api/members/community/profiles/jane.doe': () =>
        jsonResponse(200, {
          profile: profileOf('jane.doe', 'Jane Doe', { followState: 'self', followers: 3, following: 2 }),
          posts: [],
        }),
    });
    renderAt('/profile', profileRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect([statValue('posts'), statValue('followers'), statValue('following')]).toEqual(['0', '3', '2']);
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('follows another member: the follower count moves when the service says so', async () => {
    let followers = 0;
    answerRequests({
      'GET /api/members/community/profiles/ana.lopez': () =>
        jsonResponse(200, {
          profile: profileOf('ana.lopez', 'Ana Lopez', {
            posts: 1,
            followers,
            followState: followers ? 'following' : 'none',
          }),
          posts: [servedPostFixture('p1', 'Morning pages')],
        }),
      'PUT /api/members/follows/ana.lopez': () => {
        followers = 1;
        return jsonResponse(200, { followState: 'following' });
      },
    });
    renderAt('/community/profile/ana.lopez', profileRoutes);
    const grid = await screen.findByRole('list', { name: 'Posts by Ana Lopez' });
    expect(within(grid).getByRole('link', { name: /^Post by Ana Lopez: Morning pages/ })).toHaveAttribute(
      'href',
      '/community/post/p1',
    );
    // The post opens from the query cache, without another request.
    expect(queryClient.getQueryData<Post>(communityKeys.post('p1'))?.caption).toBe('Morning pages');

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    await vi.waitFor(() => expect(statValue('followers')).toBe('1'));
    expect(requestsTo('/api/members/follows/ana.lopez')).toEqual([{ method: 'PUT', body: undefined }]);
  });

  it('asks a private account to follow, and shows nothing of it until approved', async () => {
    answerRequests({
      'GET /api/members/community/profiles/cy.lee': () =>
        jsonResponse(200, { profile: profileOf('cy.lee', 'Cy Lee', { isPrivate: true, posts: 4 }), posts: null }),
      'PUT /api/members/follows/cy.lee': () => jsonResponse(200, { followState: 'requested' }),
      'DELETE /api/members/follows/cy.lee': () => jsonResponse(200, { followState: 'none' }),
    });
    renderAt('/community/profile/cy.lee', profileRoutes);
    expect(await screen.findByRole('heading', { name: 'This account is private' })).toBeInTheDocument();
    expect(statValue('posts')).toBe('4');

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This account is private' })).toBeInTheDocument();
    // Pressing Requested withdraws the request.
    await userEvent.click(screen.getByRole('button', { name: 'Requested' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(requestsTo('/api/members/follows/cy.lee').map((request) => request.method)).toEqual(['PUT', 'DELETE']);
  });

  it('keeps Follow and says why when the service refuses', async () => {
    answerRequests({
      'GET /api/members/community/profiles/ana.lopez': () =>
        jsonResponse(200, { profile: profileOf('ana.lopez', 'Ana Lopez'), posts: [] }),
      'PUT /api/members/follows/ana.lopez': () => jsonResponse(403, { error: 'You cannot follow this member.' }),
    });
    renderAt('/community/profile/ana.lopez', profileRoutes);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You cannot follow this member.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('blocks another member at the service', async () => {
    answerRequests({
      'GET /api/members/community/profiles/ana.lopez': () =>
        jsonResponse(200, { profile: profileOf('ana.lopez', 'Ana Lopez'), posts: [] }),
      'PUT /api/members/blocks/ana.lopez': () => jsonResponse(200, { blocked: true }),
    });
    renderAt('/community/profile/ana.lopez', profileRoutes);
    await userEvent.click(await screen.findByRole('button', { name: 'More options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked ana.lopez')).toBeInTheDocument();
    expect(requestsTo('/api/members/blocks/ana.lopez')).toEqual([{ method: 'PUT', body: undefined }]);
  });

  it('says when there is no such member', async () => {
    answerRequests({
      'GET /api/members/community/profiles/no.body': () =>
        jsonResponse(404, { error: 'There is no member with that username.' }),
    });
    renderAt('/community/profile/no.body', profileRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
  });

  it('offers a retry when the service cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockReturnValueOnce(jsonResponse(200, { profile: profileOf('ana.lopez', 'Ana Lopez'), posts: [] }));
    renderAt('/community/profile/ana.lopez', profileRoutes);
    expect(await screen.findByText(memberMessages.unreachable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lopez' })).toBeInTheDocument();
  });
});
