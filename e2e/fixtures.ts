import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and failed requests a page produced; every test fails if it has any it did not expect. */
export interface PageProblems {
  errors: string[];
  /** Call for a test that provokes failures on purpose (a stopped remote, a forged session). */
  allow: (pattern: RegExp) => void;
}

function watch(page: Page): PageProblems & { check: () => void } {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation away cancels in-flight requests; that is not a fault of the page.
    if (failure.includes('ERR_ABORTED')) return;
    errors.push(`request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    errors,
    allow: (pattern) => allowed.push(pattern),
    check: () => {
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors and failed requests').toEqual([]);
    },
  };
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page }, use) => {
      const watcher = watch(page);
      await use(watcher);
      watcher.check();
    },
    { auto: true },
  ],
});

export { expect };
