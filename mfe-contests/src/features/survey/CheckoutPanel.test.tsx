import { screen, waitFor, within } from '@testing-library/react';
import { createPayment, getContestStats, type CreatePaymentResponse, type ServiceResult } from '@mindset/shared-ui';
import { redirectTo } from '../../lib/browser';
import { deferred, renderApp, resetStores } from '../../testing/renderApp';
import { useContestProgressStore } from './contestProgressStore';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  createPayment: vi.fn(),
  getCheckoutSession: vi.fn(),
  getContestStats: vi.fn(),
}));
vi.mock('../../lib/browser', () => ({ redirectTo: vi.fn(), openInNewTab: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

const answers = [
  'I doubt that I deserve success.',
  'I ran my first marathon last spring.',
  'Rest and a clear plan for the year.',
  'Writing down three wins every night.',
  'Running my own coaching practice.',
];

/** The survey completed, so /survey shows the checkout panel. */
function renderCheckout(contestId: '1' | '2', quantity = 1) {
  useContestProgressStore.setState({ byContest: { [contestId]: { answers, step: 5, quantity } } });
  const view = renderApp(`/survey?id=${contestId}`);
  const panel = screen.getByRole('region', { name: 'Enter Contest' });
  return { ...view, panel };
}

const payButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: /^Pay |Creating checkout/ });

beforeEach(() => {
  resetStores();
  vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
  vi.mocked(createPayment).mockReset();
  vi.mocked(redirectTo).mockReset();
});

describe('checkout panel', () => {
  it('shows the grand prize, the region notice, the fee and the trust footer (UK)', () => {
    const { panel } = renderCheckout('1');
    expect(within(panel).getByText('£3,500')).toBeInTheDocument();
    expect(within(panel).getByText('Complete the survey to enter')).toBeInTheDocument();
    expect(within(panel).getByText('UK RESIDENTS ONLY')).toBeInTheDocument();
    expect(within(panel).getByText('Entry Fee: £2 per entry')).toBeInTheDocument();
    for (const point of ['Secure payment', 'Fair random selection', 'Prize guaranteed']) {
      expect(within(panel).getByText(point)).toBeInTheDocument();
    }
  });

  it('uses dollars and the USA fee for contest 2', async () => {
    const { panel, user } = renderCheckout('2');
    expect(within(panel).getByText('USA RESIDENTS ONLY')).toBeInTheDocument();
    expect(within(panel).getByText('Entry Fee: $3 per entry')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add one entry' }));
    await user.click(within(panel).getByRole('button', { name: 'Add one entry' }));
    expect(within(panel).getByText('3 entries × $3.00')).toBeInTheDocument();
    expect(within(panel).getByTestId('checkout-total')).toHaveTextContent('$9.00');
  });

  it('steps the quantity between 1 and more, with the message for each quantity', async () => {
    const { panel, user } = renderCheckout('1');
    const minus = within(panel).getByRole('button', { name: 'Remove one entry' });
    const plus = within(panel).getByRole('button', { name: 'Add one entry' });

    expect(minus).toBeDisabled();
    expect(within(panel).getByText('Tip: Buy more entries to increase your winning chances!')).toBeInTheDocument();
    expect(within(panel).getByTestId('checkout-total')).toHaveTextContent('£2.00');

    await user.click(plus);
    expect(minus).toBeEnabled();
    expect(within(panel).getByText('Good thinking! Double your chances!')).toBeInTheDocument();

    await user.click(plus);
    expect(within(panel).getByText('Smart choice! Increase your odds!')).toBeInTheDocument();
    expect(within(panel).getByText('3 entries × £2.00')).toBeInTheDocument();
    expect(within(panel).getByTestId('checkout-total')).toHaveTextContent('£6.00');

    await user.click(plus);
    await user.click(plus);
    expect(within(panel).getByText('Great value! More entries = better chances!')).toBeInTheDocument();

    for (let count = 5; count < 10; count++) await user.click(plus);
    expect(within(panel).getByText('Excellent value! Maximize your winning potential!')).toBeInTheDocument();
    expect(within(panel).getByTestId('checkout-total')).toHaveTextContent('£20.00');

    await user.click(minus);
    expect(within(panel).getByTestId('checkout-total')).toHaveTextContent('£18.00');
    // The choice survives a reload like the answers do.
    expect(useContestProgressStore.getState().byContest['1']?.quantity).toBe(9);
  });

  it('sends the contest, quantity, currency and answers, never a price, then goes to the returned url', async () => {
    const pending = deferred<ServiceResult<CreatePaymentResponse>>();
    vi.mocked(createPayment).mockReturnValue(pending.promise);
    const { panel, user } = renderCheckout('2', 3);

    await user.click(payButton(panel));
    expect(createPayment).toHaveBeenCalledWith({
      surveyId: '2',
      surveyTitle: 'USA Resort Holiday Giveaway',
      quantity: 3,
      currency: 'usd',
      answers,
    });
    // No country chosen: none is sent, and the service says what is missing.
    expect(payButton(panel)).toHaveTextContent('Creating checkout...');
    expect(payButton(panel)).toBeDisabled();

    pending.resolve({ data: { url: 'http://localhost:4242/sandbox/checkout/cs_1', sessionId: 'cs_1' }, error: null });
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost:4242/sandbox/checkout/cs_1'));
    expect(payButton(panel)).toHaveTextContent('Pay $9.00 & Enter');
  });

  it('sends gbp for the UK contest', async () => {
    vi.mocked(createPayment).mockResolvedValue({
      data: { url: 'http://pay.test/cs_2', sessionId: 'cs_2' },
      error: null,
    });
    const { panel, user } = renderCheckout('1');
    expect(
      within(panel).getByText('This contest takes entries from UK residents: we check your country before you pay.'),
    ).toBeVisible();
    await user.selectOptions(within(panel).getByLabelText('Country you live in'), 'United Kingdom');
    await user.click(payButton(panel));
    // The declaration goes to the service, which decides whether it may enter.
    expect(createPayment).toHaveBeenCalledWith(
      expect.objectContaining({ surveyId: '1', currency: 'gbp', quantity: 1, residenceCountry: 'GB' }),
    );
  });
});

describe('checkout errors', () => {
  async function payAndReadToast(result: () => Promise<ServiceResult<CreatePaymentResponse>>) {
    vi.mocked(createPayment).mockImplementation(result);
    const { panel, user } = renderCheckout('1');
    await user.click(payButton(panel));
    const alert = await screen.findByRole('alert');
    expect(payButton(panel)).toBeEnabled();
    expect(payButton(panel)).toHaveTextContent('Pay £2.00 & Enter');
    expect(redirectTo).not.toHaveBeenCalled();
    return alert;
  }

  it("shows the server's message in a 'Payment Error' toast", async () => {
    const alert = await payAndReadToast(async () => ({
      data: null,
      error: { message: 'Quantity must be a whole number from 1 to 100', status: 400, fromServer: true },
    }));
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('Quantity must be a whole number from 1 to 100');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
  });

  it('falls back when the server gave no message', async () => {
    const alert = await payAndReadToast(async () => ({
      data: null,
      error: { message: 'The payment service answered 502', status: 502, fromServer: false },
    }));
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('Failed to create checkout session. Please try again.');
  });

  it('falls back when the service cannot be reached', async () => {
    const alert = await payAndReadToast(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(alert).toHaveTextContent('Failed to create checkout session. Please try again.');
  });

  it('says so when the answer has no checkout url', async () => {
    const alert = await payAndReadToast(async () => ({ data: { url: '', sessionId: 'cs_3' }, error: null }));
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('No checkout URL received from server');
  });
});
