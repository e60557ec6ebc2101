import { expect, test } from '../fixtures';
import { answerSurvey, declareResidence, sandboxCheckout } from '../support/contestFlows';

/** Visitor journeys that cross areas, asserting what the visitor sees at every step. */

test('home to join', { tag: ['@journey', '@marketing'] }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Break mental barriers. Build success.' })).toBeVisible();
  await page.getByRole('link', { name: 'Start 30-Day System' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByText('Join today - Free')).toBeVisible();
  await page.getByLabel('Full Name').fill('Alex Rivera');
  await page.getByLabel('Email Address').fill('alex@example.com');
  await page.getByLabel('Tell us about your goals').fill('Build a calmer, more confident morning routine.');
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expect(page.getByText("You're in, Alex!")).toBeVisible();
});

test('home to modules to a lesson', { tag: ['@journey', '@learning'] }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View All Modules' }).click();
  await expect(page).toHaveURL(/\/modules$/);
  await expect(page.getByText('Limiting Belief Elimination').first()).toBeVisible();
  await page
    .getByRole('link', { name: /Start Module/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/modules\/1\/lesson\/1$/);
  await expect(page.getByText('Lesson 1 of 8')).toBeVisible();
  await expect(page.getByText('In Progress').first()).toBeVisible();
});

test('events to survey to sandbox payment to confirmation', { tag: ['@journey', '@contests'] }, async ({ page }) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  const card = page.getByRole('article', { name: 'USA Resort Holiday Giveaway' });
  await expect(card.getByText('+2 more questions')).toBeVisible();
  await card.getByRole('link', { name: 'Take Survey & Enter to Win' }).click();
  await expect(page).toHaveURL(/\/survey\?id=2$/);
  await answerSurvey(page);

  const panel = page.getByRole('region', { name: 'Enter Contest' });
  await expect(panel.getByText('USA RESIDENTS ONLY')).toBeVisible();
  await expect(panel.getByText('Entry Fee: $3 per entry')).toBeVisible();
  await panel.getByRole('button', { name: 'Add one entry' }).click();
  await expect(panel.getByTestId('checkout-total')).toHaveText('$6.00');
  await declareResidence(page, 'United States');
  await panel.getByRole('button', { name: 'Pay $6.00 & Enter' }).click();

  const sandbox = sandboxCheckout(page);
  await expect(sandbox.testModeBanner).toBeVisible();
  await expect(page.getByText('$6.00').first()).toBeVisible();
  await sandbox.pay.click();

  await expect(page).toHaveURL(/\/survey\?id=2&checkout=success&session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1, name: "You're entered!" })).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'Entries' })).toContainText('Amount paid$6.00');
});

test('ebook to sandbox payment to download', { tag: ['@journey', '@contests'] }, async ({ page, context }) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ebook' }).click();
  await expect(page).toHaveURL(/\/ebook$/);
  await expect(page.getByText('£5.99').first()).toBeVisible();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Get Instant Access for £5.99' }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(sandboxCheckout(checkout).testModeBanner).toBeVisible();
  await sandboxCheckout(checkout).pay.click();
  await expect(checkout).toHaveURL(/\/ebook\/download\?session_id=cs_/);
  await expect(checkout.getByText(/Payment Confirmed/)).toBeVisible();
  await expect(checkout.getByRole('region', { name: 'Your downloads' }).getByRole('link')).toHaveCount(6);
});

test('community feed to a profile to messages', { tag: ['@journey', '@community'] }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  const post = page.getByRole('article', { name: 'Post by Sarah Chen' }).first();
  await post.getByRole('link', { name: 'sarah.growth' }).first().click();
  await expect(page).toHaveURL(/\/community\/profile\/sarah\.growth$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sarah Chen');
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/messages/);
  const text = `Loved your post about morning routines ${Date.now()}`;
  const composer = page.getByRole('textbox', { name: 'Message Sarah Chen' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByText(text)).toBeVisible();
});

test('community to collab and back', { tag: ['@journey', '@community', '@collab'] }, async ({ page }) => {
  await page.goto('/community');
  await page.getByRole('link', { name: 'Switch to Collaboration' }).first().click();
  await expect(page).toHaveURL(/\/collab/);
  await expect(page.getByPlaceholder('Message #general')).toBeVisible();
  await page.getByRole('link', { name: 'Switch to Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});
