import { expect, test } from '../fixtures';

// A 2 x 2 PNG: small enough to keep the test fast, real enough for the browser to decode and resize.
const photo = {
  name: 'sunrise.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.describe('community feed', { tag: '@community' }, () => {
  test('a new post tops the feed and is still there after a reload', async ({ page }) => {
    const caption = `Morning pages, day ${Date.now()} #mindset`;
    await page.goto('/community/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    const share = page.getByRole('button', { name: 'Share' });
    await expect(share).toBeDisabled();

    await page.getByLabel('Add photos or videos').setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Photo shared by alex.mindset' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Caption' }).fill(caption);
    await expect(page.getByText(`${caption.length}/2,200`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Location' }).fill('Lisbon, Portugal');
    await share.click();

    await expect(page).toHaveURL(/\/community$/);
    const firstPost = page.getByRole('article').first();
    await expect(firstPost).toContainText(caption.replace(' #mindset', ''));
    await expect(firstPost.getByRole('link', { name: 'alex.mindset' })).toBeVisible();

    await page.reload();
    const afterReload = page.getByRole('article').first();
    await expect(afterReload).toContainText(caption.replace(' #mindset', ''));
    await expect(afterReload.getByRole('link', { name: 'Lisbon, Portugal' })).toBeVisible();
    await expect(afterReload.getByRole('img', { name: 'Photo shared by alex.mindset' })).toBeVisible();
  });

  test('a liked and saved post is found in Saved', async ({ page }) => {
    await page.goto('/community');
    const post = page.getByRole('article', { name: 'Post by Sarah Chen' }).first();
    await expect(post.getByText('2,847 likes')).toBeVisible();
    await post.getByRole('button', { name: 'Like' }).click();
    await expect(post.getByText('2,848 likes')).toBeVisible();
    await post.getByRole('button', { name: 'Save' }).click();
    await expect(post.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    await expect(page).toHaveURL(/\/community\/saved$/);
    const saved = page.getByRole('list', { name: 'Saved posts' }).getByRole('link');
    await expect(saved).toHaveCount(1);
    await expect(saved).toHaveAttribute('href', '/community/post/1');

    await page.getByRole('tab', { name: 'Liked' }).click();
    await expect(page.getByRole('list', { name: 'Liked posts' }).locator('a[href="/community/post/1"]')).toBeVisible();

    await page.getByRole('tab', { name: 'Saved' }).click();
    await page.getByRole('list', { name: 'Saved posts' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/community\/post\/1$/);
    await expect(page.getByText('2,848 likes')).toBeVisible();
  });

  test("searching '#mindset' leads to its results and on to the hashtag page", async ({ page }) => {
    await page.goto('/community/search');
    await page.getByRole('searchbox').fill('  #mindset ');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/community\/search\/results\?q=%23mindset$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “#mindset”' })).toBeVisible();

    await page
      .getByRole('region', { name: /^Hashtags/ })
      .getByRole('link', { name: /#mindset/ })
      .click();
    await expect(page).toHaveURL(/\/community\/hashtag\/mindset$/);
    await expect(page.getByRole('heading', { level: 1, name: '#mindset' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Top posts' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('tab', { name: 'Recent' }).click();
    await expect(page.getByRole('list', { name: 'Recent posts' }).getByRole('link')).toHaveCount(6);
  });

  test('watching stories to the end lands back on /community', async ({ page }) => {
    // Two stories of 5 s each play out in real time.
    test.setTimeout(60_000);
    await page.goto('/community');
    await page.getByRole('link', { name: "sarah.growth's story" }).click();
    await expect(page).toHaveURL(/\/community\/stories\/sarah\.growth$/);
    await expect(page.getByRole('img', { name: 'Journal pages under a rising sun' })).toBeVisible();

    // 5 s per story: the second one follows on its own, then the viewer closes.
    await expect(page.getByText('Day 100. If you showed up today, I’m proud of you.')).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/community$/, { timeout: 8_000 });
    await expect(page.getByRole('region', { name: 'Stories' })).toBeVisible();
  });
});
