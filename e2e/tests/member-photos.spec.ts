import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { asSecondMember, join, newMemberDetails } from '../support/memberFlows';
import { testPhoto, testVideo } from '../support/testMedia';

// Members share photos and videos under the site's real Content-Security-Policy (the production server
// `npm start` runs): the picked file itself is uploaded, and another member sees it.

const PHOTO_WIDTH = 120;
const PHOTO_HEIGHT = 80;
const VIDEO_WIDTH = 160;
const VIDEO_HEIGHT = 90;

/**
 * What goes wrong on the second member's page, as the fixtures record it for the first page. A fetch
 * the CSP refuses shows as a console error ("Connecting to '…' violates the following Content
 * Security Policy directive …"), so it lands here too.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation away cancels in-flight requests; that is not a fault of the page.
    if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** The signed-in member's username, as the service answers it (the page shows it only in places). */
async function usernameOf(page: Page): Promise<string> {
  const answer: unknown = await (await page.request.get('/api/members/session')).json();
  const member: unknown = answer && typeof answer === 'object' && 'member' in answer ? answer.member : null;
  if (member && typeof member === 'object' && 'username' in member && typeof member.username === 'string') {
    return member.username;
  }
  throw new Error(`no member in the session answer: ${JSON.stringify(answer)}`);
}

/** The photo is drawn, at the size it was picked (the service only ever shrinks photos past 1080 px). */
async function expectPhotoShown(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBe(PHOTO_WIDTH);
}

test.describe('members share photos and videos', () => {
  test(
    'A shares a photo post and B sees the photo in the feed, with its alt text',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      const aUsername = await usernameOf(page);

      await page.goto('/community/create');
      const picker = page.getByLabel(/Add photos or videos/);
      // A picked file lives only as long as the page: after a reload the screen starts afresh
      // (nothing half-kept that would fail at Share), and the member picks the photo again.
      await picker.setInputFiles(testPhoto('sunrise.png', PHOTO_WIDTH, PHOTO_HEIGHT));
      await expect(page.getByRole('button', { name: 'Remove this photo' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Share' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Remove this photo' })).toHaveCount(0);
      await picker.setInputFiles(testPhoto('sunrise.png', PHOTO_WIDTH, PHOTO_HEIGHT));
      // The preview shows what was picked before anything is sent.
      await expect(page.getByRole('img', { name: `Photo shared by ${aUsername}` })).toBeVisible();
      const caption = `Morning light ${Date.now().toString(36)}`;
      await page.getByLabel('Caption').fill(caption);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Your post is shared')).toBeVisible();
      await expect(page).toHaveURL(/\/community$/);

      await asSecondMember(browser, b, async (second) => {
        const problems = watchProblems(second);
        await second.goto('/community');
        const post = second.getByRole('article', { name: `Post by ${a.name}` }).filter({ hasText: caption });
        await expectPhotoShown(post.getByRole('img', { name: `Photo shared by ${aUsername}` }));
        expect(problems, 'console errors and failed requests on B’s page').toEqual([]);
      });
    },
  );

  test(
    'A shares a photo story and B sees A’s story ring and opens it to the photo',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      const aUsername = await usernameOf(page);

      await page.goto('/community/stories/create');
      await page.getByLabel('Choose a photo').setInputFiles(testPhoto('evening.png', PHOTO_WIDTH, PHOTO_HEIGHT));
      await expect(
        page.getByRole('figure', { name: 'Preview of your story' }).getByRole('img', {
          name: `Story photo shared by ${aUsername}`,
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Your story is shared')).toBeVisible();
      await expect(page).toHaveURL(/\/community$/);

      await asSecondMember(browser, b, async (second) => {
        const problems = watchProblems(second);
        await second.goto('/community');
        // Not yet seen: the tile's name does not end in ", seen".
        const ring = second.getByRole('region', { name: 'Stories' }).getByRole('link', {
          name: `${aUsername}'s story`,
          exact: true,
        });
        await ring.click();
        await expect(second).toHaveURL(new RegExp(`/community/stories/${aUsername}$`));
        // Held still, so the viewer does not move on to the feed while the photo is checked.
        await second.getByRole('button', { name: 'Pause' }).click();
        await expect(second.getByRole('heading', { level: 1, name: aUsername })).toBeVisible();
        await expectPhotoShown(second.getByRole('img', { name: `Story photo shared by ${aUsername}` }));
        expect(problems, 'console errors and failed requests on B’s page').toEqual([]);
      });
    },
  );

  test(
    'A shares a post with a photo and a video and B sees both, the video ready to play',
    { tag: ['@members', '@community'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      const aUsername = await usernameOf(page);

      await page.goto('/community/create');
      const video = await testVideo(page, 'stretch.webm', VIDEO_WIDTH, VIDEO_HEIGHT);
      await page
        .getByLabel(/Add photos or videos/)
        .setInputFiles([testPhoto('before.png', PHOTO_WIDTH, PHOTO_HEIGHT), video]);
      await expect(page.getByRole('img', { name: `Photo 1 of 2 shared by ${aUsername}` })).toBeVisible();
      await page.getByRole('button', { name: 'Next photo or video' }).click();
      await expect(page.getByLabel(`Video 2 of 2 shared by ${aUsername}`)).toBeVisible();
      const caption = `Morning stretch ${Date.now().toString(36)}`;
      await page.getByLabel('Caption').fill(caption);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByText('Your post is shared')).toBeVisible();

      await asSecondMember(browser, b, async (second) => {
        const problems = watchProblems(second);
        await second.goto('/community');
        const post = second.getByRole('article', { name: `Post by ${a.name}` }).filter({ hasText: caption });
        await expectPhotoShown(post.getByRole('img', { name: `Photo 1 of 2 shared by ${aUsername}` }));
        await post.getByRole('button', { name: 'Next photo or video' }).click();
        const shown = post.getByLabel(`Video 2 of 2 shared by ${aUsername}`);
        await expect(shown).toBeVisible();
        // Its metadata has loaded from the service: the browser knows the recorded frame size.
        await expect
          .poll(() =>
            shown.evaluate((element: HTMLVideoElement) =>
              element.readyState >= HTMLMediaElement.HAVE_METADATA ? element.videoWidth : 0,
            ),
          )
          .toBe(VIDEO_WIDTH);
        expect(problems, 'console errors and failed requests on B’s page').toEqual([]);
      });
    },
  );
});
