import { screen, waitFor } from '@testing-library/react';
import { getCheckoutSession, getContestStats, type CheckoutSessionSummary } from '@mindset/shared-ui';
import { renderApp, resetStores } from '../../testing/renderApp';
import { useContestProgressStore } from './contestProgressStore';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  createPayment: vi.fn(),
  getCheckoutSession: vi.fn(),
  getContestStats: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

const successUrl = '/survey?id=1&checkout=success&session_id=cs_test_a1b2c3d4e5f6';

function contestSession(overrides: Partial<CheckoutSessionSummary> = {}): CheckoutSessionSummary {
  return {
    id: 'cs_test_a1b2c3d4e5f6',
    paid: true,
    status: 'paid',
    kind: 'contest',
    surveyId: '1',
    title: 'UK Wellness Retreat Giveaway',
    quantity: 3,
    currency: 'gbp',
    unitAmount: 200,
    amountTotal: 600,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const answers = [
  'answer one is long',
  'answer two is long',
  'answer three long',
  'answer four is long',
  'answer five is long',
];

beforeEach(() => {
  resetStores();
  vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
  vi.mocked(getCheckoutSession).mockReset();
});

describe('return from a contest payment', () => {
  it('confirms a paid entry with the contest, the number of entries and the amount', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({ data: contestSession(), error: null });
    useContestProgressStore.setState({ byContest: { '1': { answers, step: 5, quantity: 3 } } });
    renderApp(successUrl);

    expect(await screen.findByRole('heading', { level: 1, name: "You're entered!" })).toBeInTheDocument();
    expect(getCheckoutSession).toHaveBeenCalledWith('cs_test_a1b2c3d4e5f6');
    const receipt = screen.getByText('Entries').closest('dl') as HTMLElement;
    expect(receipt).toHaveTextContent('UK Wellness Retreat Giveaway');
    expect(receipt).toHaveTextContent('Entries3');
    expect(receipt).toHaveTextContent('Amount paid£6.00');
    // The entry is done: the next visit starts a fresh survey.
    await waitFor(() => expect(useContestProgressStore.getState().byContest['1']).toBeUndefined());
  });

  it('says clearly when the payment is not completed, with a way back to the checkout', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({
      data: contestSession({ paid: false, status: 'pending' }),
      error: null,
    });
    useContestProgressStore.setState({ byContest: { '1': { answers, step: 5, quantity: 3 } } });
    const { user } = renderApp(successUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(useContestProgressStore.getState().byContest['1']?.quantity).toBe(3);
    await user.click(screen.getByRole('link', { name: 'Return to checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/survey?id=1');
    expect(screen.getByRole('region', { name: 'Enter Contest' })).toBeInTheDocument();
  });

  it('does not confirm an unknown session', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({
      data: null,
      error: { message: 'Unknown session', status: 404, fromServer: true },
    });
    renderApp(successUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to checkout' })).toBeInTheDocument();
  });

  it('does not take an ebook purchase for a contest entry', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({ data: contestSession({ kind: 'ebook' }), error: null });
    renderApp(successUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeInTheDocument();
  });

  it('offers Retry when the payment service is down, and confirms once it answers', async () => {
    vi.mocked(getCheckoutSession)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ data: contestSession(), error: null });
    const { user } = renderApp(successUrl);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not confirm your entry' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're entered!" })).toBeInTheDocument();
    expect(getCheckoutSession).toHaveBeenCalledTimes(2);
  });
});
