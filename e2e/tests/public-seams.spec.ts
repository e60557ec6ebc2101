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
  // The refusal keeps the email: only the password is typed again.
  await expect(page.getByLabel('Email Address')).toHaveValue(member.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

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

test('without JavaScript, /join joins as a plain form post with the same messages and confirmation', async ({
  browser,
}) => {
  const email = `noscript.${Date.now().toString(36)}@example.org`;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the community' })).toBeVisible();

  await page.getByLabel('Full Name').fill('Nora Script');
  await page.getByLabel('Email Address').fill('nora@example');
  await page.getByLabel('Tell us about your goals').fill('Read more, <scroll> less & sleep');
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address, like name@example.com.');
  // Nothing typed is lost.
  await expect(page.getByLabel('Full Name')).toHaveValue('Nora Script');
  await expect(page.getByLabel('Email Address')).toHaveValue('nora@example');
  await expect(page.getByLabel('Tell us about your goals')).toHaveValue('Read more, <scroll> less & sleep');

  await page.getByLabel('Email Address').fill('');
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address so we can welcome you in.');

  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expect(page).toHaveURL(/\/join$/);
  const confirmation = page.getByRole('status');
  await expect(confirmation.getByRole('heading', { name: "You're in, Nora!" })).toBeVisible();
  await expect(confirmation).toContainText(
    `Welcome to the community. Your membership is free and active: we will reach you at ${email}.`,
  );
  await expect(confirmation.getByRole('link', { name: 'Start Module 1' })).toHaveAttribute('href', '/modules');

  // The confirmation is shown once: the cookie that carried it to this page is gone.
  const withScript = await browser.newContext({ storageState: await noScript.storageState() });
  const scripted = await withScript.newPage();
  await scripted.goto('/join');
  await expect(scripted.getByRole('heading', { name: /You're in/ })).toHaveCount(0);
  await withScript.close();
  await noScript.close();
});

/** Holds the page's scripts back until the returned function is called: the page stays the server's HTML. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute('**/*');
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await held;
    // A request the page gave up on while it was held (it navigated away) is no longer there to continue.
    await route.continue().catch(() => {});
  });
  return release;
}

test('a visitor typing when the script takes over /join goes on typing into the same field', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/join', { waitUntil: 'commit' });
  const fullName = page.getByLabel('Full Name');
  await fullName.focus();
  await page.keyboard.type('Jane');
  release();
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  // The keys a person goes on pressing, without clicking the field again.
  await page.keyboard.type(' Smith');
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveValue('Jane Smith');
});

test('a visitor typing when the script takes over /support goes on typing, and a reload keeps it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/support', { waitUntil: 'commit' });
  const subject = page.getByLabel('Subject', { exact: true });
  await subject.focus();
  await page.keyboard.type('Invoice');
  release();
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  // The keys a person goes on pressing, without clicking the field again.
  await page.keyboard.type(' question');
  await expect(subject).toBeFocused();
  await expect(subject).toHaveValue('Invoice question');
  // What was typed before the script ran is the draft, kept across a reload.
  await page.reload();
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Invoice question');
});

test('/join keeps what was typed before its script ran, and a press before then joins all the same', async ({
  page,
}) => {
  let release = await holdScripts(page);
  await page.goto('/join', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Early Typist');
  await page.getByLabel('Email Address').fill('early@example.org');
  await page.getByLabel('Tell us about your goals').fill('Typed before the script');
  release();
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  await expect(page.getByLabel('Full Name')).toHaveValue('Early Typist');
  await expect(page.getByLabel('Email Address')).toHaveValue('early@example.org');
  await expect(page.getByLabel('Tell us about your goals')).toHaveValue('Typed before the script');
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expect(page.getByRole('heading', { name: "You're in, Early!" })).toBeFocused();
  await expect(page.getByText('early@example.org')).toBeVisible();

  // A press before the script runs: the site's server answers the post, and the page joins on this device.
  await page.evaluate(() => localStorage.clear());
  release = await holdScripts(page);
  await page.goto('/join', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Quick Presser');
  await page.getByLabel('Email Address').fill('quick@example.org');
  const joinedPage = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/join',
  );
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await joinedPage;
  release();
  await expect(page.getByRole('heading', { name: "You're in, Quick!" })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('mindset-marketing-join') ?? '');
  expect(JSON.parse(stored).state.membership).toMatchObject({ fullName: 'Quick Presser', email: 'quick@example.org' });
});
