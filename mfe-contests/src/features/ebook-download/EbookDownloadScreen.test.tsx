import { screen, within } from '@testing-library/react';
import { getCheckoutSession, requestDownloadToken, type CheckoutSessionSummary } from '@mindset/shared-ui';
import { renderApp, resetStores } from '../../testing/renderApp';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  createPayment: vi.fn(),
  getCheckoutSession: vi.fn(),
  getContestStats: vi.fn(),
  requestDownloadToken: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

const sessionId = 'cs_test_0123456789ABCDEFGH';

function ebookSession(overrides: Partial<CheckoutSessionSummary> = {}): CheckoutSessionSummary {
  return {
    id: sessionId,
    paid: true,
    status: 'paid',
    kind: 'ebook',
    surveyId: 'victim-to-victor-ebook',
    title: 'Victim to Victor',
    quantity: 1,
    currency: 'gbp',
    unitAmount: 599,
    amountTotal: 599,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const downloadToken = 'b5c0c6f2-2f5e-4b7a-9a44-1c2d3e4f5a6b.1900000000.signature';

beforeEach(() => {
  resetStores();
  vi.mocked(getCheckoutSession).mockReset();
  vi.mocked(requestDownloadToken).mockReset();
  vi.mocked(requestDownloadToken).mockResolvedValue({
    data: { token: downloadToken, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
    error: null,
  });
});

describe('/ebook/download', () => {
  it('denies access without a session_id, with a link back to /ebook', () => {
    renderApp('/ebook/download');
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page is only accessible after completing a purchase. Please complete your purchase first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the ebook page' })).toHaveAttribute('href', '/ebook');
    expect(getCheckoutSession).not.toHaveBeenCalled();
  });

  it('shows the downloads of a paid ebook session', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({ data: ebookSession(), error: null });
    renderApp(`/ebook/download?session_id=${sessionId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(getCheckoutSession).toHaveBeenCalledWith(sessionId);
    expect(screen.getByText(/Payment Confirmed/)).toHaveTextContent('Payment Confirmed · #ABCDEFGH');

    const downloads = screen.getByRole('region', { name: 'Your downloads' });
    const links = await within(downloads).findAllByRole('link');
    // Served by the payment service (its address falls back to port 4242 of the page's host), with a
    // short-lived token exchanged for the checkout id: the id itself never appears in a download link.
    expect(requestDownloadToken).toHaveBeenCalledWith(sessionId);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['ebook', 'audiobook', 'yearly-journal', 'self-discovery-journal', 'wellness-journal', 'bundle'].map(
        (fileId) => `http://localhost:4242/downloads/${encodeURIComponent(downloadToken)}/${fileId}`,
      ),
    );
    expect(
      within(downloads).getByRole('link', { name: 'Download Victim to Victor Audiobook (124 MB)' }),
    ).toBeInTheDocument();
    expect(within(downloads).getByRole('link', { name: /all files as a ZIP/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@mindsetplatform.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@mindsetplatform\.com/),
    );
    expect(screen.getByRole('heading', { name: 'Your week-by-week plan' })).toBeInTheDocument();
    expect(screen.getByText('Week 1: Name the story')).toBeInTheDocument();
  });

  it("L-downloads: a refunded purchase shows the service's refusal instead of download links", async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({ data: ebookSession(), error: null });
    vi.mocked(requestDownloadToken).mockResolvedValue({
      data: null,
      error: {
        status: 403,
        fromServer: true,
        message: 'This purchase was refunded or disputed, so its downloads are no longer available.',
      },
    });
    renderApp(`/ebook/download?session_id=${sessionId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('This purchase was refunded or disputed, so its downloads are no longer available.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your downloads' })).not.toBeInTheDocument();
  });

  it('denies an unpaid session', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({
      data: ebookSession({ paid: false, status: 'pending' }),
      error: null,
    });
    renderApp(`/ebook/download?session_id=${sessionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/This payment has not been completed/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('denies an unknown (forged) session id', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({
      data: null,
      error: { message: 'Unknown session', status: 404, fromServer: true },
    });
    renderApp('/ebook/download?session_id=forged-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/could not find an ebook purchase/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('denies a paid contest session: it did not buy the ebook', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({
      data: ebookSession({ kind: 'contest', surveyId: '1' }),
      error: null,
    });
    renderApp(`/ebook/download?session_id=${sessionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });

  it('offers Retry, not a denial, when the payment service is down', async () => {
    vi.mocked(getCheckoutSession)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ data: ebookSession(), error: null });
    const { user } = renderApp(`/ebook/download?session_id=${sessionId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your purchase' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
  });

  it('treats a server fault as the service being down', async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({
      data: null,
      error: { message: 'Internal error', status: 503, fromServer: true },
    });
    renderApp(`/ebook/download?session_id=${sessionId}`);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
