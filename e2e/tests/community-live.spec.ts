import { expect, test } from '../fixtures';
import { asSecondMember, join, newMemberDetails } from '../support/memberFlows';

test.describe('the members’ community, live', () => {
  test(
    'A shares a post, B sees it arrive without a reload and likes it, A sees the count move and the activity; comments and follows too',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      await asSecondMember(browser, b, async (second) => {
        await second.goto('/community');
        await expect(second.getByRole('region', { name: 'Posts' })).toBeVisible();

        const caption = `Live from Avery ${Date.now().toString(36)}`;
        await page.goto('/community/create');
        await page.getByLabel('Caption').fill(caption);
        await page.getByLabel('Location').fill('Leeds, England');
        await page.getByRole('button', { name: 'Share' }).click();
        await expect(page.getByText('Your post is shared')).toBeVisible();

        // B's open feed shows it with no reload, credited to A.
        const onB = second.getByRole('article', { name: `Post by ${a.name}` }).filter({ hasText: caption });
        await expect(onB).toBeVisible();
        const onA = page.getByRole('article', { name: `Post by ${a.name}` }).filter({ hasText: caption });
        await expect(onA.getByText('0 likes')).toBeVisible();

        await onB.getByRole('button', { name: 'Like' }).click();
        await expect(onB.getByText('1 like', { exact: true })).toBeVisible();
        await expect(onA.getByText('1 like', { exact: true })).toBeVisible();

        // A comment from B reaches A's open post page.
        await onA.getByRole('link', { name: 'Add a comment' }).click();
        await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
        await onB.getByRole('link', { name: 'Add a comment' }).click();
        await second.getByLabel('Add a comment').fill('So proud of you!');
        await second.getByRole('button', { name: 'Post', exact: true }).click();
        await expect(second.getByText('So proud of you!')).toBeVisible();
        await expect(page.getByText('So proud of you!')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

        // After a reload the post, its like and its comment are still there: the service holds them.
        await second.reload();
        await expect(second.getByText('So proud of you!')).toBeVisible();
        await expect(second.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

        // A's activity lists B's like and comment; B's follow arrives on it live.
        await page.goto('/community/activity');
        const activity = page.getByRole('tabpanel', { name: 'You' });
        await expect(activity.getByRole('listitem').filter({ hasText: `${b.name} liked your post.` })).toBeVisible();
        await expect(
          activity.getByRole('listitem').filter({ hasText: `${b.name} commented: “So proud of you!”` }),
        ).toBeVisible();
        await second.goto('/community');
        const shared = second.getByRole('article', { name: `Post by ${a.name}` }).filter({ hasText: caption });
        const aUsername = (await shared.getByRole('link').first().textContent())?.trim() ?? '';
        await shared.getByRole('link', { name: aUsername, exact: true }).first().click();
        await expect(second.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
        await second.getByRole('button', { name: 'Follow', exact: true }).click();
        await expect(second.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
        await expect(
          activity.getByRole('listitem').filter({ hasText: `${b.name} started following you.` }),
        ).toBeVisible();
        await expect(second.getByRole('list', { name: 'Profile statistics' })).toContainText(/1\s*followers/);
      });
    },
  );

  test(
    'A and B message each other live, then B blocks A: A’s posts disappear for B and A can no longer message',
    { tag: ['@members', '@community'] },
    async ({ page, browser, pageProblems }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      const caption = `Avery's note ${Date.now().toString(36)}`;
      await page.goto('/community/create');
      await page.getByLabel('Caption').fill(caption);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Your post is shared')).toBeVisible();

      await asSecondMember(browser, b, async (second) => {
        await second.goto('/community');
        const post = second.getByRole('article', { name: `Post by ${a.name}` }).filter({ hasText: caption });
        const aUsername = (await post.getByRole('link').first().textContent())?.trim() ?? '';
        await post.getByRole('link', { name: aUsername, exact: true }).first().click();
        await expect(second.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
        await second.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
        await second.getByRole('textbox', { name: `Message ${a.name}` }).fill('Hi Avery, loved your note!');
        await second.keyboard.press('Enter');
        await expect(second).toHaveURL(/\/community\/messages\/[0-9a-f-]{36}$/);

        // A's inbox shows the new conversation with its unread count, live.
        await page.goto('/community/messages');
        const row = page.getByRole('link', { name: new RegExp(b.name) });
        await expect(row).toContainText('Hi Avery, loved your note!');
        await expect(row).toContainText('1 unread message');
        await row.click();
        await page.getByRole('textbox', { name: `Message ${b.name}` }).fill('Thank you, Blake!');
        await page.keyboard.press('Enter');
        await expect(second.getByText('Thank you, Blake!')).toBeVisible();

        // B blocks A from A's profile.
        await second.goto('/community');
        await post.getByRole('link', { name: aUsername, exact: true }).first().click();
        await second.getByRole('button', { name: 'More options' }).click();
        await second.getByRole('button', { name: 'Block' }).click();
        await expect(second.getByText(`Blocked ${aUsername}`)).toBeVisible();
        await second.goto('/community');
        await expect(second.getByText('No posts yet').or(second.getByRole('region', { name: 'Posts' }))).toBeVisible();
        await expect(second.getByText(caption)).toHaveCount(0);

        pageProblems.allow(/HTTP 403: .*\/api\/members\/messages\/threads\/[0-9a-f-]+$/);
        pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 403/);
        await page.getByRole('textbox', { name: `Message ${b.name}` }).fill('Are you there?');
        await page.keyboard.press('Enter');
        await expect(page.getByText('You cannot message this member.')).toBeVisible();
      });
    },
  );

  test(
    'a guest still sees the sample feed, with no request to the member service and none for the member’s data layer',
    { tag: '@community' },
    async ({ page }) => {
      const memberCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/members/community') || pathname === '/api/members/live')
          memberCalls.push(pathname);
        // The member's layer (its query cache and the data it parses) loads only for a member (decision 0086).
        if (/\/(MemberDataProvider|queryClient)-[^/]*\.js$/.test(pathname)) memberCalls.push(pathname);
      });
      await page.goto('/community');
      await expect(page.getByRole('article', { name: 'Post by Sarah Chen' }).first()).toBeVisible();
      expect(memberCalls).toEqual([]);
    },
  );
});
