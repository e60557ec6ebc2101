import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { answerSurvey, declareResidence, sandboxCheckout } from '../support/contestFlows';
import { join } from '../support/memberFlows';

/** The ebook through the sandbox checkout, which opens in a new tab, to its download page. */
async function buyEbook(page: Page, context: BrowserContext) {
  await page.goto('/ebook');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Get Instant Access for £5.99' }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(sandboxCheckout(checkout).testModeBanner).toBeVisible();
  await sandboxCheckout(checkout).pay.click();
  await expect(checkout).toHaveURL(/\/ebook\/download\?session_id=cs_/);
  await expect(checkout.getByText(/Payment Confirmed/)).toBeVisible();
  await checkout.close();
}

test.describe('purchases follow the member', () => {
  test(
    'a member buys the ebook and a contest entry, then finds and downloads them on another browser',
    { tag: ['@members', '@contests'] },
    async ({ page, context, browser }) => {
      test.slow();
      const unique = Date.now().toString(36);
      const name = `Pat Buyer${unique}`;
      const email = `pat.${unique}@example.org`;
      const password = 'a good long password';
      await join(page, name, email, password);

      await buyEbook(page, context);
      await page.goto('/survey?id=1');
      await answerSurvey(page);
      await declareResidence(page, 'United Kingdom');
      await page
        .getByRole('region', { name: 'Enter Contest' })
        .getByRole('button', { name: 'Pay £2.00 & Enter' })
        .click();
      await sandboxCheckout(page).pay.click();
      await expect(page.getByRole('heading', { level: 1, name: "You're entered!" })).toBeVisible();

      const elsewhere = await browser.newContext();
      try {
        const second = await elsewhere.newPage();
        await second.goto('/purchases');
        await expect(second.getByRole('heading', { name: 'Sign in to see your purchases' })).toBeVisible();
        await second.getByRole('link', { name: 'Sign in' }).click();
        await second.getByLabel('Email Address').fill(email);
        await second.getByLabel('Password', { exact: true }).fill(password);
        await second.getByRole('button', { name: 'Sign In' }).click();
        // The page's Sign in link carries it back: /signin returns to /purchases.
        await expect(second).toHaveURL(/\/purchases$/);

        const ebook = second.getByRole('region', { name: 'Ebook' });
        await expect(ebook.getByRole('listitem')).toHaveCount(1);
        await expect(ebook.getByRole('heading', { name: 'Victim to Victor ebook bundle' })).toBeVisible();
        await expect(ebook).toContainText('£5.99');
        const entries = second.getByRole('region', { name: 'Contest entries' });
        await expect(entries.getByRole('heading', { name: 'UK Wellness Retreat Giveaway entry' })).toBeVisible();
        await expect(entries).toContainText('1 entry × £2.00');

        await ebook.getByRole('button', { name: 'Get download link' }).click();
        const link = ebook.getByRole('link', { name: 'Download the ebook bundle (ZIP)' });
        await expect(link).toBeFocused();
        const [download] = await Promise.all([second.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe('victim-to-victor-bundle.zip');
        expect(await download.failure()).toBeNull();

        // Signed out, the page asks to sign in again; signed back in, the same purchases are there.
        await second.goto('/signin');
        await second.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
        await second.goto('/purchases');
        await expect(second.getByRole('heading', { name: 'Sign in to see your purchases' })).toBeVisible();
        await second.getByRole('link', { name: 'Sign in' }).click();
        await second.getByLabel('Email Address').fill(email);
        await second.getByLabel('Password', { exact: true }).fill(password);
        await second.getByRole('button', { name: 'Sign In' }).click();
        await expect(second).toHaveURL(/\/purchases$/);
        await expect(second.getByRole('heading', { name: 'Victim to Victor ebook bundle' })).toBeVisible();
        await expect(second.getByRole('heading', { name: 'UK Wellness Retreat Giveaway entry' })).toBeVisible();
      } finally {
        await elsewhere.close();
      }
    },
  );

  test(
    "a guest still buys without an account, and the purchase stays nobody's",
    { tag: ['@members', '@contests'] },
    async ({ page, context }) => {
      test.slow();
      await buyEbook(page, context);
      await page.goto('/purchases');
      await expect(page.getByRole('heading', { name: 'Sign in to see your purchases' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/signin?returnTo=%2Fpurchases',
      );

      // Joining afterwards on the same browser does not make the guest's purchase the member's.
      const unique = Date.now().toString(36);
      await join(page, `Gus Guest${unique}`, `gus.${unique}@example.org`, 'a good long password');
      await page.getByRole('main').getByRole('link', { name: 'My purchases' }).click();
      await expect(page.getByRole('heading', { name: 'No purchases yet' })).toBeVisible();
    },
  );
});
