import { screen, within } from '@testing-library/react';
import { hydrate, prerender, unhydrate } from '@mindset/shared-ui/testing';
import SupportScreen from './SupportScreen';
import { useSupportStore } from './supportStore';

/**
 * /support as the release prerenders it (decision 0180): the HTML is every visitor's at any hour, and
 * hydrating it gives React nothing to throw away or warn about; the clock and the stored draft follow.
 */

const route = '/support';

const storedDraft = {
  name: 'Stored Name',
  email: 'stored@example.org',
  subject: 'Stored subject',
  message: 'Written last visit',
};

beforeEach(() => {
  useSupportStore.setState(useSupportStore.getInitialState(), true);
  localStorage.clear();
});

afterEach(() => {
  unhydrate();
  vi.useRealTimers();
});

// Whole screens render slowly on the shared two-core machine.
describe('the prerendered support page', { timeout: 30_000 }, () => {
  it.each([
    ['2026-11-23T10:00:00Z', 'a Monday morning', 'Open now', 'Team online'],
    ['2026-11-22T10:00:00Z', 'a Sunday', 'Closed now', 'Team offline'],
  ])('at %s (%s) the HTML says nothing of the hour; once hydrated: %s', async (now, _when, hours, chat) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const html = prerender(<SupportScreen />, route);
    for (const word of ['Open now', 'Closed now', 'Team online', 'Team offline']) expect(html).not.toContain(word);

    expect(await hydrate(<SupportScreen />, html, { route })).toEqual([]);
    expect(within(screen.getByRole('complementary', { name: 'Support hours' })).getByText(hours)).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Live Chat' })).getByText(chat)).toBeVisible();
  });

  it('fills the fields with the stored draft after hydration, keeps what was typed before it, and waits to send', async () => {
    // The draft a returning visitor's browser keeps; the prerender never sees it.
    useSupportStore.setState({ draft: storedDraft });
    const html = prerender(<SupportScreen />, route);
    expect(html).not.toContain('Stored Name');
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(within(server).getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(within(server).getByRole('button', { name: 'Leave a message' })).toBeDisabled();

    const problems = await hydrate(<SupportScreen />, html, {
      route,
      // Typed into the server's HTML before the script ran.
      beforeScript: (page) => (within(page).getByLabelText<HTMLInputElement>('Subject').value = 'Typed early'),
    });
    expect(problems).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveValue('Stored Name');
    expect(screen.getByLabelText('Email')).toHaveValue('stored@example.org');
    expect(screen.getByLabelText('Subject')).toHaveValue('Typed early');
    expect(screen.getByLabelText('Message')).toHaveValue('Written last visit');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Leave a message' })).toBeEnabled();
    // The typed subject is the draft now: a reload keeps it.
    expect(JSON.parse(localStorage.getItem('mindset-marketing-support') ?? '{}').state.draft).toEqual({
      ...storedDraft,
      subject: 'Typed early',
    });
  });

  it('searches for what was typed into the FAQ search before hydration', async () => {
    const html = prerender(<SupportScreen />, route);
    const problems = await hydrate(<SupportScreen />, html, {
      route,
      beforeScript: (page) =>
        (within(page).getByRole<HTMLInputElement>('searchbox', { name: 'Search FAQs' }).value = 'upload'),
    });
    expect(problems).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('upload');
    expect(screen.getByText(/questions match “upload”/)).toBeVisible();
  });
});
