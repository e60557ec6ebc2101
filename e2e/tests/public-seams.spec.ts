import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { answerSurvey, declareResidence, sandboxCheckout } from '../support/contestFlows';
import { join, newMemberDetails } from '../support/memberFlows';

/** The seams of the public pages (issue 29): headers that know a member, answers in view, /signin's return. */

const PHONE = { width: 375, height: 667 };

/** True when the element's top edge is on screen below the fixed header, not above or below the view. */
async function expectAtTopOfView(page: Page, element: Locator) {
  await expect(element).toBeFocused();
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box ? box.y >= 0 && box.y + box.height <= (page.viewportSize()?.height ?? 0) / 2 : false;
    })
    .toBe(true);
}

test('a signed-in member sees their name, My purchases and Sign out in the marketing and ebook headers', async ({
  page,
}) => {
  const member = newMemberDetails('Header');
  await join(page, member.name, member.email, member.password);

  for (const path of ['/about', '/ebook']) {
    await page.goto(path);
    const header = page.getByRole('banner').first();
    await expect(header.getByRole('link', { name: `Your account: ${member.name}` })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Join/ })).toHaveCount(0);
  }

  // Sign out from the header: the guest's Join and Sign In are back, on the same page.
  await page.getByRole('banner').first().getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ebook$/);
  await expect(page.getByRole('banner').first().getByRole('link', { name: 'Join Community' })).toBeVisible();

  // /signin brings the member back to the page they came from.
  await page.getByRole('banner').first().getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Febook$/);
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/ebook$/);
  await expect(
    page
      .getByRole('banner')
      .first()
      .getByRole('link', { name: `Your account: ${member.name}` }),
  ).toBeVisible();
});

test('/signin refuses to send a member to another site and shows its answer at the top on a phone', async ({
  browser,
}) => {
  const member = newMemberDetails('Return');
  const setup = await browser.newContext();
  await join(await setup.newPage(), member.name, member.email, member.password);
  await setup.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/signin?returnTo=%2F%2Fevil.example%2F');
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  await expectAtTopOfView(page, page.getByRole('heading', { name: 'Signed in' }));
  await context.close();
});

test('without JavaScript, /signin signs in as a plain form post with the service’s own message', async ({
  browser,
}) => {
  const member = newMemberDetails('NoScript');
  const setup = await browser.newContext();
  await join(await setup.newPage(), member.name, member.email, member.password);
  await setup.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/signin?returnTo=%2Fabout');
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');

  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The session the post opened is the member's: a browser with the same cookie and a script says so.
  const withScript = await browser.newContext({ storageState: await noScript.storageState() });
  const signedIn = await withScript.newPage();
  await signedIn.goto('/signin');
  await expect(signedIn.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(
    `Signed in as ${member.name}`,
  );
  await withScript.close();
  await noScript.close();
});

test('on a phone, the join confirmation and the payment return show their heading at the top', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();

  await page.goto('/join');
  await page.getByLabel('Full Name').fill('Phone Visitor');
  await page.getByLabel('Email Address').fill(`phone.${Date.now().toString(36)}@example.org`);
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expectAtTopOfView(page, page.getByRole('heading', { name: "You're in, Phone!" }));

  await page.goto('/survey?id=1');
  await answerSurvey(page);
  await declareResidence(page, 'United Kingdom');
  // The payment panel is far down the page on a phone: the position the return used to inherit.
  const pay = page.getByRole('button', { name: /^Pay .* & Enter$/ });
  await pay.scrollIntoViewIfNeeded();
  await pay.click();
  await sandboxCheckout(page).pay.click();
  await expect(page).toHaveURL(/\/survey\?id=1&checkout=success&session_id=cs_/);
  await expectAtTopOfView(page, page.getByRole('heading', { level: 1, name: "You're entered!" }));
  await context.close();
});

test('a malformed address keeps its 400 and shows the not-found screen in the site chrome', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/HTTP 400/);
  pageProblems.allow(/the server responded with a status of 400/);
  const response = await page.goto('/100%');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
