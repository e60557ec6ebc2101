#!/usr/bin/env node
// The skew gate: the composition suite (e2e/tests/composition.spec.ts) against what releasing the
// candidate (this checkout's build) does to production, part by part (docs/decisions/0033-skew-gate.md,
// 0091-the-skew-gate-tests-production.md):
//   A. the candidate's shell with production's live remotes;
//   B. production's shell with the candidate's remotes that differ from production's live ones.
// Production is a named environment: SKEW_RELEASES_DIR (its releases folder: release folders and
// registry.json, or its PostgreSQL registry with SKEW_RELEASES_DATABASE_URL / _SCHEMA) and SKEW_SHELL_DIST
// (its shell build). Without them (a fresh clone, CI) production is what SKEW_BASE (default HEAD~1)
// deployed: its shell and the remotes whose sources changed since, built from it with `git worktree`;
// parts whose sources did not change are the candidate's own releases (same sources, same release id).
// A combination the release CLI would refuse is reported and skipped (production never runs it), as is
// one identical to the candidate's own composition (the e2e suite ran it).
// Ports: SKEW_PORT_OFFSET (e.g. 1000) moves every port, so the gate runs beside a running copy;
// SHELL_PORT, <NAME>_PORT, PAYMENT_PORT, MEMBER_PORT are honoured as everywhere.
//   node tooling/skew.mjs   (after `npm run build`)
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { areas, rootDir } from './areas.mjs';
import { openRegistry } from './releases/registry.mjs';
import { changedParts, portsWithOffset, skewCombinations } from './releases/skewPlan.mjs';

const base = process.env.SKEW_BASE ?? 'HEAD~1';
const namedEnvironment = process.env.SKEW_RELEASES_DIR ? path.resolve(process.env.SKEW_RELEASES_DIR) : null;
const skewDir = path.join(rootDir, '.skew');
const baseDir = path.join(skewDir, 'base');
const candidateReleases = path.join(rootDir, 'releases');
const candidateShell = path.join(rootDir, areas.shell.dir, 'dist');
const ports = portsWithOffset(Number(process.env.SKEW_PORT_OFFSET ?? 0));
// Beside another copy the services keep to their embedded databases: no schema shared with it.
if (ports.SHELL_PORT) delete process.env.DATABASE_URL;

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

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const readText = (file) => readFile(file, 'utf8').catch(() => null);

/** The release CLI on an environment of this gate's own; resolves to its output and whether it refused. */
function releaseInto(releasesDir, shellDist, remote, distDir) {
  const result = spawnSync(
    process.execPath,
    [path.join(rootDir, 'tooling/releases/cli.mjs'), 'release', remote, '--dist', distDir],
    {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, RELEASES_DATABASE_URL: '', RELEASES_DIR: releasesDir, SHELL_DIST: shellDist },
    },
  );
  process.stdout.write(result.stdout);
  return { ok: result.status === 0, refused: result.stderr.startsWith('Refused:'), message: result.stderr.trim() };
}

/** A named environment's releases, copied (with its registry as a file) so the gate can change them. */
async function copyNamedEnvironment(target) {
  await cp(namedEnvironment, target, { recursive: true });
  if (process.env.SKEW_RELEASES_DATABASE_URL) {
    const registry = await openRegistry({
      RELEASES_DATABASE_URL: process.env.SKEW_RELEASES_DATABASE_URL,
      RELEASES_DATABASE_SCHEMA: process.env.SKEW_RELEASES_DATABASE_SCHEMA,
    });
    try {
      await writeFile(path.join(target, 'registry.json'), JSON.stringify(await registry.read()));
    } finally {
      await registry.close();
    }
  }
  return process.env.SKEW_SHELL_DIST ? path.resolve(process.env.SKEW_SHELL_DIST) : null;
}

/**
 * What SKEW_BASE deployed, rebuilt: the candidate's registry with each changed remote's release
 * replaced by SKEW_BASE's build, and SKEW_BASE's shell when the shell changed. Returns production's
 * shell build, and whether a worktree was made.
 */
async function rebuildBase(target) {
  const diff = spawnSync('git', ['diff', '--name-only', base, 'HEAD'], { cwd: rootDir, encoding: 'utf8' });
  if (diff.status !== 0) throw new Error(`git diff ${base} HEAD failed: ${diff.stderr.trim()}`);
  const changed = changedParts(diff.stdout.split('\n').filter(Boolean));
  await cp(candidateReleases, target, { recursive: true });
  console.log(
    `Production is ${base}: changed since, ${[changed.shell ? 'shell' : null, ...changed.remotes].filter(Boolean).join(', ') || 'no part'}`,
  );
  if (!changed.shell && !changed.remotes.length) return candidateShell;

  spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: rootDir, stdio: 'ignore' });
  await rm(baseDir, { recursive: true, force: true });
  run('git', ['worktree', 'add', '--detach', baseDir, base]);
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: baseDir });
  const vite = path.join(baseDir, 'node_modules/vite/bin/vite.js');
  const productionShell = changed.shell ? path.join(baseDir, areas.shell.dir, 'dist') : candidateShell;
  if (changed.shell) {
    // The base's own shell build, against nothing live (its registry is empty), whatever this shell's variables say.
    run('npm', ['run', 'build', '-w', areas.shell.dir], {
      cwd: baseDir,
      env: { RELEASES_DIR: path.join(baseDir, 'releases'), RELEASES_DATABASE_URL: '', SHELL_DIST: productionShell },
    });
  }
  // The changed remotes first leave production: a path one of them owned may belong to another now.
  const registryFile = path.join(target, 'registry.json');
  const registry = await readJson(registryFile);
  for (const remote of changed.remotes) if (registry.remotes[remote]) registry.remotes[remote].live = null;
  await writeFile(registryFile, JSON.stringify(registry));
  for (const remote of changed.remotes) {
    const remoteDir = path.join(baseDir, areas[remote].dir);
    run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: remoteDir });
    const released = releaseInto(target, productionShell, remote, path.join(remoteDir, 'dist'));
    if (!released.ok) throw new Error(`${remote} of ${base} could not be released as production: ${released.message}`);
  }
  return productionShell;
}

async function describe(releasesDir, shellDist) {
  return {
    registry: await readJson(path.join(releasesDir, 'registry.json')),
    shellOffer: shellDist ? await readJson(path.join(shellDist, 'host-offer.json')).catch(() => null) : null,
    shellIndex: shellDist ? await readText(path.join(shellDist, 'index.html')) : null,
  };
}

if (!(await readText(path.join(candidateReleases, 'registry.json')))) {
  console.error('No candidate to test: run `npm run build` first.');
  process.exit(2);
}

await mkdir(skewDir, { recursive: true });
const productionReleases = await mkdtemp(path.join(skewDir, 'production-'));
const mixedReleases = await mkdtemp(path.join(skewDir, 'mixed-'));
const failures = [];
const skipped = [];
let ran = 0;
try {
  const productionShell = namedEnvironment
    ? await copyNamedEnvironment(productionReleases)
    : await rebuildBase(productionReleases);
  const production = await describe(productionReleases, productionShell);
  const candidate = await describe(candidateReleases, candidateShell);
  const plan = skewCombinations({ production, candidate });
  const where = namedEnvironment ? path.relative(rootDir, namedEnvironment) || namedEnvironment : base;

  const e2e = (title, env) => {
    console.log(`\n== Skew ${title}`);
    ran += 1;
    try {
      // CI=true: always start the servers this combination needs, never reuse running ones.
      run('npm', ['run', 'e2e', '-w', 'e2e', '--', 'tests/composition.spec.ts'], {
        env: { CI: 'true', ...ports, ...env },
      });
    } catch (error) {
      failures.push(`${title}: ${error.message}`);
    }
  };

  const titleA = `A: the candidate's shell with the live remotes of ${where}`;
  if (plan.shellWithProduction.skipped) skipped.push(`${titleA}: ${plan.shellWithProduction.skipped}`);
  else e2e(titleA, { RELEASES_DIR: productionReleases, SHELL_DIST: candidateShell });

  const titleB = `B: the shell of ${where} with the candidate's ${plan.remotesOnProductionShell.remotes.join(', ') || 'remotes'}`;
  if (plan.remotesOnProductionShell.skipped) skipped.push(`${titleB}: ${plan.remotesOnProductionShell.skipped}`);
  else {
    await cp(productionReleases, mixedReleases, { recursive: true });
    const released = [];
    for (const remote of plan.remotesOnProductionShell.remotes) {
      const { live } = candidate.registry.remotes[remote];
      const result = releaseInto(mixedReleases, productionShell, remote, path.join(candidateReleases, remote, live));
      if (result.ok) released.push(remote);
      else if (result.refused) skipped.push(`${titleB}: ${result.message}`);
      else failures.push(`${titleB}: the release CLI failed: ${result.message}`);
    }
    if (released.length) e2e(titleB, { RELEASES_DIR: mixedReleases, SHELL_DIST: productionShell });
  }
  for (const refusal of plan.remotesOnProductionShell.refusedRemotes) {
    skipped.push(`B: refused by the release CLI on production's shell: ${refusal}`);
  }
} finally {
  await rm(productionReleases, { recursive: true, force: true });
  await rm(mixedReleases, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: rootDir, stdio: 'ignore' });
}

for (const reason of skipped) console.log(`\nSkew ${reason}`);
if (failures.length) {
  console.error(`\nSkew gate failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nSkew gate passed (${ran} of 2 combinations run).`);
