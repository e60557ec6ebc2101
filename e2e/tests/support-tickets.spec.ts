import { expect, test } from '../fixtures';
import { mailTo } from '../support/mailCatcher';
import { asOwner } from '../support/memberFlows';

// Support that is answered (docs/decisions/0135-support-tickets.md): the form's request reaches the
// studio, and both the confirmation and the reply reach the visitor's inbox on the real SMTP server
// the run starts (docs/decisions/0122-e2e-mail-through-real-smtp.md).

/** A due mail reaches the SMTP server within this on a busy machine (the outbox job runs every second). */
const MAIL_ARRIVES_WITHIN_MS = 20_000;

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

async function mailSaying(address: string, text: string) {
  await expect
    .poll(async () => (await mailTo(address)).filter((mail) => mail.text.includes(text)).length, {
      timeout: MAIL_ARRIVES_WITHIN_MS,
    })
    .toBe(1);
  const [mail] = (await mailTo(address)).filter((each) => each.text.includes(text));
  return mail!;
}

test.describe('support that is answered', () => {
  test(
    'a visitor’s message is confirmed by email with its reference, shows in the studio, and the reply reaches their inbox',
    { tag: ['@marketing', '@members'] },
    async ({ page, browser }) => {
      test.skip(
        Boolean(process.env.BASE_URL),
        "The email is captured by the SMTP server of a local run's member service",
      );
      test.slow();
      const visitor = { name: 'Jo Park', email: `jo.${unique()}@example.org` };
      const subject = `Charged twice ${unique()}`;
      const message = 'I was charged twice for VIP this month.\n\nCan you refund one of them?';

      await page.goto('/support');
      await page.getByLabel('Name', { exact: true }).fill(visitor.name);
      await page.getByLabel('Email', { exact: true }).fill(visitor.email);
      await page.getByLabel('Subject', { exact: true }).fill(subject);
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.getByRole('button', { name: 'Send Message' }).click();

      const confirmation = page.getByRole('status').filter({ hasText: "We've received your message." });
      await expect(confirmation).toContainText(
        `Thanks, Jo Park! We've received your message. We will reply to ${visitor.email} about “${subject}” within 24 hours.`,
      );
      const reference = /Your reference is (MS-[2-9A-HJ-NP-Z]{6})/.exec((await confirmation.textContent()) ?? '')?.[1];
      expect(reference).toBeTruthy();
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

      const confirmed = await mailSaying(visitor.email, `Your reference is ${reference}.`);
      expect(confirmed.subject).toBe(`We've received your message [${reference}]`);
      expect(confirmed.text).toContain(`Subject: ${subject}`);
      expect(confirmed.text).toContain('> I was charged twice for VIP this month.');
      expect(confirmed.html).toContain(reference);
      expect(confirmed.html).toContain('Can you refund one of them?');

      const reply = `Sorry, Jo: we refunded the second payment today ${unique()}.`;
      await asOwner(browser, async (owner) => {
        await owner.goto('/studio');
        await owner.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Support' }).click();
        await expect(owner.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
        const row = owner.getByRole('row').filter({ hasText: subject });
        await expect(row).toContainText(reference!);
        await expect(row).toContainText('Open');
        await row.getByRole('link', { name: subject }).click();

        await expect(owner.getByRole('heading', { level: 1, name: reference })).toBeVisible();
        await expect(owner.getByText('I was charged twice for VIP this month.')).toBeVisible();
        await owner.getByRole('textbox', { name: 'Your reply' }).fill(reply);
        await owner.getByRole('button', { name: 'Send reply' }).click();
        await expect(owner.getByText(`Reply sent to ${visitor.email}`)).toBeVisible();
        await expect(owner.getByRole('region', { name: 'Replies' })).toContainText(reply);
        await expect(owner.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
      });

      const answered = await mailSaying(visitor.email, reply);
      expect(answered.subject).toBe(`Re: ${subject} [${reference}]`);
      expect(answered.text).toContain(`Reference ${reference}`);
      expect(answered.html).toContain(reply);
    },
  );
});
