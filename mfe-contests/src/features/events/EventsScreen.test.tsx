import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@mindset/shared-ui/testing';
import { getContestStats, MindsetThemeProvider } from '@mindset/shared-ui';
import { contests } from '../../data/contests.data';
import { renderApp, resetStores } from '../../testing/renderApp';
import { ContestCard } from './ContestCard';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  createPayment: vi.fn(),
  getCheckoutSession: vi.fn(),
  getContestStats: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetStores();
  vi.mocked(getContestStats).mockReset();
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/events', () => {
  it('lists both contests with fee, prize, participants, flag and three previewed questions', () => {
    vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/events');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    const uk = card('UK Wellness Retreat Giveaway');
    expect(within(uk).getByText('£2 per entry')).toBeInTheDocument();
    expect(within(uk).getByText('7-day wellness retreat')).toBeInTheDocument();
    expect(within(uk).getByText('Valued at £3,500')).toBeInTheDocument();
    expect(within(uk).getByText('247')).toBeInTheDocument();
    expect(within(uk).getByRole('img', { name: 'Flag of the United Kingdom' })).toBeInTheDocument();
    expect(within(uk).getAllByRole('listitem')).toHaveLength(3);
    expect(within(uk).getByText('+2 more questions')).toBeInTheDocument();

    const usa = card('USA Resort Holiday Giveaway');
    expect(within(usa).getByText('$3 per entry')).toBeInTheDocument();
    expect(within(usa).getByText('Valued at $5,600')).toBeInTheDocument();
    expect(within(usa).getByText('189')).toBeInTheDocument();
    expect(within(usa).getByRole('img', { name: 'Flag of the United States' })).toBeInTheDocument();
  });

  it('enters a contest by a full page load to /survey?id={id}', () => {
    vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/events');
    const entry = within(card('USA Resort Holiday Giveaway')).getByRole('link', { name: 'Take Survey & Enter to Win' });
    expect(entry).toHaveAttribute('href', '/survey?id=2');
    // A router link would carry data-discover; a plain anchor makes the browser load the page.
    expect(entry).not.toHaveAttribute('data-discover');
  });

  it('filters the cards by region', async () => {
    vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderApp('/events');
    const filters = screen.getByRole('group', { name: 'Filter contests by region' });

    await user.click(within(filters).getByRole('button', { name: 'UK Residents' }));
    expect(within(filters).getByRole('button', { name: 'UK Residents' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('UK Wellness Retreat Giveaway')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'US Residents' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('USA Resort Holiday Giveaway')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'All Events' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the live participant count when the payment service answers', async () => {
    vi.mocked(getContestStats).mockImplementation(async (id) => ({
      data: { contestId: id, participants: id === '1' ? 250 : 192 },
      error: null,
    }));
    renderApp('/events');
    expect(await within(card('UK Wellness Retreat Giveaway')).findByText('250')).toBeInTheDocument();
    expect(await within(card('USA Resort Holiday Giveaway')).findByText('192')).toBeInTheDocument();
  });

  it('has the Recent winners and How it works panels', () => {
    vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/events');
    expect(screen.getByRole('heading', { name: 'Recent winners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });
});

describe('contest card', () => {
  it('disables the entry button when the contest is not active', () => {
    vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
    const closed = { ...contests[0]!, status: 'closed' as const };
    render(
      <MindsetThemeProvider>
        <MemoryRouter>
          <ContestCard contest={closed} />
        </MemoryRouter>
      </MindsetThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Take Survey & Enter to Win' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Take Survey & Enter to Win' })).not.toBeInTheDocument();
  });
});
