import { screen, waitFor, within } from '@testing-library/react';
import { createPayment, useSessionStore, type CreatePaymentResponse, type ServiceResult } from '@mindset/shared-ui';
import { openInNewTab, redirectTo } from '../../lib/browser';
import { deferred, renderApp, resetStores } from '../../testing/renderApp';
import { memberFixture } from '@mindset/shared-ui/testing';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  createPayment: vi.fn(),
  getCheckoutSession: vi.fn(),
  getContestStats: vi.fn(),
}));
vi.mock('../../lib/browser', () => ({ redirectTo: vi.fn(), openInNewTab: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

const buyButtons = () => screen.getAllByRole('button', { name: /Get Instant Access|Buy Now|Processing\.\.\./ });

beforeEach(() => {
  resetStores();
  vi.mocked(createPayment).mockReset();
  vi.mocked(openInNewTab).mockReset();
  vi.mocked(redirectTo).mockReset();
});

describe('/ebook', () => {
  it('shows the offer, the price, the crossed-out bonus value, the guarantee and the five items', () => {
    renderApp('/ebook');
    expect(screen.getByRole('heading', { level: 1, name: 'Victim to Victor' })).toBeInTheDocument();
    expect(screen.getByText('Limited-time offer')).toBeInTheDocument();
    expect(screen.getByText('£5.99')).toBeInTheDocument();
    const struck = screen.getAllByText('£97', { exact: false }).filter((element) => element.tagName === 'S');
    expect(struck.length).toBeGreaterThan(0);
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(screen.getByText(/Premium challenge entry £2/)).toBeInTheDocument();

    const bundle = screen.getByRole('region', { name: 'Everything in the bundle' });
    expect(within(bundle).getAllByRole('listitem')).toHaveLength(5);
    for (const size of ['2.4 MB', '124 MB', '1.8 MB', '1.2 MB', '1.5 MB']) {
      expect(within(bundle).getByText(new RegExp(`· ${size.replace('.', '\\.')}$`))).toBeInTheDocument();
    }
    expect(buyButtons()).toHaveLength(2);
  });

  it('asks the service for the ebook at quantity 1 in gbp and opens the returned url in a new tab', async () => {
    const pending = deferred<ServiceResult<CreatePaymentResponse>>();
    vi.mocked(createPayment).mockReturnValue(pending.promise);
    vi.mocked(openInNewTab).mockReturnValue(true);
    const { user } = renderApp('/ebook');

    await user.click(buyButtons()[0]!);
    expect(createPayment).toHaveBeenCalledWith({
      surveyId: 'victim-to-victor-ebook',
      surveyTitle: 'Victim to Victor',
      quantity: 1,
      currency: 'gbp',
    });
    for (const button of buyButtons()) {
      expect(button).toHaveTextContent('Processing...');
      expect(button).toBeDisabled();
    }

    pending.resolve({ data: { url: 'http://localhost:4242/sandbox/checkout/cs_9', sessionId: 'cs_9' }, error: null });
    await waitFor(() => expect(openInNewTab).toHaveBeenCalledWith('http://localhost:4242/sandbox/checkout/cs_9'));
    expect(redirectTo).not.toHaveBeenCalled();
    await waitFor(() => expect(buyButtons()[1]).toHaveTextContent('Buy Now for £5.99'));
    expect(buyButtons()[1]).toBeEnabled();
  });

  it('continues in the same tab when the popup is blocked', async () => {
    vi.mocked(createPayment).mockResolvedValue({
      data: { url: 'http://pay.test/cs_10', sessionId: 'cs_10' },
      error: null,
    });
    vi.mocked(openInNewTab).mockReturnValue(false);
    const { user } = renderApp('/ebook');
    await user.click(buyButtons()[1]!);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://pay.test/cs_10'));
  });

  it("toasts 'Failed to create payment session' when the service answers an error", async () => {
    vi.mocked(createPayment).mockResolvedValue({
      data: null,
      error: { message: 'Unknown product', status: 400, fromServer: true },
    });
    const { user } = renderApp('/ebook');
    await user.click(buyButtons()[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create payment session');
    expect(openInNewTab).not.toHaveBeenCalled();
    expect(buyButtons()[0]).toBeEnabled();
  });

  it("toasts 'Something went wrong. Please try again.' when the call throws", async () => {
    vi.mocked(createPayment).mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderApp('/ebook');
    await user.click(buyButtons()[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(buyButtons()[0]).toBeEnabled();
    expect(buyButtons()[0]).toHaveTextContent('Get Instant Access for £5.99');
  });

  it('tells a visitor back from a cancelled payment that nothing was charged', () => {
    renderApp('/ebook?checkout=cancelled');
    expect(screen.getByText('Payment cancelled — nothing was charged.')).toBeInTheDocument();
  });
});

describe('ebook header and footer', () => {
  it('draws its own header with real links and its own footer', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderApp('/ebook');
    const nav = screen.getByRole('navigation', { name: 'Ebook' });
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Home: '/',
      Ebook: '/ebook',
      Community: '/community',
      Resources: '/ebook#resources',
      Events: '/events',
      About: '/about',
    });
    expect(within(nav).getByRole('link', { name: 'Ebook' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/signin?returnTo=%2Febook');
    expect(screen.getAllByRole('link', { name: 'Join Community' })[0]).toHaveAttribute('href', '/join');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Support & FAQ' })).toHaveAttribute('href', '/support');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');

    // The toggle is display:none above the mobile breakpoint, and jsdom has no viewport to match.
    const toggle = screen.getByLabelText('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Ebook menu' });
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    await user.click(within(menu).getByRole('link', { name: 'Resources' }));
    expect(screen.queryByRole('navigation', { name: 'Ebook menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ebook#resources');
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('resources'));
  });

  it('shows a signed-in member their name, My purchases and Sign out in place of Sign In and Join', async () => {
    useSessionStore.setState({ status: 'member', member: memberFixture });
    const { user } = renderApp('/ebook');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Community' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const account = screen.getByRole('link', { name: 'Your account: Jane Doe' });
    expect(account).toHaveAttribute('href', '/signin');
    await user.click(account);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });
});
