import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { rootDir } from '../areas.mjs';

const run = promisify(execFile);

describe('a release id', () => {
  // Inside the repository, so the copy resolves the installed packages as the remote does.
  const copyDir = path.join(rootDir, `.release-id-test-${process.pid}`);
  const build = async () => {
    await run(process.execPath, [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: copyDir,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    return JSON.parse(await readFile(path.join(copyDir, 'dist/mf-manifest.json'), 'utf8'));
  };

  before(async () => {
    for (const entry of ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
      await cp(path.join(rootDir, 'mfe-learning', entry), path.join(copyDir, entry), { recursive: true });
    }
  });
  after(() => rm(copyDir, { recursive: true, force: true }));

  it('is the same for the same sources and changes when only the manifest does', { timeout: 180_000 }, async () => {
    const first = await build();
    assert.equal((await build()).releaseId, first.releaseId, 'a rebuild of the same sources');

    const packageFile = path.join(copyDir, 'package.json');
    const packageJson = JSON.parse(await readFile(packageFile, 'utf8'));
    packageJson.dependencies.react = `${packageJson.dependencies.react} || ^20.0.0`;
    await writeFile(packageFile, JSON.stringify(packageJson, null, 2));
    const declaredOtherwise = await build();
    assert.equal(declaredOtherwise.shared.react.requiredVersion, packageJson.dependencies.react);
    assert.equal(JSON.stringify(declaredOtherwise.firstLoad), JSON.stringify(first.firstLoad), 'the same files');
    assert.notEqual(declaredOtherwise.releaseId, first.releaseId);
  });
});
