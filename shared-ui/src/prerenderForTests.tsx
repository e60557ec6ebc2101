import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MindsetThemeProvider } from './theme/MindsetThemeProvider';

let root: Root | null = null;
let container: HTMLElement | null = null;

/** A screen in the tree the release's prerender gives it (router, theme). */
const asRendered = (ui: ReactElement, route: string) => (
  <MemoryRouter initialEntries={[route]}>
    <MindsetThemeProvider>{ui}</MindsetThemeProvider>
  </MemoryRouter>
);

/** The screen's HTML as a release's prerender makes it (docs/decisions/0095-public-pages-prerendered-at-release.md). */
export const prerender = (ui: ReactElement, route = '/') => renderToString(asRendered(ui, route));

/**
 * Hydrates the HTML in place, after `beforeScript` (what a visitor does before the script runs);
 * returns what React reported on the way (a mismatch, a discarded tree). `unhydrate` cleans up.
 */
export async function hydrate(
  ui: ReactElement,
  html: string,
  { route = '/', beforeScript }: { route?: string; beforeScript?: (page: HTMLElement) => void } = {},
) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeScript?.(container);
  const problems: unknown[] = [];
  // What React logs while hydrating is collected, not printed (no test runner's spy: this file is the package's).
  const consoleError = console.error;
  console.error = (...args: unknown[]) => problems.push(args);
  try {
    await act(async () => {
      root = hydrateRoot(container!, asRendered(ui, route), { onRecoverableError: (error) => problems.push(error) });
    });
  } finally {
    console.error = consoleError;
  }
  return problems;
}

export function unhydrate() {
  act(() => root?.unmount());
  root = null;
  container?.remove();
}
