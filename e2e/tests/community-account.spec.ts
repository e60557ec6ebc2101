import { expect, test } from '../fixtures';

// Community part 2: profiles, messages and settings, as a member uses them (all local, kept in the browser).

test(
  'message someone from their profile; the message is still there after a reload',
  { tag: '@community' },
  async ({ page }) => {
    // Reach the profile through the app, the way a member does: from a conversation's @handle.
    await page.goto('/community/messages');
    await page.getByRole('link', { name: /Sarah Chen/ }).click();
    await page.getByRole('link', { name: '@sarah.growth' }).click();
    await expect(page).toHaveURL('/community/profile/sarah.growth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Posts by Sarah Chen' }).getByRole('link')).toHaveCount(12);

    await page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(page).toHaveURL(/\/community\/messages\/[\w-]+$/);
    const box = page.getByRole('textbox', { name: 'Message Sarah Chen' });
    await box.fill('Yes, see you at the live session!');
    await box.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation with Sarah Chen' });
    await expect(log.getByText('Yes, see you at the live session!')).toBeVisible();
    await expect(box).toHaveValue('');

    await page.reload();
    await expect(
      page.getByRole('log', { name: 'Conversation with Sarah Chen' }).getByText('Yes, see you at the live session!'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page.getByRole('link', { name: /Sarah Chen/ })).toContainText(
      'You: Yes, see you at the live session!',
    );
  },
);

test('a saved privacy setting survives a reload; an unsaved one does not', { tag: '@community' }, async ({ page }) => {
  await page.goto('/community/settings/privacy');
  const privateAccount = page.getByRole('switch', { name: 'Private account' });
  await expect(privateAccount).toHaveAttribute('aria-checked', 'false');
  await privateAccount.click();
  await expect(privateAccount).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(page.getByText('Privacy settings updated!')).toBeVisible();

  await page.getByRole('switch', { name: 'Hide story' }).click();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Private account' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Hide story' })).toHaveAttribute('aria-checked', 'false');
});

test(
  'deleting the account asks first, ignores clicks outside, then lands on the home page with the toast',
  { tag: '@community' },
  async ({ page }) => {
    await page.goto('/community/settings/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();

    await page.mouse.click(5, 5); // on the overlay, outside the dialog
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByText('Account deletion request submitted. Your account will be permanently deleted within 30 days.'),
    ).toBeVisible();
  },
);
