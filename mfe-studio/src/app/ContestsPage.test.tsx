import { act, screen, waitFor, within } from '@testing-library/react';
import type { ContestAnswer, ContestsAnswer, DrawRecord } from '@mindset/payment-contract/contests';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { renderStudioAt } from '../testing/renderStudioAt';
import { when } from '../components/when';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

const commitment = (digit: string) => digit.repeat(64);
const seed = 'c'.repeat(64);

/** Contest 1's draw date has come; contest 2's is years away. */
const dueContest: ContestsAnswer['contests'][number] = {
  contestId: '1',
  title: 'UK Wellness Retreat Giveaway entry',
  region: 'UK',
  current: {
    round: 3,
    state: 'closed',
    closesAt: '2026-01-01T18:00:00.000Z',
    drawAt: '2026-01-02T12:00:00.000Z',
    commitment: commitment('a'),
  },
  lastDraw: null,
};
const laterContest: ContestsAnswer['contests'][number] = {
  contestId: '2',
  title: 'USA Resort Holiday Giveaway entry',
  region: 'USA',
  current: {
    round: 1,
    state: 'open',
    closesAt: '2099-12-18T23:00:00.000Z',
    drawAt: '2099-12-19T17:00:00.000Z',
    commitment: commitment('b'),
  },
  lastDraw: null,
};

const record: DrawRecord = {
  contestId: '1',
  algorithm: 'sha256-weighted-v1',
  winnerCount: 1,
  entries: [
    { reference: '0A1B2C3D4E5F', weight: 2 },
    { reference: 'FFEEDDCCBBAA', weight: 1 },
  ],
  round: 3,
  closesAt: dueContest.current.closesAt,
  drawnAt: '2026-01-02T12:30:00.000Z',
  commitment: commitment('a'),
  seed,
  entryCount: 2,
  totalWeight: 3,
  winners: [{ reference: '0A1B2C3D4E5F', weight: 2 }],
};

const nextRound: ContestAnswer = {
  contestId: '1',
  region: 'UK',
  current: {
    round: 4,
    state: 'open',
    closesAt: '2099-01-29T18:00:00.000Z',
    drawAt: '2099-01-30T12:00:00.000Z',
    commitment: commitment('d'),
  },
  lastDraw: { ...record },
};

const isDraw = (input: RequestInfo | URL, init?: RequestInit) =>
  String(input).endsWith('/contests/1/rounds/3/draw') && init?.method === 'POST';

/** The payment service's answers; `draw` answers the draw. */
function serve(draw: () => Promise<Response>) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith('/api/members/identity-token')) {
      return json(200, { token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z' });
    }
    if (isDraw(input, init)) return draw();
    if (url.endsWith('/contests/1')) return json(200, nextRound);
    if (url.endsWith('/contests')) return json(200, { contests: [dueContest, laterContest] });
    return json(404, { error: 'Not found' });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'member', member: memberFixture, role: 'owner' });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'unknown', member: null, role: null });
});

describe('the studio’s Contests page', () => {
  it('shows the owner each contest’s round, dates and commitment, and no draw before its date', async () => {
    serve(() => json(500, {}));
    renderStudioAt('/studio/contests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contests' })).toHaveAttribute('aria-current', 'page');

    const later = await screen.findByRole('article', { name: 'USA Resort Holiday Giveaway entry' });
    expect(within(later).getByText('US residents')).toBeInTheDocument();
    expect(within(later).getByText(when(laterContest.current.closesAt))).toBeInTheDocument();
    expect(within(later).getByText(when(laterContest.current.drawAt))).toBeInTheDocument();
    expect(within(later).getByText(commitment('b'))).toBeInTheDocument();
    expect(within(later).getByText('No round has been drawn yet.')).toBeInTheDocument();
    const notYet = within(later).getByRole('button', { name: 'Run the draw' });
    expect(notYet).toBeDisabled();
    expect(notYet).toHaveAccessibleDescription(
      `Round 1’s draw is due on ${when(laterContest.current.drawAt)}; it can be run from then.`,
    );

    const due = screen.getByRole('article', { name: 'UK Wellness Retreat Giveaway entry' });
    expect(within(due).getByRole('button', { name: 'Run the draw' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:4242/contests', expect.anything());
  });

  it(
    'runs a due draw as the owner after a confirm step, then shows the winners, entries and seed',
    { timeout: 20_000 },
    async () => {
      let answerDraw: (response: Response) => void = () => undefined;
      serve(() => new Promise((resolve) => (answerDraw = resolve)));
      const user = renderStudioAt('/studio/contests');
      const card = await screen.findByRole('article', { name: 'UK Wellness Retreat Giveaway entry' });

      await user.click(within(card).getByRole('button', { name: 'Run the draw' }));
      const confirm = within(card).getByRole('group', {
        name: 'Draw round 3 of UK Wellness Retreat Giveaway entry now? The winners are final: a draw cannot be undone or run again.',
      });
      // Focus rests on the safe answer; Cancel goes back without drawing.
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(fetchMock.mock.calls.some(([input, init]) => isDraw(input, init))).toBe(false);

      await user.click(within(card).getByRole('button', { name: 'Run the draw' }));
      await user.click(within(card).getByRole('button', { name: 'Draw the winners' }));
      expect(await within(card).findByRole('button', { name: 'Drawing…' })).toBeDisabled();
      expect(within(card).getByRole('status')).toHaveTextContent('Drawing round 3…');
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          'http://localhost:4242/contests/1/rounds/3/draw',
          expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer owner-token' } }),
        ),
      );
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/members/identity-token',
        expect.objectContaining({ method: 'POST' }),
      );
      answerDraw(new Response(JSON.stringify(record), { status: 200 }));

      const drawn = await within(card).findByRole('heading', { name: 'Round 3 drawn just now' });
      expect(drawn).toHaveFocus();
      const winners = within(card).getByRole('list', { name: 'Winners of round 3' });
      expect(winners).toHaveTextContent('Entry 0A1B2C3D4E5F (2 entries)');
      expect(within(card).getByText('2 checkouts, 3 entries bought')).toBeInTheDocument();
      expect(within(card).getByText(seed)).toBeInTheDocument();
      // The next round, opened by the draw, is shown with its own dates and a draw not yet due.
      expect(await within(card).findByText(commitment('d'))).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Run the draw' })).toBeDisabled();
    },
  );

  it('shows the payment service’s refusal in an alert', { timeout: 20_000 }, async () => {
    serve(() =>
      json(409, {
        error: 'Round 3 of this contest was drawn on 2 January 2026 at 12:30 UTC; a draw cannot be run twice.',
      }),
    );
    const user = renderStudioAt('/studio/contests');
    const card = await screen.findByRole('article', { name: 'UK Wellness Retreat Giveaway entry' });
    await user.click(within(card).getByRole('button', { name: 'Run the draw' }));
    await user.click(within(card).getByRole('button', { name: 'Draw the winners' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Round 3 of this contest was drawn on 2 January 2026 at 12:30 UTC; a draw cannot be run twice.',
    );
    expect(within(card).getByText('No round has been drawn yet.')).toBeInTheDocument();
  });

  it('says so when the contests cannot be had, and is not offered to a moderator', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderStudioAt('/studio/contests');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the payment service. Check your connection and try again.',
    );
    act(() => useSessionStore.setState({ role: 'moderator' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Contests' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
  });
});
