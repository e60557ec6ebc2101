import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { join, newMemberDetails, signIn } from '../support/memberFlows';

/** Every text frame the page's live connection received, in order, with how many there were at a moment. */
function liveFrames(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/api/members/live')) return;
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return {
    /** Frames from now on: what the page was sent after this moment. */
    mark: () => {
      const from = frames.length;
      return () => frames.slice(from);
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The signed-in member's username, as the service names them to this browser. */
async function usernameOf(page: Page): Promise<string> {
  const answer: unknown = await (await page.request.get('/api/members/session')).json();
  const member = isRecord(answer) ? answer.member : null;
  if (!isRecord(member) || typeof member.username !== 'string') throw new Error('no member is signed in');
  return member.username;
}

/** A browser context of its own (another device), closed afterwards whatever happened. */
async function onAnotherDevice(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** B writes in the conversation on B's page (named after A, or A's username before it is saved). */
async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Message / }).fill(text);
  await page.keyboard.press('Enter');
  await expect(page.getByText(text)).toBeVisible();
}

const signedOutNotice = (page: Page, why: string) =>
  page.getByRole('status').filter({ hasText: 'You were signed out' }).filter({ hasText: why });

test.describe('sign-out does not sign out', () => {
  test(
    'a revoked session closes its live connection: the signed-out tab hears no more DMs and says why; “sign out other sessions” does the same to the other device',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Alex');
      const b = newMemberDetails('Blair');
      await join(page, a.name, a.email, a.password);
      const aUsername = await usernameOf(page);
      // Device 1 has a second tab (same browser, same session) open on the conversation.
      const sameBrowserTab = await page.context().newPage();

      await onAnotherDevice(browser, async (device2) => {
        await signIn(device2, a.email, a.password);
        await onAnotherDevice(browser, async (blair) => {
          await join(blair, b.name, b.email, b.password);
          await blair.goto(`/community/messages/new?user=${encodeURIComponent(aUsername)}`);
          await write(blair, 'Hello Alex, first message');
          await expect(blair).toHaveURL(/\/community\/messages\/[0-9a-f-]{36}$/);
          const conversation = new URL(blair.url()).pathname;

          const tabFrames = liveFrames(sameBrowserTab);
          const device2Frames = liveFrames(device2);
          for (const open of [sameBrowserTab, device2]) {
            await open.goto(conversation);
            await expect(open.getByText('Hello Alex, first message')).toBeVisible();
          }
          await write(blair, 'Both of you hear this');
          for (const open of [sameBrowserTab, device2])
            await expect(open.getByText('Both of you hear this')).toBeVisible();

          // Log out in the first tab: the other tab of that browser is told at once and is a guest.
          await page.goto('/community');
          // Once the feed has loaded: a read still on its way when the session ends is rightly refused.
          await expect(page.getByRole('region', { name: 'Posts' })).toBeVisible();
          await page.getByRole('button', { name: 'Profile menu' }).click();
          await page.getByRole('button', { name: 'Log out' }).click();
          await expect(page).toHaveURL(/\/signin$/);
          await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
          await expect(signedOutNotice(sameBrowserTab, 'You signed out in another tab of this browser.')).toBeVisible();
          await expect(sameBrowserTab.getByText('Both of you hear this')).toHaveCount(0);
          // From here on, nothing: events before the sign-out (device 2 reading the DM) were rightly the tab's.
          const tabAfterSignOut = tabFrames.mark();

          // B writes again: device 2 (still signed in) hears it, the signed-out tab receives nothing.
          await write(blair, 'Are you still there?');
          await expect(device2.getByText('Are you still there?')).toBeVisible();
          expect(tabAfterSignOut().filter((frame) => frame.includes('"type":"event"'))).toEqual([]);
          await expect(sameBrowserTab.getByText('Are you still there?')).toHaveCount(0);

          // Signed in again on device 1, A signs out every other session: device 2's page says why.
          await signIn(page, a.email, a.password);
          await page.goto('/community/settings/security');
          const sessions = page.getByRole('region', { name: "Where you're logged in" });
          await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
          await expect(page.getByText('Signed out of 1 other session')).toBeVisible();
          await expect(signedOutNotice(device2, 'You were signed out from another device.')).toBeVisible();
          const device2AfterRevoke = device2Frames.mark();
          await expect(device2.getByText('Are you still there?')).toHaveCount(0);
          await device2.getByRole('button', { name: 'Profile menu' }).click();
          await expect(device2.getByText('Browsing as a guest')).toBeVisible();

          await write(blair, 'Nobody should hear this on device 2');
          expect(device2AfterRevoke().filter((frame) => frame.includes('"type":"event"'))).toEqual([]);
          await expect(device2.getByText('Nobody should hear this on device 2')).toHaveCount(0);
        });
      });
    },
  );

  test(
    'a password change signs the other device out, and its page says the password changed',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Alex');
      await join(page, a.name, a.email, a.password);
      await onAnotherDevice(browser, async (device2) => {
        await signIn(device2, a.email, a.password);
        // The feed listens live, so the page has its connection open.
        await device2.goto('/community');
        await expect(device2.getByRole('region', { name: 'Posts' })).toBeVisible();

        await page.goto('/community/settings/security');
        await page.getByLabel('Current password').fill(a.password);
        await page.getByLabel('New password', { exact: true }).fill('a newer and longer password');
        await page.getByLabel('Confirm new password').fill('a newer and longer password');
        await page.getByRole('button', { name: 'Update password' }).click();
        await expect(signedOutNotice(device2, 'Your password was changed')).toBeVisible();
        await device2.getByRole('button', { name: 'Profile menu' }).click();
        await expect(device2.getByText('Browsing as a guest')).toBeVisible();
        // The device that changed it stays signed in.
        await page.goto('/signin');
        await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(a.name);
      });
    },
  );

  test(
    'after Log out no trace of the member is left in any area; after deletion the browser is on Home as a guest',
    { tag: ['@members', '@community'] },
    async ({ page }) => {
      test.slow();
      // Robin's initials (RM) are not the sample member's, so a header still showing them would be seen.
      const a = newMemberDetails('Robin');
      await join(page, a.name, a.email, a.password);
      const username = await usernameOf(page);
      const traces = [a.name, username, a.email];

      // Signed in, every area shows the member.
      await page.goto('/community');
      await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveText('RM');
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await expect(page.getByText(`Signed in as @${username}`)).toBeVisible();
      await page.goto('/collab');
      await expect(
        page.getByRole('navigation', { name: 'Collab channels' }).getByText(a.name, { exact: true }),
      ).toBeVisible();

      await page.goto('/community');
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await expectCleanGuest(page, traces);

      // Deletion: signed out everywhere, on Home as a guest, with nothing of the member left.
      await signIn(page, a.email, a.password);
      await page.goto('/community/settings/account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
      await expect(
        page.getByText('Account deletion request submitted. Your account will be permanently deleted within 30 days.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('body')).not.toContainText(a.name);
      expect(await (await page.request.get('/api/members/session')).json()).toEqual({ member: null, role: null });
      await expectCleanGuest(page, traces);
    },
  );
});

/** The device shows a guest everywhere: no name, username or email in any area or in the browser's storage. */
async function expectCleanGuest(page: Page, traces: string[]) {
  const stored = await page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
  for (const trace of traces) expect(stored.filter((entry) => entry.includes(trace))).toEqual([]);

  await page.goto('/community');
  // The header shows the spec's sample member's photo, not the member's initials.
  const menu = page.getByRole('button', { name: 'Profile menu' });
  await expect(menu.locator('img')).toHaveCount(1);
  await expect(menu).toHaveText('');
  await menu.click();
  await expect(page.getByText('Browsing as a guest')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  for (const path of ['/community', '/collab', '/', '/ebook', '/modules']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    for (const trace of traces) await expect(page.locator('body')).not.toContainText(trace);
  }
  await page.goto('/join');
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  await expect(page.getByRole('heading', { name: /You're in/ })).toHaveCount(0);
}
