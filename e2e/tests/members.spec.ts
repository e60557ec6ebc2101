import { expect, test } from '../fixtures';

test.describe('members', () => {
  test(
    'join, choose a password, and find the same member when signing in on another browser',
    { tag: '@members' },
    async ({ page, browser }) => {
      test.slow();
      const unique = Date.now().toString(36);
      const name = `Jane Member${unique}`;
      const email = `jane.${unique}@example.org`;
      const password = 'a good long password';

      await page.goto('/join');
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email Address').fill(email);
      await page.getByRole('button', { name: 'Join the Community' }).click();
      await expect(page.getByRole('heading', { name: "You're in, Jane!" })).toBeVisible();

      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');

      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(`Signed in as ${name}.`);

      // A reload keeps the member: the session lives in the cookie, read back from the service.
      await page.goto('/signin');
      await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(`Signed in as ${name}`);

      const elsewhere = await browser.newContext();
      try {
        const second = await elsewhere.newPage();
        await second.goto('/signin');
        await second.getByLabel('Email Address').fill(email);
        await second.getByLabel('Password', { exact: true }).fill('not the password');
        await second.getByRole('button', { name: 'Sign In' }).click();
        await expect(second.getByRole('alert')).toHaveText('The email or password is not correct.');

        await second.getByLabel('Password', { exact: true }).fill(password);
        await second.getByRole('button', { name: 'Sign In' }).click();
        await expect(second.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(
          `Signed in as ${name}`,
        );

        await second.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
        await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
        await second.reload();
        await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
      } finally {
        await elsewhere.close();
      }
      // Signing out the other browser leaves this one signed in.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(`Signed in as ${name}`);
    },
  );
});
