import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { join, newMemberDetails, signIn, submitSignIn } from '../support/memberFlows';

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
}

test.describe('a member’s account in the community', () => {
  test(
    'join, rename, change the password (checked), see it on another browser, sign that one out, export and delete',
    { tag: ['@members', '@community'] },
    async ({ page, browser, pageProblems }) => {
      test.slow();
      const { name, email, password } = newMemberDetails('Robin');
      const newPassword = 'an even longer password';
      await join(page, name, email, password);

      // Every area shows the member: the collaboration hub, the ebook header and the community.
      await page.goto('/collab');
      await expect(
        page.getByRole('navigation', { name: 'Collab channels' }).getByText(name, { exact: true }),
      ).toBeVisible();
      await page.goto('/ebook');
      await expect(page.getByRole('link', { name: `Your account: ${name}` }).first()).toBeAttached();
      // The community knows the member: their name on their profile, their username in the menu.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await openProfileMenu(page);
      await expect(page.getByText(/^Signed in as @/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

      const renamed = `${name} Renamed`;
      await page.goto('/community/settings/edit-profile');
      await expect(page.getByLabel('Name')).toHaveValue(name);
      await page.getByLabel('Name').fill(renamed);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Profile updated successfully!')).toBeVisible();
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

      // The current password is checked by the service.
      pageProblems.allow(/HTTP 400: .*\/api\/members\/me\/password$/);
      pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 400/);
      await page.goto('/community/settings/security');
      await page.getByLabel('Current password').fill('not my password');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByText('Your current password is not correct.')).toBeVisible();
      await page.getByLabel('Current password').fill(password);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully' }).first()).toBeVisible();

      const elsewhere = await browser.newContext();
      try {
        const second = await elsewhere.newPage();
        await submitSignIn(second, email, password);
        await expect(second.getByRole('alert')).toHaveText('The email or password is not correct.');
        await signIn(second, email, newPassword);
        await second.goto('/profile');
        await expect(second.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

        // The first browser lists both sessions and signs the other one out.
        await page.goto('/community/settings/security');
        const sessions = page.getByRole('region', { name: "Where you're logged in" });
        await expect(sessions.getByText('This device')).toHaveCount(1);
        await expect(sessions.getByRole('listitem')).toHaveCount(2);
        await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
        await expect(sessions.getByRole('listitem')).toHaveCount(1);
        await second.goto('/signin');
        await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
      } finally {
        await elsewhere.close();
      }

      // Data download: a real ZIP with the member's data in it.
      await page.goto('/community/settings/account');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Request data download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^mindset-data-.+\.zip$/);
      const archive = await readFile((await download.path()) ?? '');
      expect(archive.subarray(0, 2).toString()).toBe('PK');
      expect(archive.includes(Buffer.from('member.json'))).toBe(true);
      await expect(page.getByText('Your data download is ready.')).toBeVisible();

      // Delete: signed out with the spec's toast; signing in within 30 days brings the account back.
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
      await expect(
        page.getByText('Account deletion request submitted. Your account will be permanently deleted within 30 days.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/community');
      await openProfileMenu(page);
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

      await signIn(page, email, newPassword);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    },
  );
});
