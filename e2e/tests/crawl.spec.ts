import { expect, test } from '../fixtures';

/** Pages reached by following links; bounded so a link generator bug cannot run forever. */
const MAX_PAGES = 150;

function internalTarget(href: string, origin: string): string | null {
  if (/^(mailto|tel|sms|javascript):/i.test(href)) return null;
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

test(
  'following every internal link from / never lands on the not-found screen or logs an error',
  { tag: ['@crawl', '@composition'] },
  async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    const origin = new URL(baseURL ?? 'http://localhost:5173').origin;
    const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }];
    const seen = new Set<string>(['/']);
    const visited: string[] = [];

    while (queue.length > 0 && visited.length < MAX_PAGES) {
      const { path, from } = queue.shift()!;
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1 }).first(),
        `${path} (linked from ${from}) shows a page`,
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Page Not Found' }),
        `${path} (linked from ${from}) is not a dead link`,
      ).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Area unavailable' })).toHaveCount(0);
      visited.push(path);

      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const target = internalTarget(href, origin);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push({ path: target, from: path });
        }
      }
    }

    test.info().annotations.push({ type: 'pages crawled', description: String(visited.length) });
    expect(visited.length).toBeGreaterThan(30);
  },
);
