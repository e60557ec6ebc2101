import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { releaseEnvironment } from '../support/releases';
import { rootDir, serveArea } from '../support/servers';

test.skip(Boolean(process.env.BASE_URL), 'runs the development servers on this machine');

test('root dev survives an edit: the area rebuilds and stays up throughout', { tag: '@dev' }, async ({ page }) => {
  test.setTimeout(300_000);
  const environment = await releaseEnvironment('dev');
  const learningPort = 5126;
  // Only the learning remote (no payment service), on ports of its own, releasing into the test's environment.
  const dev = spawn(process.execPath, ['tooling/dev.mjs', 'learning'], {
    cwd: rootDir,
    env: { ...process.env, RELEASES_DIR: environment.dir, LEARNING_PORT: String(learningPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  dev.stdout.on('data', (data: Buffer) => (output += data.toString()));
  dev.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const learningUrl = `http://localhost:${learningPort}`;
  const shell = await serveArea('shell', {
    port: 5186,
    env: { RELEASES_DIR: environment.dir, REMOTE_LEARNING_ORIGIN: learningUrl },
  });
  const screenFile = path.join(rootDir, 'mfe-learning/src/features/modules/ModulesScreen.tsx');
  const original = await readFile(screenFile, 'utf8');
  try {
    await expect
      .poll(() => output, { timeout: 180_000, message: 'dev serves learning' })
      .toContain(`serving ${path.relative(rootDir, path.join(environment.dir, 'learning'))}`);
    await page.goto(`${shell.url}/modules`);
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();

    await writeFile(screenFile, original.replace('<h1>Training Modules</h1>', '<h1>Training Modules, edited</h1>'));
    // Until the rebuilt release is live, every load shows the last one: the site never goes down.
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Area unavailable' })).toHaveCount(0);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 180_000, intervals: [1_000] },
      )
      .toBe('Training Modules, edited');
    expect(output).not.toContain('FILE_NOT_FOUND');
  } finally {
    await writeFile(screenFile, original);
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    await shell.stop();
    await environment.cleanup();
  }
});
