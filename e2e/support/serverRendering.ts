import { expect, type Locator, type Page } from '@playwright/test';

/** Remembers the h1 as the HTML parser made it, before any script ran: hydration keeps that very node. */
export async function keepServerHeading(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        Object.assign(window, { serverHeading: document.querySelector('#ssr-area h1') });
      }
    }),
  );
}

/** True when the page's h1 under `main` (a selector) is the node the server's HTML made (`keepServerHeading`). */
export const serverHeadingKept = (page: Page, main = '#main') =>
  page.evaluate((mainSelector) => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return Boolean(serverHeading) && document.querySelector(`${mainSelector} h1`) === serverHeading;
  }, main);

/** `text` matched literally inside a regular expression (a heading with a dot or a question mark). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until React has hydrated this node. `data-hydrated` says the area's root has, but a lazy
 * screen inside it stays server HTML until its code arrives, and a link there is still the browser's
 * own (a whole page load) until then.
 */
export async function expectHydratedNode(node: Locator) {
  await expect
    .poll(() => node.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
