import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mailTo, type CapturedMail } from '../support/mailCatcher';
import { asSecondMember, join, newMemberDetails } from '../support/memberFlows';

/** What the e2e server waits before it emails a mention (NOTIFICATION_EMAIL_DELAY_SECONDS in playwright.config.ts). */
const MENTION_EMAIL_DELAY_MS = 3_000;
/** Long enough for a due mail to reach the SMTP server on a busy machine (the job runs every second). */
const MAIL_ARRIVES_WITHIN_MS = 20_000;

/** The member's own username, as the hub's sidebar footer shows it. */
async function usernameOf(page: Page): Promise<string> {
  const handle = page.getByRole('navigation', { name: 'Collab channels' }).getByText(/^@/);
  return ((await handle.textContent()) ?? '').replace(/^@/, '').trim();
}

async function sendInGeneral(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Message #general' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(messageIn(page, text)).toBeVisible();
}

const messageIn = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages in #general' }).getByRole('listitem').filter({ hasText: text });

const saying = (mails: CapturedMail[], text: string) => mails.filter((mail) => mail.text.includes(text));

/** The serious and critical axe findings on the page as it is now. */
async function blockingAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

test.describe('notifications reach a member', () => {
  test(
    "B mentions A in the team chat while A is on another page: A's bell counts it live and its item opens the message",
    { tag: ['@members', '@collab'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      await page.goto('/collab/general');
      const aUsername = await usernameOf(page);
      await page.goto('/community');
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

      const text = `the retro notes are up ${unique()}`;
      await asSecondMember(browser, b, async (second) => {
        await second.goto('/collab/general');
        await sendInGeneral(second, `@${aUsername} ${text}`);
      });

      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await expect(bell).toBeVisible();
      await bell.click();
      const item = page.getByRole('link', { name: new RegExp(`${b.name} mentioned you`) });
      await expect(item).toContainText(text);
      expect(await blockingAxeFindings(page)).toEqual([]);
      await item.click();
      await expect(page).toHaveURL(/\/collab\/general#message-/);
      await expect(messageIn(page, text)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    },
  );

  test(
    'A is offline: one email with the message and a one-click unsubscribe that works without signing in; after it, no more mention email',
    { tag: ['@members', '@collab'] },
    async ({ page, browser }) => {
      test.skip(
        Boolean(process.env.BASE_URL),
        "The email is captured by the SMTP server of a local run's member service",
      );
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      await page.goto('/collab/general');
      const aUsername = await usernameOf(page);
      const aNote = `Avery's notes ${unique()}`;
      await sendInGeneral(page, aNote);
      // A leaves the site: no page of theirs is open.
      await page.goto('about:blank');

      const first = `can you review the plan ${unique()}`;
      const later = `one more thing ${unique()}`;
      const reply = `Thanks for the notes ${unique()}`;
      let openUrl = '';
      await asSecondMember(browser, b, async (second) => {
        await second.goto('/collab/general');
        await sendInGeneral(second, `@${aUsername} ${first}`);

        await expect
          .poll(async () => saying(await mailTo(a.email), first).length, { timeout: MAIL_ARRIVES_WITHIN_MS })
          .toBe(1);
        const [mail] = saying(await mailTo(a.email), first);
        expect(mail?.subject).toContain(`${b.name} mentioned you`);
        expect(mail?.html).toContain(first);
        expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        const unsubscribeUrl = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
        expect(mail?.text).toContain(`Unsubscribe from these emails: ${unsubscribeUrl}`);
        openUrl = /^Open it: (\S+)$/m.exec(mail?.text ?? '')?.[1] ?? '';

        // The link works for someone who is not signed in (a mail client, another device).
        const elsewhere = await browser.newContext();
        try {
          const unsubscribePage = await elsewhere.newPage();
          await unsubscribePage.goto(unsubscribeUrl);
          await expect(unsubscribePage.getByText('Stop emails about mentions?')).toBeVisible();
          await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
          await expect(unsubscribePage.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
        } finally {
          await elsewhere.close();
        }

        // Mentioned again: the bell still tells A, the email does not.
        await sendInGeneral(second, `@${aUsername} ${later}`);
        await page.goto('/community');
        await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
        await expect(page.getByRole('link', { name: new RegExp(`${b.name} mentioned you`) })).toHaveCount(2);
        await expect(page.getByRole('link', { name: new RegExp(`${b.name} mentioned you`) }).first()).toContainText(
          later,
        );
        await page.goto('about:blank');
        // Once the mention's email would be due, a reply (email by default) is sent: the run of the
        // outbox that sends it sends every due mail, so a mention email queued would go with it.
        await new Promise((resolve) => setTimeout(resolve, MENTION_EMAIL_DELAY_MS));
        const aMessage = messageIn(second, aNote);
        await aMessage.hover();
        await aMessage.getByRole('button', { name: `Reply to ${a.name}` }).click();
        const thread = second.getByRole('complementary', { name: 'Thread' });
        await thread.getByRole('textbox', { name: 'Reply in thread' }).fill(reply);
        await thread.getByRole('textbox', { name: 'Reply in thread' }).press('Enter');
        await expect(thread.getByRole('list', { name: /^Replies to/ })).toContainText(reply);
      });

      await expect
        .poll(async () => saying(await mailTo(a.email), reply).length, { timeout: MAIL_ARRIVES_WITHIN_MS })
        .toBe(1);
      const mails = await mailTo(a.email);
      expect(saying(mails, later)).toEqual([]);
      expect(saying(mails, first)).toHaveLength(1);

      // A's settings say what the link did, and A can choose email for mentions again.
      await page.goto('/community/settings/notifications');
      const channels = page.getByRole('group', { name: 'How each notification reaches you' });
      const mentions = channels.getByRole('combobox', { name: 'Mentions' });
      await expect(mentions).toHaveValue('app');
      await mentions.selectOption({ label: 'In the app and by email' });
      await expect(channels.getByRole('status')).toHaveText('Saved');
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Mentions' })).toHaveValue('both');
      // A chooses a weekly digest of what is new (off by default), and it is kept.
      const digest = channels.getByRole('combobox', { name: 'Digest email' });
      await expect(digest).toHaveValue('off');
      await digest.selectOption({ label: 'Weekly' });
      await expect(channels.getByRole('status')).toHaveText('Saved');
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Digest email' })).toHaveValue('weekly');
      expect(await blockingAxeFindings(page)).toEqual([]);

      // The email's link opens the message.
      await page.goto(openUrl);
      await expect(page).toHaveURL(/\/collab\/general#message-/);
      await expect(messageIn(page, first)).toBeVisible();
    },
  );
});
