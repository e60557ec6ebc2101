import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The shell's own parts arrive as HTML too (decision 0185): its chrome (header and footer, guest view)
 * around a prerendered page, and its not-found screen in that chrome for an address no area owns.
 */

const headerLinks = ['/', '/ebook', '/events', '/modules', '/about'];

async function html(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), body: await response.text() };
}

/** The layout shifts the page has had so far (what CLS adds up), from its first paint. */
async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** The header's links, the guest's Join and the footer, in the HTML the server sent. */
function expectChrome(body: string, path: string) {
  const header = body.slice(body.indexOf('<header'), body.indexOf('</header>'));
  for (const to of headerLinks) expect(header, path).toContain(`href="${to}"`);
  expect(header, path).toMatch(/href="\/join"[^>]*>Join</);
  expect(body, path).toMatch(/<footer[^>]*>[\s\S]*href="\/legal\/privacy"[\s\S]*<\/footer>/);
}

test("a prerendered page's HTML holds the site's header and footer around it, with its section's link marked", async ({
  page,
}) => {
  let body = '';
  // The area's fragment may be awaited past its budget on a first, uncached request (decision 0095).
  await expect.poll(async () => (body = (await html(page, '/')).body)).toContain('id="ssr-area"');
  expectChrome(body, '/');
  expect(body).toMatch(/<a aria-current="page" class="[^"]*active"[^>]*href="\/"/);
  // The area sits inside the chrome's content, between header and footer.
  expect(body.indexOf('</header>')).toBeLessThan(body.indexOf('id="ssr-area"'));
  expect(body.indexOf('id="ssr-area"')).toBeLessThan(body.indexOf('<footer'));
  expect(body).not.toMatch(/<script(?![^>]*type="(application\/json|module)")/);

  await expect.poll(async () => (body = (await html(page, '/modules')).body)).toContain('id="ssr-area"');
  expect(body).toMatch(/<a aria-current="page" class="[^"]*active"[^>]*href="\/modules"/);
});

test('an unknown address answers 404 with the not-found screen in the chrome, a malformed one 400', async ({
  page,
}) => {
  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/100%', 400],
  ] as const) {
    const { status: got, body } = await html(page, path);
    expect(got, path).toBe(status);
    expectChrome(body, path);
    expect(body, path).toMatch(/<h1 id="not-found-heading"[^>]*>Page Not Found<\/h1>/);
    expect(body, path).toMatch(/href="\/"[^>]*>Go Home</);
    // No header link is marked on it.
    expect(body, path).not.toContain('aria-current="page"');
  }
});

test('an address a route of an area matches but its release did not prerender is drawn in the browser', async ({
  page,
}) => {
  const { status, body } = await html(page, '/modules/999');
  expect(status).toBe(200);
  expect(body).not.toContain('data-ssr-page');
  expect(body).not.toContain('id="ssr-area"');
  await page.goto('/modules/999');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('the shell takes over its chrome without a shift or a warning, across areas and on the not-found screen', async ({
  page,
  pageProblems,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat|did not match|#41[89]/i.test(message.text()))
      warnings.push(message.text());
  });
  await page.goto('/about');
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  // One header and one footer: the shell's, in the place of the server's.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.locator('[data-ssr-page]')).toHaveCount(0);
  expect(await layoutShifts(page)).toBe(0);

  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);

  pageProblems.allow(/HTTP 404|status of 404/);
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.locator('[data-ssr-page]')).toHaveCount(0);
  expect(await layoutShifts(page)).toBe(0);
  await page.getByRole('banner').getByRole('link', { name: 'Modules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  expect(warnings).toEqual([]);
});

test("a page of an area that draws its own layout arrives as that area's outline, which the area replaces without a shift", async ({
  page,
}) => {
  const { status, body } = await html(page, '/community');
  expect(status).toBe(200);
  // The community's bars with its logo: painted before any script runs, no marketing header.
  expect(body).toMatch(/<div id="root"><div data-ssr-page[^>]*aria-busy="true"[^>]*data-loading-chrome="community"/);
  expect(body).toContain('Mindset');
  expect(body).not.toContain('<header');

  await page.goto('/community');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-ssr-page]')).toHaveCount(0);
  await expect(page.locator('[data-loading-chrome]')).toHaveCount(0);
  expect(await layoutShifts(page)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the site's header and footer navigate, and an unknown address shows the not-found screen", async ({
    page,
    pageProblems,
  }) => {
    // With scripts off, Chromium refuses the page's modulepreload links and reports each one.
    pageProblems.allow(/^request failed: .* csp$/);
    pageProblems.allow(/HTTP 404|status of 404/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Modules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  });
});
