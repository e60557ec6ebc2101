import { act, screen, within } from '@testing-library/react';
import { getContestStats } from '@mindset/shared-ui';
import { renderApp, resetStores } from '../../testing/renderApp';
import { useContestProgressStore } from './contestProgressStore';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  createPayment: vi.fn(),
  getCheckoutSession: vi.fn(),
  getContestStats: vi.fn(),
}));

// Whole-screen renders with styled-components are slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const validAnswers = [
  'I doubt that I deserve success.',
  'I ran my first marathon last spring.',
  'Rest and a clear plan for the year.',
  'Writing down three wins every night.',
  'Running my own coaching practice.',
];

beforeEach(() => {
  resetStores();
  vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
});

describe('/survey questions', () => {
  it('defaults to contest 1 when the id is absent or unknown', () => {
    renderApp('/survey?id=99');
    expect(screen.getByRole('heading', { level: 1, name: 'UK Wellness Retreat Giveaway' })).toBeInTheDocument();
  });

  it('shows one question at a time with its position, progress and duration', () => {
    renderApp('/survey?id=2');
    expect(screen.getByRole('heading', { level: 1, name: 'USA Resort Holiday Giveaway' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('~5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /personal and financial freedom/ })).toHaveAttribute(
      'placeholder',
      expect.stringContaining('minimum 10 characters'),
    );
  });

  it('counts an answer only when it is longer than 10 characters after trimming', async () => {
    const { user } = renderApp('/survey?id=1');
    const answer = screen.getByRole('textbox');
    const next = screen.getByRole('button', { name: 'Next' });

    await user.type(answer, 'Too short');
    expect(screen.getByText('9 characters (minimum 10 required)')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.clear(answer);
    await user.type(answer, '   exactly10!');
    expect(screen.getByText(/^10 characters/)).not.toHaveTextContent('(minimum 10 required)');
    expect(next).toBeDisabled();

    await user.type(answer, 'x   ');
    expect(screen.getByText('11 characters')).toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('moves forward and back, keeping each answer', async () => {
    const { user } = renderApp('/survey?id=1');
    await user.click(screen.getByRole('textbox'));
    await user.paste(validAnswers[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('textbox')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox')).toHaveValue(validAnswers[0]);
  });

  it("opens the completion screen with 'Complete Survey & Enter' once every answer holds", async () => {
    const { user } = renderApp('/survey?id=1');
    for (const [index, text] of validAnswers.entries()) {
      await user.click(screen.getByRole('textbox'));
      await user.paste(text);
      if (index < validAnswers.length - 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Survey & Enter' }));

    expect(screen.getByRole('heading', { level: 1, name: 'UK Wellness Retreat Giveaway' })).toBeInTheDocument();
    expect(screen.getByText('7-day wellness retreat valued at £3,500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Flag of the United Kingdom' })).toBeInTheDocument();
    expect(screen.getByText('247 participants so far')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter Contest' })).toBeInTheDocument();
  });

  it("keeps 'Complete Survey & Enter' disabled while an earlier answer is too short", () => {
    useContestProgressStore.setState({
      byContest: { '1': { answers: ['short', ...validAnswers.slice(1)], step: 4, quantity: 1 } },
    });
    renderApp('/survey?id=1');
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Survey & Enter' })).toBeDisabled();
  });

  it('shows the live participant count from the payment service', async () => {
    vi.mocked(getContestStats).mockResolvedValue({ data: { contestId: '1', participants: 251 }, error: null });
    useContestProgressStore.setState({ byContest: { '1': { answers: validAnswers, step: 5, quantity: 1 } } });
    renderApp('/survey?id=1');
    expect(await screen.findByText('251 participants so far')).toBeInTheDocument();
  });
});

describe('/survey persistence', () => {
  it('restores answers and position after a reload', async () => {
    const first = renderApp('/survey?id=2');
    await first.user.click(screen.getByRole('textbox'));
    await first.user.paste(validAnswers[0]!);
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(screen.getByRole('textbox'), 'Half a thou');
    first.unmount();

    // A reload starts with an empty store and rebuilds it from localStorage.
    const saved = window.localStorage.getItem('mindset-contests') ?? '';
    resetStores();
    expect(useContestProgressStore.getState().byContest).toEqual({});
    window.localStorage.setItem('mindset-contests', saved);
    await act(() => useContestProgressStore.persist.rehydrate());
    renderApp('/survey?id=2');
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Half a thou');
  });

  it('brings a cancelled payment back to the checkout with answers and quantity intact', async () => {
    useContestProgressStore.setState({ byContest: { '1': { answers: validAnswers, step: 2, quantity: 3 } } });
    const { user } = renderApp('/survey?id=1&checkout=cancelled&session_id=cs_test_123');

    expect(screen.getByText('Payment cancelled — nothing was charged.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Enter Contest' });
    expect(within(panel).getByRole('status', { name: '3 entries' })).toHaveTextContent('3');
    expect(within(panel).getByTestId('checkout-total')).toHaveTextContent('£6.00');

    await user.click(screen.getByRole('button', { name: 'Review my answers' }));
    expect(screen.getByRole('textbox')).toHaveValue(validAnswers[4]);
  });
});
