#!/usr/bin/env node
// The skew gate: the composition suite (e2e/tests/composition.spec.ts) against the combinations
// production really runs when parts are released one at a time (docs/decisions/0033-skew-gate.md):
//   A. the previous release's shell (and so its shared-ui) with today's remotes;
//   B. today's shell with a remote built from the previous release.
// The previous release is SKEW_BASE (a commit, tag or branch; CI sets it to what is deployed), by
// default the commit before HEAD. It is checked out with `git worktree` (a fresh clone needs that
// commit: fetch with enough depth), installed with `npm ci` and built there.
// A combination the version contract refuses (the release CLI would not promote it, so production never
// runs it: a shared-ui major, or remotes that need a newer shell) is reported and skipped, not run.
//   node tooling/skew.mjs   (after `npm run build`; binds the site's ports like the e2e suite)
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeIncompatibilities, incompatibilities } from '@mindset/shared-ui/release';
import { remoteNames, rootDir } from './areas.mjs';
import { liveRelease } from './releases/registry.mjs';

const base = process.env.SKEW_BASE ?? 'HEAD~1';
const remote = process.env.SKEW_REMOTE ?? 'learning';
const baseDir = path.join(rootDir, '.skew', 'base');

function run(command, args, options = {}) {
  console.log(
    `\n$ ${command} ${args.join(' ')}${options.cwd ? `   (in ${path.relative(rootDir, options.cwd) || '.'})` : ''}`,
  );
  const result = spawnSync(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...options.env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

if (!(await exists(path.join(rootDir, 'releases/registry.json')))) {
  console.error('No releases to test against: run `npm run build` first.');
  process.exit(2);
}

spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: rootDir, stdio: 'ignore' });
await rm(baseDir, { recursive: true, force: true });
run('git', ['worktree', 'add', '--detach', baseDir, base]);
const failures = [];
const skipped = [];
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const temporaryReleases = await mkdtemp(path.join(rootDir, '.skew', 'releases-'));
try {
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: baseDir });
  run('npm', ['run', 'build', '-w', 'shell'], { cwd: baseDir });
  run(process.execPath, [path.join(baseDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(baseDir, `mfe-${remote}`),
  });

  const e2e = (title, env) => {
    console.log(`\n== Skew ${title}`);
    try {
      // CI=true: always start the servers this combination needs, never reuse running ones.
      run('npm', ['run', 'e2e', '-w', 'e2e', '--', 'tests/composition.spec.ts'], { env: { CI: 'true', ...env } });
    } catch (error) {
      failures.push(`${title}: ${error.message}`);
    }
  };

  // A: what the release CLI would check before promoting today's remotes onto the previous shell.
  const titleA = `A: the shell of ${base} with today's remotes`;
  const baseOffer = await readJson(path.join(baseDir, 'shell/dist/host-offer.json')).catch(() => null);
  const registry = await readJson(path.join(rootDir, 'releases/registry.json'));
  const needNewerShell = baseOffer
    ? remoteNames.flatMap((name) => {
        const live = liveRelease(registry, name);
        const problems = live ? incompatibilities(live, baseOffer) : [];
        return problems.length ? [`${name}: ${describeIncompatibilities(problems)}`] : [];
      })
    : [`the shell of ${base} declares no shared versions (host-offer.json)`];
  if (needNewerShell.length)
    skipped.push(`${titleA}: refused by the version contract\n    ${needNewerShell.join('\n    ')}`);
  else e2e(titleA, { SHELL_DIST: path.join(baseDir, 'shell/dist') });

  await cp(path.join(rootDir, 'releases'), temporaryReleases, { recursive: true });
  const titleB = `B: today's shell with ${remote} of ${base}`;
  const release = spawnSync(
    process.execPath,
    [
      path.join(rootDir, 'tooling/releases/cli.mjs'),
      'release',
      remote,
      '--dist',
      path.join(baseDir, `mfe-${remote}/dist`),
    ],
    { cwd: rootDir, encoding: 'utf8', env: { ...process.env, RELEASES_DIR: temporaryReleases } },
  );
  process.stdout.write(release.stdout);
  if (release.status === 0) e2e(titleB, { RELEASES_DIR: temporaryReleases });
  else if (release.stderr.startsWith('Refused:')) skipped.push(`${titleB}: ${release.stderr.trim()}`);
  else failures.push(`${titleB}: the release CLI failed: ${release.stderr.trim()}`);
} finally {
  await rm(temporaryReleases, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: rootDir, stdio: 'ignore' });
}

for (const reason of skipped) console.log(`\nSkew ${reason}`);
if (failures.length) {
  console.error(`\nSkew gate failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nSkew gate passed against ${base} (${2 - skipped.length} of 2 combinations run).`);
