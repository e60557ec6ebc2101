import { profileAnswer, sessionAnswer, threadAnswer } from '@mindset/member-contract';
import * as z from 'zod/mini';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { join, newMemberDetails } from '../support/memberFlows';

type Member = ReturnType<typeof newMemberDetails>;

/** A member in a browser context of their own, joined through the site; the context closes afterwards. */
async function asMember(browser: Browser, details: Member, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await join(page, details.name, details.email, details.password);
    await use(page);
  } finally {
    await context.close();
  }
}

/** A request to member-service as the page's member would send it (same cookies, the site's Origin). */
async function asPage(page: Page, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, data?: object) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(`${origin}/api/members${path}`, {
    method,
    headers: { origin },
    ...(data ? { data } : {}),
  });
}

async function usernameOf(page: Page): Promise<string> {
  const { member } = z.parse(sessionAnswer, await (await asPage(page, 'GET', '/session')).json());
  if (!member) throw new Error('This page is not signed in.');
  return member.username;
}

/** Shares a text post from the create screen and answers its id (from its comment link in the feed). */
async function sharePost(page: Page, author: Member, caption: string): Promise<string> {
  await page.goto('/community/create');
  await page.getByLabel('Caption').fill(caption);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Your post is shared')).toBeVisible();
  await page.goto('/community');
  const post = page.getByRole('article', { name: `Post by ${author.name}` }).filter({ hasText: caption });
  const href = await post.getByRole('link', { name: 'Add a comment' }).getAttribute('href');
  const id = /\/community\/post\/([^/?#]+)/.exec(href ?? '')?.[1];
  expect(id, 'the new post’s id').toBeTruthy();
  return id ?? '';
}

test.describe('members’ privacy and blocks, on the production server', () => {
  test(
    'Private is not private: a switch flipped and left with Back keeps the account private, and a non-follower sees only “This account is private” on the profile, the post’s link and search',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Piper');
      const b = newMemberDetails('Quinn');
      await join(page, a.name, a.email, a.password);
      const aUsername = await usernameOf(page);

      await page.goto('/community/settings/privacy');
      await page.getByRole('switch', { name: 'Private account' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      // Leaving with Back, without the Save button, keeps the change.
      await page.getByRole('link', { name: 'Back to settings' }).click();
      await expect(page).toHaveURL(/\/community\/settings$/);
      await page.goto('/community/settings/privacy');
      await expect(page.getByRole('switch', { name: 'Private account' })).toHaveAttribute('aria-checked', 'true');

      const word = `hushed${Date.now().toString(36)}`;
      const postId = await sharePost(page, a, `Only for my followers #${word}`);

      await asMember(browser, b, async (second) => {
        await second.goto(`/community/profile/${aUsername}`);
        await expect(second.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
        await expect(second.getByRole('heading', { name: 'This account is private' })).toBeVisible();
        await expect(second.getByText('Only for my followers')).toHaveCount(0);
        await expect(second.getByRole('link', { name: /Post by/ })).toHaveCount(0);

        await second.goto(`/community/post/${postId}`);
        await expect(second.getByRole('heading', { name: 'This account is private' })).toBeVisible();
        await expect(second.getByText('Only for my followers')).toHaveCount(0);
        await expect(second.getByLabel('Add a comment')).toHaveCount(0);

        await second.goto(`/community/search/results?q=${word}`);
        await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(second.getByText('Only for my followers')).toHaveCount(0);
        await second.goto(`/community/hashtag/${word}`);
        await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(second.getByText('Only for my followers')).toHaveCount(0);
      });
    },
  );

  test(
    'Blocking protects: a block ends the follow, hides the private posts by link, feed and live, refuses the blocked member’s comment, like, message and voice offer, and the blocker sees Unblock',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Rowan');
      const b = newMemberDetails('Sage');
      await join(page, a.name, a.email, a.password);
      const aUsername = await usernameOf(page);
      await asPage(page, 'PUT', '/me/settings', {
        privacy: {
          privateAccount: true,
          hideStory: false,
          hideLastSeen: false,
          allowMessageRequests: true,
          showActivity: true,
          allowTagging: true,
          allowMentions: true,
          showOnlineStatus: true,
        },
      });
      const caption = `Rowan’s inner circle ${Date.now().toString(36)}`;
      const postId = await sharePost(page, a, caption);

      await asMember(browser, b, async (second) => {
        const bUsername = await usernameOf(second);
        // B asks to follow; A approves from Activity.
        await second.goto(`/community/profile/${aUsername}`);
        await second.getByRole('button', { name: 'Follow', exact: true }).click();
        await expect(second.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();
        await page.goto('/community/activity');
        await page.getByRole('button', { name: 'Approve' }).first().click();
        await second.goto(`/community/post/${postId}`);
        await expect(second.getByText(caption)).toBeVisible();
        // The two start a conversation.
        const thread = await asPage(second, 'POST', '/messages/threads', { username: aUsername });
        const threadId = z.parse(threadAnswer, await thread.json()).thread.id;

        // A blocks B from B's profile, and sees it said, with Unblock.
        await page.goto(`/community/profile/${bUsername}`);
        await page.getByRole('button', { name: 'More options' }).click();
        await page.getByRole('button', { name: 'Block' }).click();
        await expect(page.getByRole('heading', { name: `You blocked @${bUsername}` })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

        // B's open post page hears nothing more: A's next comment never arrives.
        await page.goto(`/community/post/${postId}`);
        await page.getByLabel('Add a comment').fill('Just for the circle');
        await page.getByRole('button', { name: 'Post', exact: true }).click();
        await expect(page.getByText('Just for the circle')).toBeVisible();
        await expect(second.getByText('Just for the circle')).toHaveCount(0);

        // The follow is gone, and the post is not there for B by link or in the feed.
        await second.goto(`/community/post/${postId}`);
        await expect(second.getByText("This post isn't available")).toBeVisible();
        await second.goto('/community');
        await expect(second.getByRole('region', { name: 'Posts' }).or(second.getByText('No posts yet'))).toBeVisible();
        await expect(second.getByText(caption)).toHaveCount(0);
        const profile = await asPage(second, 'GET', `/community/profiles/${aUsername}`);
        expect(profile.status()).toBe(404);
        const aView = z.parse(
          profileAnswer,
          await (await asPage(page, 'GET', `/community/profiles/${bUsername}`)).json(),
        );
        expect(aView.profile).toMatchObject({
          followState: 'none',
          followsYou: false,
        });

        // B's comment, like, message and voice offer are refused.
        expect((await asPage(second, 'POST', `/community/posts/${postId}/comments`, { text: 'hello?' })).status()).toBe(
          404,
        );
        expect((await asPage(second, 'PUT', `/community/posts/${postId}/like`)).status()).toBe(404);
        expect((await asPage(second, 'POST', `/messages/threads/${threadId}`, { text: 'hello?' })).status()).toBe(403);
        await asPage(page, 'PUT', '/collab/voice/morning', { listenOnly: true });
        await asPage(second, 'PUT', '/collab/voice/morning', { listenOnly: true });
        const offer = await asPage(second, 'POST', '/collab/voice/morning/signal', {
          to: aUsername,
          signal: { type: 'offer', sdp: 'v=0' },
        });
        expect(offer.status()).toBe(403);
        await asPage(page, 'DELETE', '/collab/voice/morning');
        await asPage(second, 'DELETE', '/collab/voice/morning');

        // Unblock brings the Follow button back (the follow itself stays ended).
        await page.goto(`/community/profile/${bUsername}`);
        await page.getByRole('button', { name: 'Unblock' }).click();
        await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
      });
    },
  );
});
