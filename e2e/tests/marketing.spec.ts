import { expect, test } from '../fixtures';

test.describe('marketing pages', () => {
  test('the home page buttons reach /join, /modules and /community', { tag: '@marketing' }, async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Break mental barriers. Build success.' })).toBeVisible();

    await page.getByRole('link', { name: 'Start 30-Day System' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join the community' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'View All Modules' }).click();
    await expect(page).toHaveURL(/\/modules$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'See member results' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(
    "'See How It Works' scrolls to the features section, below the fixed header",
    { tag: '@marketing' },
    async ({ page }) => {
      await page.goto('/');
      const features = page.locator('#features');
      await expect(page.getByRole('button', { name: 'See How It Works' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.getByRole('button', { name: 'See How It Works' }).click();

      // Smooth scrolling takes a moment: wait until the section's top rests just under the 64px header.
      await expect.poll(async () => Math.round((await features.boundingBox())?.y ?? -1)).toBe(64);
      await expect(page.getByRole('heading', { level: 2, name: 'Six modules. One breakthrough.' })).toBeFocused();
      await expect(page.getByRole('link', { name: /^Start this module/ })).toHaveCount(6);
    },
  );

  test('FAQ search with no match shows the way back to every question', { tag: '@marketing' }, async ({ page }) => {
    await page.goto('/support');
    const search = page.getByRole('searchbox', { name: 'Search FAQs' });
    const questions = page.locator('#faq').getByRole('button', { expanded: false });
    await expect(questions.first()).toBeVisible();
    const allQuestions = await questions.count();

    await search.fill('REFUND POLICY FOR UNICORNS');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(questions).toHaveCount(0);

    await page.getByRole('button', { name: 'Show All FAQs' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByText('No results found')).toBeHidden();
    await expect(questions).toHaveCount(allQuestions);

    await search.fill('upload');
    await page.getByRole('button', { name: 'What can I upload to the community?' }).click();
    await expect(page.getByText(/Images up to 10MB and videos up to 100MB/)).toBeVisible();
  });

  test('the support form clears after sending and confirms', { tag: '@marketing' }, async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Jo Park');
    await page.getByLabel('Email', { exact: true }).fill('jo@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Billing');
    await page.getByLabel('Message', { exact: true }).fill('Where can I find my invoice?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText("Thanks, Jo Park! We've received your message.")).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('legal pages link to each other, and the join terms link to them', { tag: '@marketing' }, async ({ page }) => {
    test.slow();
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Contact legal@/ })).toHaveAttribute('href', /^mailto:legal@/);

    for (const [title, path] of [
      ['Privacy Policy', '/legal/privacy'],
      ['Terms of Service', '/legal/terms'],
      ['Cookie Policy', '/legal/cookies'],
    ] as const) {
      await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Last updated: December 2024')).toBeVisible();
      await page.getByRole('link', { name: 'All legal pages' }).click();
      await expect(page).toHaveURL(/\/legal$/);
    }

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/join');
    await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(/governed by the laws of/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\[[^\]]+\]/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test(
    'the join form keeps a draft through a bad email and a reload, then confirms by name',
    { tag: '@marketing' },
    async ({ page }) => {
      await page.goto('/join');
      await page.getByLabel('Full Name').fill('Alex Rivera');
      await page.getByLabel('Email Address').fill('alex@example');
      await page.getByLabel('Tell us about your goals').fill('Launch my studio');
      await page.getByRole('button', { name: 'Join the Community' }).click();
      await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Full Name')).toHaveValue('Alex Rivera');
      await expect(page.getByLabel('Tell us about your goals')).toHaveValue('Launch my studio');

      await page.getByLabel('Email Address').fill('alex@example.com');
      await page.getByRole('button', { name: 'Join the Community' }).click();
      await expect(page.getByRole('heading', { name: "You're in, Alex!" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: "You're in, Alex!" })).toBeVisible();
    },
  );

  test('a cookie choice is remembered and can be changed', { tag: '@marketing' }, async ({ page }) => {
    await page.goto('/legal/cookies');
    const choice = page.getByRole('region', { name: 'Your cookie choice' }).getByRole('status');
    await expect(choice).toHaveText(/You have not made a choice yet/);

    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(choice).toHaveText(/You accepted all cookies on/);
    await page.reload();
    await expect(choice).toHaveText(/You accepted all cookies on/);

    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await dialog.getByRole('switch', { name: 'Targeting' }).click();
    await dialog.getByRole('button', { name: 'Save Choices' }).click();
    await expect(choice).toHaveText(/You allowed strictly necessary, performance and functional cookies on/);
  });

  test('the home page fits a 375px phone', { tag: '@marketing' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start 30-Day System' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'See How It Works' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
