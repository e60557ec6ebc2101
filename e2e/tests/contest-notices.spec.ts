import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { answerSurvey, declareResidence, sandboxCheckout } from '../support/contestFlows';
import { mailTo, type CapturedMail } from '../support/mailCatcher';
import { join, newMemberDetails } from '../support/memberFlows';

/**
 * Contest receipts and results reach the member (docs/decisions/0141-contest-notices-from-payment-service.md):
 * payment-service writes them with the payment and the draw, its relay hands them to member-service,
 * which tells the member in the bell and by email.
 */

const run = promisify(execFile);
/** The draw CLI reads the service's own settings: the database the e2e server uses and its sandbox provider. */
const drawEnvironment = {
  ...process.env,
  PAYMENT_PROVIDER: 'sandbox',
  DATABASE_SCHEMA: process.env.DATABASE_SCHEMA ?? 'payment',
};
/** The relay and the mail job each run every second on the e2e server; a busy machine gets room. */
const ARRIVES_WITHIN_MS = 20_000;
const RECEIPT = 'Your contest entry is confirmed';
const RESULT = 'A contest you entered has its results';

const withSubject = (mails: CapturedMail[], subject: string) =>
  mails.filter((mail) => mail.subject.startsWith(subject));

/** A new member buys two entries of the UK contest in the sandbox checkout; answers the reference My entries shows. */
async function memberBuysTwoEntries(page: Page, email: string): Promise<string> {
  const dee = newMemberDetails('Dee');
  await join(page, dee.name, email, dee.password);
  await page.goto('/survey?id=1');
  await answerSurvey(page);
  await declareResidence(page, 'United Kingdom');
  const panel = page.getByRole('region', { name: 'Enter Contest' });
  await panel.getByRole('button', { name: 'Add one entry' }).click();
  await panel.getByRole('button', { name: 'Pay £4.00 & Enter' }).click();
  await sandboxCheckout(page).pay.click();
  await expect(page.getByRole('heading', { level: 1, name: "You're entered!" })).toBeVisible();
  await page.goto('/events');
  const entry = page
    .getByRole('region', { name: 'My entries' })
    .getByRole('listitem')
    .filter({ hasText: 'UK Wellness Retreat Giveaway entry' });
  await expect(entry).toContainText('2 entries');
  const reference = /Reference ([0-9A-F]{12})/.exec((await entry.textContent()) ?? '')?.[1] ?? '';
  expect(reference).toMatch(/^[0-9A-F]{12}$/);
  return reference;
}

/** Waits for the one mail to `email` whose subject starts with `subject`, and answers it. */
async function theMail(email: string, subject: string): Promise<CapturedMail | undefined> {
  await expect
    .poll(async () => withSubject(await mailTo(email), subject).length, { timeout: ARRIVES_WITHIN_MS })
    .toBe(1);
  return withSubject(await mailTo(email), subject)[0];
}

test.describe('contest notices reach the member', () => {
  test.skip(Boolean(process.env.BASE_URL), "The email is captured by the SMTP server of a local run's member service");

  test(
    'a member who buys a contest entry finds the receipt in the bell, live, and by email with a one-click unsubscribe',
    { tag: ['@contests', '@members'] },
    async ({ page }) => {
      test.slow();
      const email = newMemberDetails('Dee').email;
      const reference = await memberBuysTwoEntries(page, email);
      const receiptText = new RegExp(
        `2 entries in round \\d+ of the UK Wellness Retreat Giveaway\\. Your reference: ${reference}\\.`,
      );

      // The header's bell counts it without a reload.
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await expect(bell).toBeVisible({ timeout: ARRIVES_WITHIN_MS });
      await bell.click();
      const receipt = page.getByRole('link', { name: new RegExp(RECEIPT) });
      await expect(receipt).toContainText(receiptText);

      const mail = await theMail(email, RECEIPT);
      expect(mail?.text).toMatch(receiptText);
      expect(mail?.html).toContain(reference);
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail?.headers['list-unsubscribe']).toMatch(
        /^<http.+\/api\/members\/notifications\/unsubscribe\?token=.+>$/,
      );
      // The item opens the contests page, where My entries lists the reference; it is read now.
      await receipt.click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    },
  );

  test(
    'after the draw, the member who entered finds the result in the bell and by email',
    { tag: ['@contests', '@members'] },
    async ({ page }) => {
      test.skip(
        !process.env.DATABASE_URL,
        'The draw CLI opens the payment database beside the running service, which takes PostgreSQL (PGlite has one process); .ci/run sets DATABASE_URL.',
      );
      test.slow();
      const email = newMemberDetails('Dee').email;
      await memberBuysTwoEntries(page, email);
      await theMail(email, RECEIPT);

      // The operator closes the round and draws it in one transaction: another test paying for this
      // contest meanwhile lands in this round or the next, never on a closed one.
      const drawn = await run('npm', ['run', 'draw', '-w', 'payment-service', '--', '1', '--close-now'], {
        cwd: '..',
        env: drawEnvironment,
      });
      const round = /Contest 1, round (\d+): drawn at/.exec(drawn.stdout)?.[1] ?? '';
      expect(round).toMatch(/^\d+$/);

      // Whether Dee won depends on the other entries of the round: the result says which.
      const resultText = new RegExp(
        `You won round ${round} of the UK Wellness Retreat Giveaway!|Round ${round} of the UK Wellness Retreat Giveaway has been drawn\\. Your entry was not picked this time\\.`,
      );
      // The receipt is unread too: the result makes two.
      const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
      await expect(bell).toBeVisible({ timeout: ARRIVES_WITHIN_MS });
      await bell.click();
      await expect(page.getByRole('link', { name: new RegExp(RESULT) })).toContainText(resultText);
      const mail = await theMail(email, RESULT);
      expect(mail?.text).toMatch(resultText);
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    },
  );
});
