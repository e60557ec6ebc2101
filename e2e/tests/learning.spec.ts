import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

test(
  'a visitor works through lesson 1 to lesson 2 and keeps everything after a reload',
  { tag: '@learning' },
  async ({ page }) => {
    // Four page loads and a dozen interactions: allow for a busy machine.
    test.slow();
    await page.goto('/modules');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
    await page.getByRole('link', { name: /^Start Module/ }).click();

    await expect(page).toHaveURL(/\/modules\/1\/lesson\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mapping Your Belief System' })).toBeVisible();
    await expect(page.getByText('Lesson 1 of 8')).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Lesson navigation' });
    await expect(navigation.getByRole('button', { name: /Previous Lesson/ })).toBeDisabled();
    await expect(navigation.getByRole('button', { name: /Next Lesson/ })).toBeDisabled();
    await expect(navigation.getByText('Complete all exercises to continue')).toBeVisible();

    const exercises = page.getByRole('checkbox');
    await expect(exercises).toHaveCount(4);
    for (const exercise of await exercises.all()) await exercise.check();
    await expect(page.getByText('4 of 4 done')).toBeVisible();

    await navigation.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Lesson Complete')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your Notes' }).fill('My money belief started at twelve.');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await expect(page.getByText(/^Notes saved \d/)).toBeVisible();

    await navigation.getByRole('link', { name: /Next Lesson/ }).click();
    await expect(page).toHaveURL(/\/modules\/1\/lesson\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tracing Beliefs to Their Roots' })).toBeVisible();
    await expect(page.getByText('Lesson 2 of 8')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Build your origin timeline' }).check();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tracing Beliefs to Their Roots' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Build your origin timeline' })).toBeChecked();
    await expect(page.getByText('In Progress')).toBeVisible();

    await page.getByRole('link', { name: /Previous Lesson/ }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mapping Your Belief System' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(4);
    for (const exercise of await page.getByRole('checkbox').all()) await expect(exercise).toBeChecked();
    await expect(page.getByText('Lesson Complete')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your Notes' })).toHaveValue('My money belief started at twelve.');
    await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/modules/1/lesson/2');

    // One of module 1's eight lessons is complete.
    await page.goto('/modules');
    const firstModule = page.getByRole('article', { name: /Limiting Belief Elimination/ });
    await expect(firstModule.getByText('13%')).toBeVisible();
    await expect(firstModule.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', '/modules/1/lesson/2');
  },
);

test(
  'the module page shows the programme figures and downloads the workbook',
  { tag: '@learning' },
  async ({ page }) => {
    await page.goto('/modules');
    await page.getByRole('link', { name: /^Preview/ }).click();
    await expect(page).toHaveURL(/\/modules\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Limiting Belief Elimination' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Module Community' })).toContainText('3,247');
    await expect(page.getByRole('region', { name: 'Module Community' })).toContainText('12.3 days');

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Materials' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('module-1-limiting-belief-elimination-workbook.md');
    const workbook = await readFile(await download.path(), 'utf8');
    expect(workbook).toContain('## Daily curriculum');
    expect(workbook).toContain('Complete the belief audit');
    await expect(page.getByText('Materials downloaded')).toBeVisible();
  },
);

test('unknown modules and lessons say so and lead back', { tag: '@learning' }, async ({ page }) => {
  await page.goto('/modules/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Module not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all modules' }).click();
  await expect(page).toHaveURL(/\/modules$/);

  await page.goto('/modules/1/lesson/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Limiting Belief Elimination' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Limiting Belief Elimination' })).toBeVisible();
});
