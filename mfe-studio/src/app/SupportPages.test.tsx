import { screen, waitFor, within } from '@testing-library/react';
import type { SupportTicketAnswer, SupportTicketsAnswer } from '@mindset/member-contract';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { renderStudioAt } from '../testing/renderStudioAt';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

const waiting: SupportTicketsAnswer['tickets'][number] = {
  reference: 'MS-7K3Q9P',
  name: 'Jo Park',
  email: 'jo@example.org',
  subject: 'Charged twice',
  status: 'open',
  member: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  replyCount: 0,
  lastReplyAt: null,
};
const answered: SupportTicketsAnswer['tickets'][number] = {
  reference: 'MS-2B4C6D',
  name: 'Ray Dunn',
  email: 'ray@example.org',
  subject: 'Invoice',
  status: 'answered',
  member: { username: 'ray.dunn', name: 'Ray Dunn' },
  createdAt: '2026-11-19T10:00:00.000Z',
  replyCount: 1,
  lastReplyAt: '2026-11-19T12:00:00.000Z',
};
const ticket: SupportTicketAnswer = {
  ticket: { ...waiting, message: 'I was charged twice for VIP.\n\nCan you refund one?', replies: [] },
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'member', member: memberFixture, role: 'moderator' });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'unknown', member: null, role: null });
});

describe('the studio’s support pages', () => {
  it('lists requests as the service orders them, open ones first, each leading to its page', async () => {
    fetchMock.mockImplementation(() => json(200, { tickets: [waiting, answered] }));
    renderStudioAt('/studio/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Charged twiceMS-7K3Q9PJo Parkjo@example\.org.*Open$/),
      expect.stringMatching(/^InvoiceMS-2B4C6DRay Dunn@ray\.dunn.*Answered/),
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Charged twice' })).toHaveAttribute(
      'href',
      '/studio/support/MS-7K3Q9P',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/members/support/tickets', expect.objectContaining({ method: 'GET' }));
  });

  it(
    'shows a request and sends a reply; a refused reply keeps what was typed and says why',
    { timeout: 20_000 },
    async () => {
      let replies = 0;
      fetchMock.mockImplementation((_input, init) => {
        if (init?.method !== 'POST') return json(200, ticket);
        replies += 1;
        return replies === 1
          ? json(403, { error: 'Only moderators and the owner answer support requests.' })
          : json(201, { reply: { body: 'Refunded today.', createdAt: '2026-11-20T11:00:00.000Z', moderator: 'Max' } });
      });
      const user = renderStudioAt('/studio/support/MS-7K3Q9P');
      expect(await screen.findByRole('heading', { level: 1, name: 'MS-7K3Q9P' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Charged twice' })).toBeInTheDocument();
      expect(screen.getByText(/I was charged twice for VIP\.\s+Can you refund one\?/)).toBeInTheDocument();
      expect(screen.getByText('Emailed to Jo Park at jo@example.org.')).toBeInTheDocument();

      const box = screen.getByRole('textbox', { name: 'Your reply' });
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Write a reply.');
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await user.type(box, 'Refunded today.');
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      expect(await screen.findByText('Only moderators and the owner answer support requests.')).toBeInTheDocument();
      expect(box).toHaveValue('Refunded today.');

      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      expect(await screen.findByText('Reply sent to jo@example.org')).toBeInTheDocument();
      await waitFor(() => expect(box).toHaveValue(''));
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/members/support/tickets/MS-7K3Q9P/replies',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ body: 'Refunded today.' }) }),
      );
    },
  );
});
