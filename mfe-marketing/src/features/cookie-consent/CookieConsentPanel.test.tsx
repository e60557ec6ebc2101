import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrate, prerender, unhydrate } from '@mindset/shared-ui/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import CookieConsentPanel from './CookieConsentPanel';
import { useCookieConsentStore } from './cookieConsentStore';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

function savedConsent() {
  return JSON.parse(localStorage.getItem('mindset-marketing-cookie-consent') ?? '{}').state?.consent;
}

function currentChoice() {
  return within(screen.getByRole('region', { name: 'Your cookie choice' })).getByRole('status');
}

// Whole screens render slowly on the shared two-core machine.
describe('Cookie consent', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useCookieConsentStore.setState(useCookieConsentStore.getInitialState(), true);
  });

  it('starts with strictly necessary cookies only, until the visitor decides', () => {
    renderWithProviders(<CookieConsentPanel />);
    expect(currentChoice()).toHaveTextContent(
      'You have not made a choice yet, so we only use strictly necessary cookies.',
    );
  });

  it('Accept All allows every category and remembers it', async () => {
    renderWithProviders(<CookieConsentPanel />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(currentChoice()).toHaveTextContent(/^You accepted all cookies on \d{1,2} \w+ \d{4}\.$/);
    expect(savedConsent().choices).toEqual({ performance: true, functional: true, targeting: true });
    expect(screen.getByText('All cookies accepted')).toBeInTheDocument();
  });

  it('Cookie Settings lets the visitor choose by category, with strictly necessary always on', async () => {
    renderWithProviders(<CookieConsentPanel />);
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie Settings' });
    expect(within(dialog).getByText('Strictly necessary')).toBeInTheDocument();
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((control) => control.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);

    await user.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Choices' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentChoice()).toHaveTextContent(/You allowed strictly necessary and functional cookies on/);
    expect(savedConsent().choices).toEqual({ performance: false, functional: true, targeting: false });
  });

  it('the choice can be changed later, starting from what was saved', async () => {
    renderWithProviders(<CookieConsentPanel />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie Settings' });
    expect(within(dialog).getByRole('switch', { name: 'Targeting' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Reject All' }));

    expect(currentChoice()).toHaveTextContent(/You chose strictly necessary cookies only on/);
    expect(savedConsent().choices).toEqual({ performance: false, functional: false, targeting: false });
  });

  it('closing the settings without saving changes nothing', async () => {
    renderWithProviders(<CookieConsentPanel />);
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('switch', { name: 'Performance' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentChoice()).toHaveTextContent('You have not made a choice yet');
    expect(savedConsent()).toBeNull();
  });
});

describe('Cookie consent on the prerendered cookie policy', { timeout: 30_000 }, () => {
  afterEach(() => unhydrate());

  it('the HTML is every visitor’s; the stored choice and the buttons follow hydration', async () => {
    useCookieConsentStore.setState({
      consent: { choices: { performance: true, functional: true, targeting: true }, decidedAt: '2026-11-02T10:00:00Z' },
    });
    const html = prerender(<CookieConsentPanel />, '/legal/cookies');
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(within(server).getByRole('status')).toHaveTextContent('You have not made a choice yet');
    expect(within(server).getByRole('button', { name: 'Accept All' })).toBeDisabled();

    expect(await hydrate(<CookieConsentPanel />, html, { route: '/legal/cookies' })).toEqual([]);
    expect(currentChoice()).toHaveTextContent('You accepted all cookies on 2 November 2026.');
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toBeEnabled();
    useCookieConsentStore.setState(useCookieConsentStore.getInitialState(), true);
  });
});
