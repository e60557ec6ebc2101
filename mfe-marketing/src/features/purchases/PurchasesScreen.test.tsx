import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configurePaymentClient, useSessionStore } from '@mindset/shared-ui';
import { renderWithProviders } from '../../testing/renderWithProviders';
import PurchasesScreen from './PurchasesScreen';
import { memberFixture } from '@mindset/shared-ui/testing';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const memberNamed = (id: string) => ({ ...memberFixture, id });
const identityToken = () =>
  json(200, { token: 'identity', expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() });

const EBOOK = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'ebook',
  surveyId: 'victim-to-victor-ebook',
  title: 'Victim to Victor ebook bundle',
  quantity: 1,
  currency: 'gbp',
  unitAmount: 599,
  amountTotal: 599,
  paidAt: '2026-03-02T10:00:00.000Z',
  active: true,
};
const ENTRIES = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'contest',
  surveyId: '2',
  title: 'USA Resort Holiday Giveaway entry',
  quantity: 2,
  currency: 'usd',
  unitAmount: 300,
  amountTotal: 600,
  paidAt: '2026-03-01T09:00:00.000Z',
  active: true,
};

let memberCount = 0;
/** Each test signs in a new member, so the identity token one test was given is never reused by the next. */
function signIn() {
  memberCount += 1;
  useSessionStore.setState({ status: 'member', member: memberNamed(`member-${memberCount}`) });
}

describe('My purchases', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configurePaymentClient({ baseUrl: 'http://pay.test' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks a guest to sign in, without asking any service', () => {
    useSessionStore.setState({ status: 'guest', member: null });
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    expect(screen.getByRole('heading', { level: 1, name: 'My purchases' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your purchases' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?returnTo=%2Fpurchases');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the member's ebook and contest entries as the service recorded them", async () => {
    signIn();
    fetchMock.mockReturnValueOnce(identityToken()).mockReturnValueOnce(json(200, { purchases: [EBOOK, ENTRIES] }));
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your purchases...');

    const ebook = within(await screen.findByRole('region', { name: 'Ebook' }));
    expect(ebook.getByRole('heading', { name: 'Victim to Victor ebook bundle' })).toBeInTheDocument();
    expect(ebook.getByText('2 March 2026')).toBeInTheDocument();
    expect(ebook.getByText('£5.99')).toBeInTheDocument();

    const contests = within(screen.getByRole('region', { name: 'Contest entries' }));
    expect(contests.getByRole('heading', { name: 'USA Resort Holiday Giveaway entry' })).toBeInTheDocument();
    expect(contests.getByText('2 entries × $3.00')).toBeInTheDocument();
    expect(contests.getByText('$6.00')).toBeInTheDocument();
    expect(contests.getByText('1 March 2026')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('http://pay.test/purchases');
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toEqual({ authorization: 'Bearer identity' });
  });

  it('gets a fresh download link for the ebook when asked, and focuses it', async () => {
    signIn();
    fetchMock
      .mockReturnValueOnce(identityToken())
      .mockReturnValueOnce(json(200, { purchases: [EBOOK] }))
      .mockReturnValueOnce(json(200, { token: 'download-token', expiresAt: '2026-03-02T10:15:00.000Z' }));
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    await user.click(await screen.findByRole('button', { name: 'Get download link' }));

    const link = await screen.findByRole('link', { name: 'Download the ebook bundle (ZIP)' });
    expect(link).toHaveAttribute('href', 'http://pay.test/downloads/download-token/bundle');
    expect(link).toHaveFocus();
    expect(fetchMock.mock.calls[2]?.[0]).toBe(`http://pay.test/purchases/${EBOOK.id}/download-token`);
    expect(screen.getByRole('button', { name: 'Get a fresh link' })).toBeInTheDocument();
  });

  it("shows the service's refusal of a download in its own words", async () => {
    signIn();
    fetchMock
      .mockReturnValueOnce(identityToken())
      .mockReturnValueOnce(json(200, { purchases: [EBOOK] }))
      .mockReturnValueOnce(
        json(403, { error: 'This purchase was refunded or disputed, so its downloads are no longer available.' }),
      );
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    await user.click(await screen.findByRole('button', { name: 'Get download link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This purchase was refunded or disputed');
    expect(screen.queryByRole('link', { name: /Download the ebook bundle/ })).not.toBeInTheDocument();
  });

  it('marks a refunded purchase and offers no download for it', async () => {
    signIn();
    fetchMock
      .mockReturnValueOnce(identityToken())
      .mockReturnValueOnce(json(200, { purchases: [{ ...EBOOK, active: false }] }));
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get download link' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    signIn();
    fetchMock.mockReturnValueOnce(identityToken()).mockReturnValueOnce(json(200, { purchases: [] }));
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the ebook' })).toHaveAttribute('href', '/ebook');
  });

  it('shows an error with Retry when the payment service cannot be reached, and loads on retry', async () => {
    signIn();
    fetchMock
      .mockReturnValueOnce(identityToken())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockReturnValueOnce(json(200, { purchases: [ENTRIES] }));
    renderWithProviders(<PurchasesScreen />, { route: '/purchases' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the payment service. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'USA Resort Holiday Giveaway entry' })).toBeInTheDocument();
  });
});
