import { expect, type Browser, type Page } from '@playwright/test';

/** A fresh member's details: unique per run, so a test never meets another's account. */
export function newMemberDetails(first: string) {
  const unique = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  return {
    name: `${first} Member${unique}`,
    email: `${first.toLowerCase()}.${unique}@example.org`,
    password: 'a good long password',
  };
}

/**
 * B, the second person of a two-member test: a browser context of their own, joined as a new
 * member, handed to `use`; the context closes afterwards, whatever happened.
 */
export async function asSecondMember(
  browser: Browser,
  details: ReturnType<typeof newMemberDetails>,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await join(page, details.name, details.email, details.password);
    await use(page);
  } finally {
    await context.close();
  }
}

/** A new member through the join form and its password step, signed in on `page`. */
export async function join(page: Page, name: string, email: string, password: string) {
  await page.goto('/join');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toContainText(`Signed in as ${name}.`);
}

/** Fills and sends the /signin form, whatever the answer. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /signin and waits until the page says who is signed in. */
export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toBeVisible();
}

/** The studio's owner: the account whose email the e2e server sets as OWNER_EMAIL (playwright.config.ts). */
export const OWNER = { name: 'Olivia Owner', email: 'owner.studio@example.org', password: 'the owner’s long password' };

/**
 * The owner, signed in on a page of their own (joining once per database, signing in after), handed
 * to `use`. As the fixture does for a test's own page, any console error or failed answer on it
 * fails the test.
 */
export async function asOwner(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto('/');
    const joined = await page.request.post('/api/members/accounts', {
      data: OWNER,
      headers: { origin: new URL(page.url()).origin },
    });
    if (joined.status() === 409) await signIn(page, OWNER.email, OWNER.password);
    else expect(joined.status()).toBe(201);
    await page.goto('/');
    await use(page);
    // Joining a database that already has the owner is answered 409: that one is expected.
    expect(problems.filter((problem) => !problem.endsWith('/api/members/accounts'))).toEqual([]);
  } finally {
    await context.close();
  }
}
