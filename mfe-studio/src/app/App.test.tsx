import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import type { ModerationQueueAnswer } from '@mindset/member-contract';
import { renderStudioAt } from '../testing/renderStudioAt';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

const queue: ModerationQueueAnswer = {
  items: [
    {
      kind: 'post',
      id: 'p1',
      postId: 'p1',
      author: { username: 'nia.cole', name: 'Nia Cole', avatarUrl: null, verified: false },
      text: 'Buy followers cheap',
      media: [],
      createdAt: '2026-11-20T10:00:00.000Z',
      hidden: true,
      reporters: 3,
      reasons: ['Spam', 'Spam', 'Scam'],
      lastReportedAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'unknown', member: null, role: null });
});

describe('the studio', () => {
  it('tells a member it is not for them, and a guest to sign in, without asking the service', async () => {
    useSessionStore.setState({ status: 'member', member: memberFixture, role: 'member' });
    renderStudioAt('/studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'The studio is not for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/community');
    useSessionStore.setState({ status: 'guest', member: null, role: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to use the studio' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(
    'shows a moderator the queue and removes a post with the reason its author is told',
    { timeout: 20_000 },
    async () => {
      useSessionStore.setState({ status: 'member', member: memberFixture, role: 'moderator' });
      fetchMock.mockImplementation((input, init) =>
        String(input).endsWith('/moderation/reports') && !init?.method?.match(/POST/)
          ? json(200, queue)
          : json(200, { ok: true }),
      );
      const user = renderStudioAt('/studio');
      expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Studio' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
      expect(await screen.findByText('Buy followers cheap')).toBeInTheDocument();
      expect(screen.getByText('3 reports')).toBeInTheDocument();
      expect(screen.getByText('Hidden until reviewed')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove post' }));
      await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Selling followers');
      await user.click(screen.getByRole('button', { name: 'Remove and tell @nia.cole' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/members/moderation/reports/p1',
          expect.objectContaining({
            method: 'POST',
            body: JSON.stringify({ decision: 'remove', reason: 'Selling followers' }),
          }),
        ),
      );
      expect(await screen.findByText('Remove post: done')).toBeInTheDocument();
    },
  );

  it('gives the owner the audit log', async () => {
    useSessionStore.setState({ status: 'member', member: memberFixture, role: 'owner' });
    fetchMock.mockImplementation(() =>
      json(200, {
        entries: [
          {
            id: '1',
            moderator: 'max.stone',
            action: 'banned',
            subject: '@nia.cole',
            reason: 'Harassment',
            at: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    );
    renderStudioAt('/studio/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Harassment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });
});
