import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { paymentUrl } from '../global-setup';
import { answerSurvey, declareResidence, sandboxCheckout, surveyAnswers as answers } from '../support/contestFlows';

/** Contests remote against the running payment service and its sandbox checkout page. */

async function openUkSurveyFromEvents(page: Page) {
  await page.goto('/events');
  const card = page.getByRole('article', { name: 'UK Wellness Retreat Giveaway' });
  await card.getByRole('link', { name: 'Take Survey & Enter to Win' }).click();
  await expect(page).toHaveURL(/\/survey\?id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'UK Wellness Retreat Giveaway' })).toBeVisible();
}

test(
  'enter a contest: /events to the survey, three entries, sandbox payment, confirmation',
  { tag: '@contests' },
  async ({ page }) => {
    // A full journey through the shell, the sandbox and back: several page loads on a shared machine.
    test.slow();
    await openUkSurveyFromEvents(page);
    await answerSurvey(page);

    const panel = page.getByRole('region', { name: 'Enter Contest' });
    await expect(panel.getByText('UK RESIDENTS ONLY')).toBeVisible();
    await expect(panel.getByText('Entry Fee: £2 per entry')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Remove one entry' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Add one entry' }).click();
    await panel.getByRole('button', { name: 'Add one entry' }).click();
    await expect(panel.getByText('Smart choice! Increase your odds!')).toBeVisible();
    await expect(panel.getByTestId('checkout-total')).toHaveText('£6.00');
    await declareResidence(page, 'United Kingdom');
    await panel.getByRole('button', { name: 'Pay £6.00 & Enter' }).click();

    const sandbox = sandboxCheckout(page);
    await expect(sandbox.testModeBanner).toBeVisible();
    // The service priced it from its own catalogue: 3 entries at £2.
    await expect(page.getByText('£6.00')).toBeVisible();
    await sandbox.pay.click();

    await expect(page).toHaveURL(/\/survey\?id=1&checkout=success&session_id=cs_/);
    await expect(page.getByRole('heading', { level: 1, name: "You're entered!" })).toBeVisible();
    const receipt = page.locator('dl').filter({ hasText: 'Entries' });
    await expect(receipt).toContainText('UK Wellness Retreat Giveaway');
    await expect(receipt).toContainText('Entries3');
    await expect(receipt).toContainText('Amount paid£6.00');
  },
);

test(
  'cancelling the payment returns to the checkout with the answers and entries kept',
  { tag: '@contests' },
  async ({ page }) => {
    // A full journey through the shell, the sandbox and back: several page loads on a shared machine.
    test.slow();
    await openUkSurveyFromEvents(page);
    await answerSurvey(page);

    const panel = page.getByRole('region', { name: 'Enter Contest' });
    await panel.getByRole('button', { name: 'Add one entry' }).click();
    await declareResidence(page, 'United Kingdom');
    await panel.getByRole('button', { name: 'Pay £4.00 & Enter' }).click();

    const sandbox = sandboxCheckout(page);
    await expect(sandbox.testModeBanner).toBeVisible();
    await sandbox.cancel.click();

    await expect(page).toHaveURL(/\/survey\?id=1&checkout=cancelled&session_id=cs_/);
    await expect(page.getByText('Payment cancelled — nothing was charged.')).toBeVisible();
    await expect(panel.getByTestId('checkout-total')).toHaveText('£4.00');
    await expect(panel.getByText('Good thinking! Double your chances!')).toBeVisible();

    await page.getByRole('button', { name: 'Review my answers' }).click();
    await expect(page.getByRole('textbox')).toHaveValue(answers[4]!);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('textbox')).toHaveValue(answers[3]!);
  },
);

test(
  'buy the ebook: checkout in a new tab, pay in the sandbox, download page with working files',
  { tag: '@contests' },
  async ({ page, context, request }) => {
    // A full journey through the shell, the sandbox and back: several page loads on a shared machine.
    test.slow();
    await page.goto('/ebook');
    await expect(page.getByRole('heading', { level: 1, name: 'Victim to Victor' })).toBeVisible();

    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Get Instant Access for £5.99' }).click(),
    ]);
    await checkout.waitForLoadState();
    const sandbox = sandboxCheckout(checkout);
    await expect(sandbox.testModeBanner).toBeVisible();
    await expect(checkout.getByText('£5.99').first()).toBeVisible();
    // The sale page is usable again once the checkout has opened.
    await expect(page.getByRole('button', { name: 'Get Instant Access for £5.99' })).toBeEnabled();

    await sandbox.pay.click();
    await expect(checkout).toHaveURL(/\/ebook\/download\?session_id=cs_/);
    await expect(checkout.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    const sessionId = new URL(checkout.url()).searchParams.get('session_id') ?? '';
    await expect(checkout.getByText(`Payment Confirmed · #${sessionId.slice(-8)}`)).toBeVisible();

    const downloads = checkout.getByRole('region', { name: 'Your downloads' });
    await expect(downloads.getByRole('link')).toHaveCount(6);
    for (const name of [/Download Victim to Victor eBook/, /Download all files as a ZIP/]) {
      const href = await downloads.getByRole('link', { name }).getAttribute('href');
      const file = await request.get(href ?? '');
      expect(file.status(), `${href}`).toBe(200);
    }
  },
);

test(
  'a forged session id gets no downloads and no contest entry',
  { tag: '@contests' },
  async ({ page, pageProblems, request }) => {
    // The service answers 404 for a session it never created; the browser logs that request.
    pageProblems.allow(/404/);
    const forged = 'cs_sandbox_forged0000000000';

    await page.goto(`/ebook/download?session_id=${forged}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(/could not find an ebook purchase/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    const file = await request.get(`${paymentUrl}/downloads/${forged}/ebook`);
    expect(file.status()).toBeGreaterThanOrEqual(400);

    await page.goto(`/survey?id=1&checkout=success&session_id=${forged}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this payment' })).toBeVisible();
  },
);

test('the download page without a session id denies access', { tag: '@contests' }, async ({ page }) => {
  await page.goto('/ebook/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('This page is only accessible after completing a purchase. Please complete your purchase first.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the ebook page' }).click();
  await expect(page).toHaveURL(/\/ebook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Victim to Victor' })).toBeVisible();
});
