import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { answerSurvey } from '../support/contestFlows';
import { routeCases } from '../support/routes';
import { expectHydratedNode } from '../support/serverRendering';

/** One site, not five apps: layouts that fit, page heads, focus, seams between areas, one identity. */

const isCommunity = (path: string) => /^\/(community|explore|search|profile)(\/|$|\?)/.test(path);
/** The full-screen story viewer is the one community screen without the layout's bottom bar. */
const hasCommunityBar = (path: string) => isCommunity(path) && !/^\/community\/stories\/(?!create)/.test(path);

for (const width of [320, 375, 1280]) {
  test(`every route fits ${width} px with no horizontal scroll`, { tag: '@seamless' }, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 740 });
    const problems: string[] = [];
    for (const route of routeCases) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${route.path} is ${scrollWidth} px wide`);
      if (width < 768 && hasCommunityBar(route.path)) {
        const bar = page.getByRole('navigation', { name: 'Community shortcuts' });
        await expect(bar, `${route.path}: the community bar`).toBeInViewport({ ratio: 1 });
      }
    }
    expect(problems).toEqual([]);
  });
}

test(
  'long labels: Discover tabs whole at 320 px, the survey button on one line',
  { tag: '@seamless' },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/explore');
    const tabList = page.getByRole('tablist', { name: 'Discover' });
    const listBox = await tabList.boundingBox();
    for (const name of ['Trending', 'People', 'Courses', 'Goals']) {
      const tabBox = await tabList.getByRole('tab', { name }).boundingBox();
      expect(tabBox && listBox && tabBox.x + tabBox.width <= listBox.x + listBox.width + 0.5, `${name} is whole`).toBe(
        true,
      );
    }

    await page.goto('/survey?id=1');
    for (let step = 1; step < 5; step++) {
      await page.getByRole('textbox').fill('An answer that is long enough.');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    const complete = page.getByRole('button', { name: 'Complete Survey & Enter' });
    // One line (as tall as the one-word Previous button) and inside the card.
    const box = await complete.boundingBox();
    const previous = await page.getByRole('button', { name: 'Previous' }).boundingBox();
    expect(box && previous && Math.abs(box.height - previous.height) < 1, 'one line').toBe(true);
    expect(box && box.x + box.width <= 320 - 16, 'inside the card').toBe(true);
  },
);

/** Every animation frame, which chrome the page shows: the header of an area, its loading outline, or nothing. */
async function recordChrome(page: Page) {
  await page.evaluate(() => {
    const frames: string[] = [];
    const sample = () => {
      const chrome = [
        document.querySelector('a[aria-label="Mindset Platform home"]') ? 'marketing' : '',
        document.querySelector('nav[aria-label="Community"]') ? 'community' : '',
        document.querySelector('nav[aria-label="Collab channels"]') ? 'collab' : '',
        ...Array.from(document.querySelectorAll('[data-loading-chrome]')).map(
          (outline) => `${outline.getAttribute('data-loading-chrome')}-outline`,
        ),
      ].filter(Boolean);
      const main = document.querySelector('main');
      const blank = !main || (main.innerText.trim() === '' && !main.closest('[data-loading-chrome]'));
      frames.push(`${chrome.join('+') || 'none'}${blank ? ' (blank)' : ''}`);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    Object.assign(window, { chromeFrames: frames });
  });
}

async function recordedFrames(page: Page): Promise<string[]> {
  const frames = await page.evaluate(() => (window as unknown as { chromeFrames: string[] }).chromeFrames);
  return frames.filter((frame, index) => frame !== frames[index - 1]);
}

/** Holds the area's files back, so the moments between the two pages last long enough to see. */
async function slowDownArea(page: Page, port: number) {
  await page.route(`**:${port}/assets/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test('community to collab never shows another area header or a blank frame', { tag: '@seamless' }, async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('navigation', { name: 'Community' })).toBeVisible();
  await slowDownArea(page, 5005);
  await recordChrome(page);
  await page.getByRole('link', { name: 'Switch to Collaboration' }).click();
  await expect(page.getByRole('navigation', { name: 'Collab channels' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message #general' })).toBeVisible();
  const frames = await recordedFrames(page);
  expect(
    frames.every((frame) => /^(community|collab|collab-outline)$/.test(frame)),
    frames.join(' > '),
  ).toBe(true);
  expect(frames.at(-1)).toBe('collab');
});

test('events to community keeps the page until the community draws itself', { tag: '@seamless' }, async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // /events arrives as server HTML before the shell draws its header: start from the whole page.
  await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
  await slowDownArea(page, 5004);
  await recordChrome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('navigation', { name: 'Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your Story' }).first()).toBeVisible();
  const frames = await recordedFrames(page);
  // The events page stays whole (no grey or blank main, no footer sliding up), then the community's
  // own chrome (at most its outline first): never a blank frame or marketing around a skeleton.
  expect(
    frames.every((frame) => /^(marketing|community-outline|community)$/.test(frame)),
    frames.join(' > '),
  ).toBe(true);
  expect(frames[0]).toBe('marketing');
  expect(frames.at(-1)).toBe('community');
});

test(
  'a first visit to collab shows the hub outline, never the marketing header',
  { tag: '@seamless' },
  async ({ page }) => {
    await slowDownArea(page, 5005);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { headersSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('a[aria-label="Mindset Platform home"]')) seen.push('marketing');
        if (document.querySelector('[data-loading-chrome="collab"]')) seen.push('collab-outline');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/collab/general');
    await expect(page.getByRole('navigation', { name: 'Collab channels' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { headersSeen: string[] }).headersSeen);
    expect(seen).toContain('collab-outline');
    expect(seen).not.toContain('marketing');
  },
);

test(
  'each route has its own title and description, also in the HTML the server sends',
  { tag: '@seamless' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    for (const route of routeCases) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).not.toHaveTitle('');
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, `${route.path} description`).toBeTruthy();
      titles.set(route.path, title);

      const html = await (await request.get(route.path, { headers: { accept: 'text/html' } })).text();
      expect(html, `${route.path}: server title`).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      if (route.chrome === 'marketing' || route.path.startsWith('/ebook')) {
        expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+">/);
        expect(html).toContain('<meta property="og:title"');
        expect(html).toContain('<meta property="og:description"');
      }
    }
    // Pages of one kind may share a title (two module pages); the site as a whole may not.
    expect(new Set(titles.values()).size).toBeGreaterThan(routeCases.length / 2);
    expect(titles.get('/')).not.toBe(titles.get('/modules'));
    expect(titles.get('/community')).not.toBe(titles.get('/collab'));
  },
);

test(
  'unknown paths answer 404 with the not-found screen; robots.txt and sitemap.xml list public pages',
  {
    tag: '@seamless',
  },
  async ({ page, request, pageProblems }) => {
    pageProblems.allow(/HTTP 404/);
    pageProblems.allow(/the server responded with a status of 404/);
    for (const unknown of ['/no-such-page', '/community/no-such-screen', '/collab/no/such/room']) {
      const response = await page.goto(unknown);
      expect(response?.status(), unknown).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found · Mindset Platform');
    }
    // Inside an area the not-found screen keeps the area's chrome, and its 404 is readable.
    await page.goto('/community/no-such-screen');
    await expect(page.getByRole('navigation', { name: 'Community' })).toBeVisible();
    await page.goto('/collab/no/such/room');
    await expect(page.getByRole('link', { name: 'Switch to Community' })).toBeVisible();
    expect(await page.getByText('404', { exact: true }).evaluate((code) => getComputedStyle(code).color)).toBe(
      'rgb(29, 43, 83)',
    );
    expect((await request.get('/modules/1')).status()).toBe(200);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /community');
    expect(robots).toMatch(/Sitemap: http:\/\/\S+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/modules', '/events', '/about', '/legal/privacy']) {
      expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
    }
    expect(sitemap).not.toContain('/community');
  },
);

test(
  'focus moves to the new page heading after a navigation and the page is announced',
  { tag: '@seamless' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Modules' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Training Modules · Mindset Platform');

    await page.getByRole('button', { name: 'Explore' }).click();
    await page
      .getByRole('navigation', { name: 'Site areas' })
      .getByRole('link', { name: /^Community/ })
      .click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Feed · Mindset Community');

    // Back restores the page and moves focus to its heading again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  },
);

test(
  'a new page opens at its top, and Back returns to the place the visitor left',
  { tag: '@seamless' },
  async ({ page }) => {
    await page.goto('/');
    const aboutLink = page.getByRole('contentinfo').locator('a[href="/about"]').first();
    await expectHydratedNode(aboutLink);
    await aboutLink.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left, 'the footer is below the first screen').toBeGreaterThan(500);
    // A mark on the document: it survives only if the page changes in place, not by a full load.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));

    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Break mental barriers. Build success.' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(page.locator('html[data-same-document]')).toBeAttached();
  },
);

test('after the survey, focus is on the completion heading', { tag: '@seamless' }, async ({ page }) => {
  await page.goto('/survey?id=1');
  await answerSurvey(page);
  await expect(page.getByText('Survey complete')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the chat skip link and "/" reach the composer directly', { tag: '@seamless' }, async ({ page }) => {
  await page.goto('/collab/general');
  const composer = page.getByRole('textbox', { name: 'Message #general' });
  await expect(composer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to message composer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(composer).toBeFocused();

  await page.getByRole('log').focus();
  await page.keyboard.press('/');
  await expect(composer).toBeFocused();
  await expect(composer).toHaveValue('');
});

test(
  'one identity: the visitor and the sample members are the same people in every area',
  { tag: '@seamless' },
  async ({ page }) => {
    // The sample members go by one name in the community and in collab.
    await page.goto('/community/profile/emma.focus');
    await expect(page.getByRole('heading', { level: 1, name: 'Emma Williams' })).toBeVisible();
    await page.goto('/collab/general');
    const log = page.getByRole('log');
    await expect(log.getByText('David Okafor').first()).toBeVisible();
    await expect(log.getByText('David Kim')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Collab channels' }).getByText('Alex Morgan')).toBeVisible();

    // Joining as Jane makes her Jane in the community and the hub.
    await page.goto('/join');
    await page.getByLabel('Full Name').fill('Jane Doe');
    await page.getByLabel('Email Address').fill('jane@example.com');
    await page.getByLabel('Tell us about your goals').fill('A calmer morning routine.');
    await page.getByRole('button', { name: 'Join the Community' }).click();
    // /join arrives as server HTML: a press before its script runs is a form post, answered on the page.
    await expect(page.getByRole('heading', { name: "You're in, Jane!" })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeVisible();
    await page.goto('/collab/general');
    await expect(page.getByRole('navigation', { name: 'Collab channels' }).getByText('Jane Doe')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message #general' }).fill('Hello from Jane');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').locator('li').filter({ hasText: 'Hello from Jane' }).last()).toContainText(
      'Jane Doe',
    );

    // Renaming in community settings reaches the hub.
    await page.goto('/community/settings/edit-profile');
    await page.getByLabel('Name', { exact: true }).fill('Jane Rivera');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.goto('/collab/wins');
    await expect(page.getByRole('navigation', { name: 'Collab channels' }).getByText('Jane Rivera')).toBeVisible();
  },
);

test("a guest's first load of / fetches none of a member's code", { tag: '@seamless' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Break mental barriers. Build success.' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The contract's schemas load on a member's first use (decision 0083).
  expect(scripts.filter((script) => /memberWire|notificationWire/.test(script))).toEqual([]);
});
