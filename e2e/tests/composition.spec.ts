import { expect, test } from '../fixtures';

test('the home page renders inside the marketing chrome', { tag: '@composition' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
