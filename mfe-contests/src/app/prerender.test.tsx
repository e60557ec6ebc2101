import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { hydrate, prerender, unhydrate } from '@mindset/shared-ui/testing';
import { useContestProgressStore } from '../features/survey/contestProgressStore';
import { resetStores } from '../testing/renderApp';
import App from './App';

/**
 * The pages the release prerenders (decisions 0095 and 0165): the server's HTML is every visitor's, and
 * hydrating it gives React nothing to throw away or warn about; the script's controls wait for hydration.
 */

/** The page's HTML as the release's prerender makes it. */
const prerenderPage = (path: string) => prerender(<App />, path);

/** Looks at the HTML as a reader without JavaScript has it, before any script has run. */
function inServerHtml(html: string, look: (server: ReturnType<typeof within>) => void) {
  const server = document.createElement('div');
  server.innerHTML = html;
  document.body.append(server);
  try {
    look(within(server));
  } finally {
    server.remove();
  }
}

/** Hydrates the HTML in place; what React reported on the way (a mismatch, a discarded tree). */
const hydratePage = (path: string, html: string, beforeScript?: (page: HTMLElement) => void) =>
  hydrate(<App />, html, { route: path, beforeScript });

beforeEach(() => resetStores());

afterEach(() => unhydrate());

describe('the prerendered contests pages', () => {
  it('/events: the HTML shows every contest with the filter disabled; once hydrated the filter works', async () => {
    const html = prerenderPage('/events');
    inServerHtml(html, (server) => {
      for (const name of ['All Events', 'UK Residents', 'US Residents']) {
        expect(server.getByRole('button', { name })).toBeDisabled();
      }
      expect(server.getByRole('heading', { level: 1 })).toHaveTextContent('Win life-changing experiences');
      expect(server.getByRole('heading', { name: 'UK Wellness Retreat Giveaway' })).toBeInTheDocument();
      expect(server.getByRole('heading', { name: 'USA Resort Holiday Giveaway' })).toBeInTheDocument();
    });
    expect(await hydratePage('/events', html)).toEqual([]);
    const usResidents = screen.getByRole('button', { name: 'US Residents' });
    expect(usResidents).toBeEnabled();
    await act(async () => usResidents.click());
    expect(screen.queryByRole('heading', { name: 'UK Wellness Retreat Giveaway' })).not.toBeInTheDocument();
  });

  it('/ebook: the buy buttons wait for hydration, and the footer’s year is the browser’s', async () => {
    const html = prerenderPage('/ebook');
    inServerHtml(html, (server) => {
      expect(server.getByRole('button', { name: 'Get Instant Access for £5.99' })).toBeDisabled();
      expect(server.getByRole('button', { name: 'Buy Now for £5.99' })).toBeDisabled();
      expect(server.getByLabelText('Open menu', { selector: 'button' })).toBeDisabled();
      // Rendered once and served for as long as the release lives: no year in it.
      expect(server.getByText(/Mindset Platform\. All rights reserved\./)).not.toHaveTextContent(/\d{4}/);
    });
    expect(await hydratePage('/ebook', html)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Get Instant Access for £5.99' })).toBeEnabled();
    expect(screen.getByLabelText('Open menu', { selector: 'button' })).toBeEnabled();
    expect(screen.getByText(/Mindset Platform\. All rights reserved\./)).toHaveTextContent(
      `© ${new Date().getFullYear()} Mindset Platform`,
    );
  });

  it('/ebook/download without a purchase: Access Denied, hydrated as rendered', async () => {
    const html = prerenderPage('/ebook/download');
    inServerHtml(html, (server) =>
      expect(server.getByRole('heading', { level: 1 })).toHaveTextContent('Access Denied'),
    );
    expect(await hydratePage('/ebook/download', html)).toEqual([]);
    expect(screen.getByRole('link', { name: /Back to the ebook/ })).toHaveAttribute('href', '/ebook');
  });

  it('/survey: a returning visitor’s stored answers replace the HTML’s blank question after hydration', async () => {
    useContestProgressStore.getState().setAnswer('1', 5, 0, 'I am not good enough yet');
    useContestProgressStore.getState().goToStep('1', 5, 1);
    const html = prerenderPage('/survey');
    // The HTML is every visitor's: the first question, blank.
    inServerHtml(html, (server) => {
      expect(server.getByText('Question 1 of 5')).toBeInTheDocument();
      expect(server.getByRole('textbox')).toHaveValue('');
    });
    expect(await hydratePage('/survey', html)).toEqual([]);
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
  });

  it('/survey: an answer typed before the script took the HTML over is kept as the answer', async () => {
    const html = prerenderPage('/survey');
    const typed = 'Fear of failing in front of others';
    const problems = await hydratePage('/survey', html, (page) => {
      page.querySelector('textarea')!.value = typed;
    });
    expect(problems).toEqual([]);
    expect(useContestProgressStore.getState().byContest['1']?.answers[0]).toBe(typed);
    expect(screen.getByRole('textbox')).toHaveValue(typed);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
