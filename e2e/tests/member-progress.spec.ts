import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { join, signIn } from '../support/memberFlows';

const LESSON = '/modules/1/lesson/1';

function progressPanel(page: Page) {
  return page.getByRole('region', { name: 'Your progress' });
}

async function expectGuestWorkKept(page: Page, name: string) {
  await page.goto(LESSON);
  await expect(progressPanel(page)).toContainText(`Signed in as ${name}`);
  await expect(progressPanel(page)).toContainText('All changes saved to your account.');
  await expect(page.getByRole('checkbox', { name: 'Complete the belief audit' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Choose your top three beliefs' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Rate how true each one feels' })).not.toBeChecked();
  await expect(page.getByText('Lesson Complete')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your Notes' })).toHaveValue('Guest notes before joining.');
}

test.describe('learning progress follows the member', () => {
  test(
    'a guest’s progress is kept when they join, and the member finds it, and their name, in another browser',
    { tag: ['@members', '@learning'] },
    async ({ page, browser }) => {
      test.slow();
      const unique = Date.now().toString(36);
      const name = `Lena Learner${unique}`;
      const email = `lena.${unique}@example.org`;
      const password = 'a good long password';
      const memberCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/members')) memberCalls.push(request.url());
      });

      // A guest: ticks, completion and notes stay in this browser and go nowhere.
      await page.goto(LESSON);
      await page.getByRole('checkbox', { name: 'Complete the belief audit' }).check();
      await page.getByRole('checkbox', { name: 'Choose your top three beliefs' }).check();
      await page
        .getByRole('navigation', { name: 'Lesson navigation' })
        .getByRole('button', { name: 'Mark Complete' })
        .click();
      await page.getByRole('textbox', { name: 'Your Notes' }).fill('Guest notes before joining.');
      await page.getByRole('button', { name: 'Save Notes' }).click();
      await expect(page.getByText('Notes stay in this browser.', { exact: false })).toBeVisible();
      await expect(progressPanel(page)).toHaveCount(0);
      expect(memberCalls).toEqual([]);

      // Join, then the password step.
      await join(page, name, email, password);

      // Back in the lesson: what the guest did is now the member's, saved to the account.
      await expectGuestWorkKept(page, name);
      await expect(page.getByText('Notes are saved to your account.', { exact: false })).toBeVisible();

      const elsewhere = await browser.newContext();
      try {
        const second = await elsewhere.newPage();
        await signIn(second, email, password);
        await expect(second.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(name);

        await expectGuestWorkKept(second, name);
        await second.goto('/modules');
        await expect(progressPanel(second)).toContainText(`Signed in as ${name}`);
        await expect(
          second.getByRole('article', { name: /Limiting Belief Elimination/ }).getByText('13%'),
        ).toBeVisible();

        // A change in the second browser reaches the account, and the first browser sees it.
        await second.goto(LESSON);
        await second.getByRole('checkbox', { name: 'Rate how true each one feels' }).check();
        await expect(progressPanel(second)).toContainText('All changes saved to your account.');

        await second.goto('/ebook');
        await expect(second.getByRole('link', { name: `Your account: ${name}` })).toHaveAttribute('href', '/signin');

        await second.goto('/collab');
        const sidebar = second.getByRole('navigation', { name: 'Collab channels' });
        await expect(sidebar.getByText(name, { exact: true })).toBeVisible();
        await expect(sidebar.getByText('Alex Morgan')).toHaveCount(0);
      } finally {
        await elsewhere.close();
      }

      await page.reload();
      await expect(progressPanel(page)).toContainText('All changes saved to your account.');
      await expect(page.getByRole('checkbox', { name: 'Rate how true each one feels' })).toBeChecked();
    },
  );

  test(
    'the ebook header’s Sign In leads to /signin, which returns to the ebook',
    { tag: '@members' },
    async ({ page }) => {
      await page.goto('/ebook');
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/signin\?returnTo=%2Febook$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    },
  );
});
