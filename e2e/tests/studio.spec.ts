import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { asOwner, join, newMemberDetails, signIn, submitSignIn } from '../support/memberFlows';
import { releaseEnvironment } from '../support/releases';
import { rootDir, serveArea } from '../support/servers';

/** A state-changing request as the page's own code sends it (same origin, with the session cookie). */
async function api(page: Page, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(url, { method, data, headers: { origin } });
}

async function usernameOf(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/members/session')).json()) as { member: { username: string } };
  return answer.member.username;
}

async function share(page: Page, caption: string): Promise<string> {
  const response = await api(page, 'POST', '/api/members/community/posts', { caption });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

async function inContext(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the studio', () => {
  test('a member who opens /studio is refused, in the site’s chrome', { tag: ['@members'] }, async ({ page }) => {
    const member = newMemberDetails('Mona');
    await join(page, member.name, member.email, member.password);
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'The studio is not for you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
    await page.getByRole('button', { name: 'Explore' }).click();
    await expect(page.getByRole('link', { name: /^Studio/ })).toHaveCount(0);
    expect((await page.request.get('/api/members/moderation/reports')).status()).toBe(403);
  });

  test(
    'the owner names a moderator, who removes a reported post; its author is told why',
    { tag: ['@members'] },
    async ({ page, browser }) => {
      test.slow();
      const author = newMemberDetails('Ada');
      await join(page, author.name, author.email, author.password);
      const caption = `Buy followers cheap ${Date.now().toString(36)}`;
      const postId = await share(page, caption);
      // The author is on the community, their bell with nothing unread, while their post is reviewed.
      await page.goto('/community');
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      const moderator = newMemberDetails('Milo');
      await inContext(browser, async (moderatorPage) => {
        await join(moderatorPage, moderator.name, moderator.email, moderator.password);
        const moderatorName = await usernameOf(moderatorPage);
        await asOwner(browser, async (owner) => {
          expect(
            (await api(owner, 'POST', `/api/members/community/posts/${postId}/report`, { reason: 'Spam' })).ok(),
          ).toBe(true);
          await owner.goto(`/studio/members/${moderatorName}`);
          await owner.getByRole('button', { name: 'Make a moderator' }).click();
          await expect(owner.getByText(`@${moderatorName} is a moderator`)).toBeVisible();
        });

        // The moderator finds the Studio in the area switcher once their page knows their role.
        await moderatorPage.goto('/community');
        await moderatorPage.getByRole('button', { name: 'Explore' }).click();
        await moderatorPage.getByRole('link', { name: /^Studio/ }).click();
        await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
        const card = moderatorPage.getByRole('article').filter({ hasText: caption });
        await expect(card.getByText('1 report')).toBeVisible();
        await card.getByRole('button', { name: 'Remove post' }).click();
        await card.getByRole('textbox', { name: 'Reason' }).fill('Selling followers breaks the rules.');
        await card.getByRole('button', { name: /^Remove and tell/ }).click();
        await expect(moderatorPage.getByText('Remove post: done')).toBeVisible();
        await expect(card).toHaveCount(0);
      });

      // The author's bell tells them live; its item says why and opens the moderator's message.
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await expect(bell).toBeVisible();
      await bell.click();
      const item = page.getByRole('link', { name: /A moderator reviewed something of yours/ });
      await expect(item).toContainText('Reason: Selling followers breaks the rules.');
      await item.click();
      await expect(page).toHaveURL(/\/community\/messages\/[^/]+$/);
      // The conversation's message (the inbox beside it may quote it too).
      await expect(
        page.getByText(/was removed by a moderator\. Reason: Selling followers breaks the rules\./).last(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

      // The author reads why in their messages.
      await page.goto('/community/messages');
      await expect(
        page.getByText(/was removed by a moderator\. Reason: Selling followers breaks the rules\./),
      ).toBeVisible();
      expect((await page.request.get(`/api/members/community/posts/${postId}`)).status()).toBe(404);
    },
  );

  test(
    'a suspended member reads but cannot post or message, and can again once the suspension ends',
    { tag: ['@members'] },
    async ({ page, browser, pageProblems }) => {
      test.setTimeout(240_000);
      const member = newMemberDetails('Sid');
      await join(page, member.name, member.email, member.password);
      const username = await usernameOf(page);
      // Long enough to sign in again and be refused on a busy machine, short enough to wait out.
      const until = new Date(Date.now() + 75_000);
      await asOwner(browser, async (owner) => {
        const suspended = await api(owner, 'PUT', `/api/members/moderation/members/${username}/suspension`, {
          until: until.toISOString(),
          reason: 'Cooling off',
        });
        expect(suspended.status()).toBe(200);
      });
      // Their sessions ended with the suspension; signing in again, they read.
      pageProblems.allow(/^HTTP 401: .*\/api\/members\/session$/);
      pageProblems.allow(/^HTTP 403: .*\/api\/members\/community\/posts$/);
      pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 40[13]/);
      await signIn(page, member.email, member.password);
      await page.goto('/community');
      await expect(page.getByRole('region', { name: 'Posts' })).toBeVisible();

      await page.goto('/community/create');
      await page.getByLabel('Caption').fill('Still here');
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(
        page.getByText(/Your account is suspended until .* UTC: Cooling off\. You can still read\./),
      ).toBeVisible();
      const message = await api(page, 'POST', '/api/members/messages/threads', { username: 'sarah.chen' });
      expect(message.status()).toBe(403);

      await page.waitForTimeout(Math.max(0, until.getTime() - Date.now() + 500));
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Your post is shared')).toBeVisible();
    },
  );

  test(
    'a banned member is signed out and cannot sign in again',
    { tag: ['@members'] },
    async ({ page, browser, pageProblems }) => {
      test.slow();
      const member = newMemberDetails('Bea');
      await join(page, member.name, member.email, member.password);
      const username = await usernameOf(page);
      await page.goto('/community');
      await asOwner(browser, async (owner) => {
        await owner.goto(`/studio/members/${username}`);
        await owner.getByRole('button', { name: 'Ban' }).click();
        await owner.getByRole('textbox', { name: 'Reason' }).fill('Harassment');
        await owner.getByRole('button', { name: 'Ban from the community' }).click();
        await expect(owner.getByText('Ban: done')).toBeVisible();
        await expect(owner.getByText('banned', { exact: true })).toBeVisible();
      });
      pageProblems.allow(/^HTTP 40[13]: .*\/api\/members\/(session|live)$/);
      pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 40[13]/);
      pageProblems.allow(/^console: WebSocket connection to .* failed/);
      await submitSignIn(page, member.email, member.password);
      await expect(page.getByText('This account has been banned by a moderator: Harassment')).toBeVisible();
    },
  );

  test('an announcement reaches every member’s open feed, live', { tag: ['@members'] }, async ({ page, browser }) => {
    test.slow();
    const first = newMemberDetails('Fern');
    await join(page, first.name, first.email, first.password);
    await page.goto('/community');
    await expect(page.getByRole('region', { name: 'Posts' })).toBeVisible();
    await inContext(browser, async (second) => {
      const other = newMemberDetails('Gil');
      await join(second, other.name, other.email, other.password);
      await second.goto('/community');
      await expect(second.getByRole('region', { name: 'Posts' })).toBeVisible();
      const caption = `Welcome week starts Monday ${Date.now().toString(36)}`;
      await asOwner(browser, async (owner) => {
        const postId = await share(owner, caption);
        await owner.goto('/studio/announcements');
        await owner.getByLabel('Post link or id').fill(`${new URL(owner.url()).origin}/community/post/${postId}`);
        await owner.getByRole('button', { name: 'Pin to every feed' }).click();
        await expect(owner.getByText('Pinned to every feed')).toBeVisible();
      });
      for (const feed of [page, second]) {
        const first = feed.getByRole('region', { name: 'Posts' }).getByRole('article').first();
        await expect(first).toContainText(caption);
        await expect(first.getByText('Pinned', { exact: true })).toBeVisible();
      }
    });
  });
});

test(
  'releasing the studio for the first time makes /studio work, with no shell restart or rebuild',
  { tag: ['@releases'] },
  async ({ page, pageProblems }) => {
    test.skip(Boolean(process.env.BASE_URL), 'starts its own servers and release environment on this machine');
    test.setTimeout(120_000);
    const environment = await releaseEnvironment('studio-first');
    // This environment has never released the studio.
    const registryFile = path.join(environment.dir, 'registry.json');
    const registry = JSON.parse(await readFile(registryFile, 'utf8')) as { remotes: Record<string, unknown> };
    delete registry.remotes.studio;
    await writeFile(registryFile, JSON.stringify(registry));
    await rm(path.join(environment.dir, 'studio'), { recursive: true, force: true });
    const studio = await serveArea('studio', { port: 5127, env: { RELEASES_DIR: environment.dir } });
    const shell = await serveArea('shell', {
      port: 5187,
      env: { RELEASES_DIR: environment.dir, REMOTE_STUDIO_ORIGIN: studio.url },
    });
    pageProblems.allow(/^HTTP 404: http:\/\/localhost:5187\/studio$/);
    pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
    try {
      await page.goto(`${shell.url}/studio`);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

      await environment.cli('release', 'studio', '--dist', path.join(rootDir, 'mfe-studio/dist'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to use the studio' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
    } finally {
      await shell.stop();
      await studio.stop();
      await environment.cleanup();
    }
  },
);
