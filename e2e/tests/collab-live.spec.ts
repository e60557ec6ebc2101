import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { asSecondMember, join, newMemberDetails } from '../support/memberFlows';

/** The member's own username, as the hub's sidebar footer shows it. */
async function usernameOf(page: Page): Promise<string> {
  const handle = page.getByRole('navigation', { name: 'Collab channels' }).getByText(/^@/);
  return ((await handle.textContent()) ?? '').replace(/^@/, '').trim();
}

test.describe('the collab hub as a team chat, live', () => {
  test(
    'A and B chat live: messages, a thread reply, a reaction, an edit and a deletion, presence and unread badges',
    { tag: ['@members', '@collab'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      await asSecondMember(browser, b, async (second) => {
        await page.goto('/collab/general');
        await second.goto('/collab/general');
        const bUsername = await usernameOf(second);

        // Presence: each sees the other online.
        await expect(page.getByRole('region', { name: /^Online/ })).toContainText(b.name);
        await expect(second.getByRole('region', { name: /^Online/ })).toContainText(a.name);

        // A message reaches the other member's open channel without a reload.
        const text = `Morning from Avery ${Date.now().toString(36)}`;
        await page.getByRole('textbox', { name: 'Message #general' }).fill(text);
        await page.keyboard.press('Enter');
        const onB = second
          .getByRole('log', { name: 'Messages in #general' })
          .getByRole('listitem')
          .filter({ hasText: text });
        await expect(onB).toBeVisible();
        const onA = page
          .getByRole('log', { name: 'Messages in #general' })
          .getByRole('listitem')
          .filter({ hasText: text });

        // B replies in the thread's side panel; A sees the count move and opens the thread.
        await onB.hover();
        await onB.getByRole('button', { name: `Reply to ${a.name}` }).click();
        const bThread = second.getByRole('complementary', { name: 'Thread' });
        await bThread.getByRole('textbox', { name: 'Reply in thread' }).fill('Morning! Ready for the sprint.');
        await bThread.getByRole('textbox', { name: 'Reply in thread' }).press('Enter');
        await expect(bThread.getByRole('list', { name: /^Replies to/ })).toContainText(
          'Morning! Ready for the sprint.',
        );
        await expect(onA.getByRole('button', { name: '1 reply' })).toBeVisible();
        await onA.getByRole('button', { name: '1 reply' }).click();
        await expect(
          page.getByRole('complementary', { name: 'Thread' }).getByRole('list', { name: /^Replies to/ }),
        ).toContainText('Morning! Ready for the sprint.');
        await page.getByRole('button', { name: 'Close thread' }).click();
        await second.getByRole('button', { name: 'Close thread' }).click();

        // B reacts from the picker; A sees it live.
        await onB.hover();
        await onB.getByRole('button', { name: 'Add reaction' }).click();
        await second.getByRole('button', { name: 'React with 🎉' }).click();
        await expect(onA.getByRole('button', { name: '🎉 1 reaction' })).toHaveAttribute('aria-pressed', 'false');
        await expect(onB.getByRole('button', { name: '🎉 1 reaction' })).toHaveAttribute('aria-pressed', 'true');

        // A edits, then deletes; B sees both live.
        await onA.hover();
        await onA.getByRole('button', { name: 'Edit message' }).click();
        const editor = page.getByRole('textbox', { name: 'Edit message' });
        await editor.fill(`${text} (with coffee)`);
        await editor.press('Enter');
        await expect(onB).toContainText('(with coffee)');
        await expect(onB).toContainText('(edited)');
        // B may not edit A's message.
        await onB.hover();
        await expect(onB.getByRole('button', { name: 'Edit message' })).toHaveCount(0);
        await onA.hover();
        await onA.getByRole('button', { name: 'Delete message' }).click();
        await onA.getByRole('button', { name: 'Delete', exact: true }).click();
        const tombstone = second
          .getByRole('log', { name: 'Messages in #general' })
          .getByRole('listitem')
          .filter({ hasText: 'This message was deleted.' });
        await expect(tombstone.first()).toBeVisible();
        await expect(second.getByText(`${text} (with coffee)`)).toHaveCount(0);

        // Unread and mention badges: B is elsewhere while A writes in #mindful-leaders.
        await second.goto('/collab/wins');
        await page.goto('/collab/groups/mindful-leaders');
        await page.getByRole('textbox', { name: 'Message #mindful-leaders' }).fill('Leaders, the notes are up.');
        await page.keyboard.press('Enter');
        await page.getByRole('textbox', { name: 'Message #mindful-leaders' }).fill(`@${bUsername} can you review?`);
        await page.keyboard.press('Enter');
        await expect(second.getByRole('link', { name: /^Mindful Leaders\s*,\s*2 unread, 1 mention$/ })).toBeVisible();
        await second.getByRole('link', { name: /^Mindful Leaders/ }).click();
        await expect(second.getByText(`@${bUsername} can you review?`)).toBeVisible();
        await expect(second.getByRole('link', { name: 'Mindful Leaders', exact: true })).toBeVisible();
      });
    },
  );

  test(
    'A and B join a voice room, each sees the other in it live, and their audio connects peer to peer',
    { tag: ['@members', '@collab'] },
    async ({ page, browser }) => {
      test.slow();
      const a = newMemberDetails('Avery');
      const b = newMemberDetails('Blake');
      await join(page, a.name, a.email, a.password);
      await asSecondMember(browser, b, async (second) => {
        await page.goto('/collab/voice/evening');
        await second.goto('/collab/voice/evening');
        await page.getByRole('button', { name: 'Join room' }).click();
        await expect(second.getByRole('main').getByText(a.name)).toBeVisible();
        await second.getByRole('button', { name: 'Join room' }).click();
        await expect(page.getByRole('main').getByText(b.name)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Leave room' })).toBeVisible();
        // Peer-to-peer audio connects over loopback: each plays the other's (fake) microphone.
        await expect(page.locator('audio')).toHaveCount(1, { timeout: 15_000 });
        await expect(second.locator('audio')).toHaveCount(1, { timeout: 15_000 });
        await expect
          .poll(() =>
            page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.srcObject instanceof MediaStream),
          )
          .toBe(true);

        await second.getByRole('button', { name: 'Leave room' }).click();
        await expect(page.getByRole('main').getByText(b.name)).toHaveCount(0);
      });
    },
  );
});
