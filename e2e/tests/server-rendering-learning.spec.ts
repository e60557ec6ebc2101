import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { escapeRegExp, keepServerHeading, serverHeadingKept } from '../support/serverRendering';

/**
 * The programme's module overviews, their materials and its lessons arrive as HTML prerendered by
 * the learning release for every module and lesson that exists (decision 0095), then hydrate.
 */

const pages = [
  { path: '/modules/1', heading: 'Limiting Belief Elimination', text: 'Daily Curriculum' },
  { path: '/modules/2', heading: 'Goal Crystallization Protocol', text: 'Quick Start Guide' },
  { path: '/modules/1/materials', heading: 'Module 1 Materials', text: '## Lesson exercises' },
  { path: '/modules/1/lesson/1', heading: 'Mapping Your Belief System', text: 'Key Takeaways' },
  { path: '/modules/1/lesson/2', heading: 'Tracing Beliefs to Their Roots', text: 'Practical Exercises' },
  { path: '/modules/2/lesson/1', heading: 'From Wishes to Outcomes', text: 'Your Notes' },
];

const html = async (page: Page, path: string) =>
  (await page.request.get(path, { headers: { accept: 'text/html' } })).text();

/**
 * A page's HTML once its fragment is cached: one not yet cached is waited for 150 ms at most
 * (decision 0095), so on a loaded machine a first request can go without it, by design.
 */
async function prerenderedHtml(page: Page, path: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => (body = await html(page, path)), { message: path })
    .toContain('<div id="ssr-area" data-remote="learning"');
  return body;
}

/** What the learning area keeps on the device after lesson 1 of module 1: two ticks, complete, notes saved. */
async function storeLessonProgress(page: Page) {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'mindset-learning',
      JSON.stringify({
        state: {
          lessons: {
            '1/1': {
              checkedExerciseIds: ['belief-audit', 'top-three'],
              complete: true,
              notes: 'My money belief started at twelve.',
              notesSavedAt: '2026-11-19T10:00:00.000Z',
            },
          },
          memberId: null,
          unsaved: [],
          parked: {},
        },
        version: 1,
      }),
    ),
  );
}

/** Hydration warnings and errors the page logs (production React reports a mismatch as an error). */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /hydrat|did not match|#41[89]|#42[35]/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

test("each module's and lesson's HTML, fetched without a browser, holds its heading, its text and its release", async ({
  page,
}) => {
  for (const { path, heading, text } of pages) {
    const body = await prerenderedHtml(page, path);
    const area = body.slice(body.indexOf('<div id="ssr-area"'));
    expect(area, path).toMatch(/^<div id="ssr-area" data-remote="learning" data-release="[0-9a-f]{12}"/);
    expect(area, path).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(heading)}`));
    expect(area, path).toContain(text);
    const release = /data-release="([0-9a-f]{12})"/.exec(area)?.[1];
    expect(body, path).toContain(`<meta name="mindset-rendered-with" content="learning@${release}">`);
    expect(body, path).toMatch(/<style data-styled="true"/);
    expect(area, path).not.toMatch(/<script/);
  }
});

test('an id the programme does not have gets no fragment and shows the not-found screen', async ({ page }) => {
  for (const { path, heading } of [
    { path: '/modules/999', heading: 'Module not found' },
    { path: '/modules/999/materials', heading: 'Module not found' },
    { path: '/modules/1/lesson/999', heading: 'Lesson not found' },
  ]) {
    const response = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain('id="ssr-area"');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Limiting Belief Elimination' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Limiting Belief Elimination' })).toBeVisible();
});

test('module, materials and lesson pages hydrate the server’s HTML without a warning, and then answer', async ({
  page,
}) => {
  await keepServerHeading(page);
  const problems = hydrationProblems(page);
  for (const { path, heading } of pages) {
    await prerenderedHtml(page, path);
    await page.goto(path);
    await expect(page.locator('#ssr-area[data-hydrated]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await serverHeadingKept(page), path).toBe(true);
  }

  // Hydrated, Download Materials saves the workbook in the page.
  await page.goto('/modules/1');
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Materials' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('module-1-limiting-belief-elimination-workbook.md');
  expect(await readFile(await download.path(), 'utf8')).toContain('## Daily curriculum');
  await expect(page.getByText('Materials downloaded')).toBeVisible();
  await expect(page).toHaveURL(/\/modules\/1$/);

  // And a lesson's controls work.
  await page.getByRole('link', { name: 'Start Module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapping Your Belief System' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Complete the belief audit' }).check();
  await expect(page.getByText('1 of 4 done')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a returning visitor’s stored notes and progress appear once the prerendered lesson has hydrated', async ({
  page,
}) => {
  const problems = hydrationProblems(page);
  await storeLessonProgress(page);
  // The server's HTML is every visitor's: nothing of theirs in it.
  expect(await prerenderedHtml(page, '/modules/1/lesson/1')).not.toContain('My money belief');
  await prerenderedHtml(page, '/modules/1');
  await page.goto('/modules/1/lesson/1');
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Your Notes' })).toHaveValue('My money belief started at twelve.');
  await expect(page.getByText(/^Notes saved 19 Nov 2026/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Complete the belief audit' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Choose your top three beliefs' })).toBeChecked();
  await expect(page.getByText('2 of 4 done')).toBeVisible();
  await expect(page.getByText('Lesson Complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();

  await page.goto('/modules/1');
  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  await expect(page.getByText('1 of 8 lessons complete', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/modules/1/lesson/2');
  expect(problems).toEqual([]);
});

test('what a visitor types and ticks in the lesson’s HTML before the script runs is kept', async ({ page }) => {
  const problems = hydrationProblems(page);
  await storeLessonProgress(page);
  await prerenderedHtml(page, '/modules/1/lesson/1');
  // The learning area's code waits until the visitor has written in the server's HTML.
  let typed: () => void = () => undefined;
  const visitorDone = new Promise<void>((resolve) => (typed = resolve));
  await page.route('**/assets/remoteEntry.js', async (route) => {
    // The learning server's port (tooling/areas.mjs), which a parallel run moves with LEARNING_PORT.
    if (
      route
        .request()
        .url()
        .includes(`:${process.env.LEARNING_PORT ?? 5002}/`)
    )
      await visitorDone;
    await route.continue();
  });
  await page.goto('/modules/1/lesson/1', { waitUntil: 'domcontentloaded' });
  const notes = page.getByRole('textbox', { name: 'Your Notes' });
  await notes.fill('Written before the page came alive.');
  await page.getByRole('checkbox', { name: 'Rate how true each one feels' }).check();
  expect(await page.locator('#ssr-area[data-hydrated]').count()).toBe(0);
  typed();

  await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
  await expect(page.getByText('3 of 4 done')).toBeVisible();
  await expect(notes).toHaveValue('Written before the page came alive.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Rate how true each one feels' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Complete the belief audit' })).toBeChecked();
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByText(/^Notes saved \d/)).toBeVisible();
  await page.reload();
  await expect(notes).toHaveValue('Written before the page came alive.');
  await expect(page.getByText('3 of 4 done')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the materials page has no serious or critical axe violations, on a desktop and a phone', async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/modules/1/materials');
    await expect(page.locator('#ssr-area[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Module 1 Materials' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
      `${viewport.width} px`,
    ).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('modules and lessons show their text, links lead on, and Download Materials opens the workbook', async ({
    page,
    pageProblems,
  }) => {
    // With scripts off, Chromium refuses the page's modulepreload links and reports each one.
    pageProblems.allow(/^request failed: .* csp$/);
    for (const path of ['/modules', '/modules/1', '/modules/1/materials', '/modules/1/lesson/1'])
      await prerenderedHtml(page, path);
    await page.goto('/modules/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Limiting Belief Elimination' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daily Curriculum' })).toBeVisible();

    await page.getByRole('button', { name: 'Download Materials' }).click();
    await expect(page).toHaveURL(/\/modules\/1\/materials\??$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Module 1 Materials' })).toBeVisible();
    await expect(page.getByText('- [ ] **Complete the belief audit** (15 min)', { exact: false })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('materials-without-javascript.png') });

    await page.getByRole('link', { name: /Back to Module 1/ }).click();
    await expect(page).toHaveURL(/\/modules\/1$/);
    await page.getByRole('link', { name: 'Start Module' }).click();
    await expect(page).toHaveURL(/\/modules\/1\/lesson\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mapping Your Belief System' })).toBeVisible();
    await expect(page.getByText('Lesson 1 of 8')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible();
    await page.getByRole('link', { name: /Back to Module 1: Limiting Belief Elimination/ }).click();
    await expect(page).toHaveURL(/\/modules\/1$/);
    await page.getByRole('link', { name: 'All modules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  });
});
