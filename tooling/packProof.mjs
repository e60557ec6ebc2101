// Proves a remote can leave the monorepo (docs/decisions/0034-leaving-the-monorepo.md): packs the
// packages a remote installs (@mindset/shared-ui, @mindset/federation-config and shared-ui's own
// @mindset/payment-contract) as a registry would serve them, copies one remote into an empty temporary
// folder, points it at the tarballs and installs, type-checks, builds and tests it there.
//   npm run test:pack                      mfe-learning
//   PACK_PROOF_REMOTE=mfe-contests npm run test:pack
//   KEEP_PACK_PROOF=1 npm run test:pack     keep the temporary folder to look at
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from './areas.mjs';

const remoteDir = process.env.PACK_PROOF_REMOTE ?? 'mfe-learning';
const PACKED = ['shared-ui', 'federation-config', 'payment-contract', 'member-contract'];
/** The remote's scripts that deploy through the platform's tooling (`node ../tooling/…`): not part of the proof. */
const DEPLOYMENT_SCRIPTS = ['release', 'rollback', 'serve'];

const startedAt = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(command, args, cwd) {
  const since = Date.now();
  console.log(`\n$ ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  console.log(`  (${seconds(since)})`);
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir) {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'mindset-pack-proof-'));
const failures = [];
try {
  // Module resolution walks up from the copy: nothing above it may hold packages or a workspace.
  for (let dir = path.dirname(workDir); ; dir = path.dirname(dir)) {
    for (const name of ['node_modules', 'package.json']) {
      if (existsSync(path.join(dir, name))) throw new Error(`${path.join(dir, name)} is above ${workDir}`);
    }
    if (dir === path.dirname(dir)) break;
  }
  if (!path.relative(rootDir, workDir).startsWith('..')) throw new Error(`${workDir} is inside the monorepo`);

  const packagesDir = path.join(workDir, 'packages');
  await mkdir(packagesDir);
  const pack = spawnSync(
    'npm',
    ['pack', '--json', '--pack-destination', packagesDir, ...PACKED.flatMap((dir) => ['-w', dir])],
    { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (pack.status !== 0) throw new Error('npm pack failed');
  const tarballs = JSON.parse(pack.stdout);
  console.log(`Packed into ${packagesDir}:`);
  for (const { name, version, filename, entryCount } of tarballs) {
    console.log(`  ${name}@${version}  ${filename}  (${entryCount} files)`);
  }
  const tarball = (name) => {
    const found = tarballs.find((packed) => packed.name === name);
    if (!found) throw new Error(`${name} was not packed`);
    return `file:../packages/${found.filename}`;
  };

  const appDir = path.join(workDir, path.basename(remoteDir));
  await cp(path.join(rootDir, remoteDir), appDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const packageFile = path.join(appDir, 'package.json');
  const manifest = JSON.parse(await readFile(packageFile, 'utf8'));
  for (const script of DEPLOYMENT_SCRIPTS) delete manifest.scripts?.[script];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (name.startsWith('@mindset/')) manifest[field][name] = tarball(name);
    }
  }
  // shared-ui's own dependencies are not on a registry either.
  manifest.overrides = {
    '@mindset/payment-contract': tarball('@mindset/payment-contract'),
    '@mindset/member-contract': tarball('@mindset/member-contract'),
  };
  await writeFile(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `\nCopied ${remoteDir} to ${appDir} (without node_modules and dist, without its ${DEPLOYMENT_SCRIPTS.join('/')} ` +
      `scripts); its @mindset packages now come from the tarballs:`,
  );
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      if (name.startsWith('@mindset/')) console.log(`  ${field}: ${name} ${spec}`);
    }
  }

  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], appDir);
  for (const name of tarballs.map((packed) => packed.name)) {
    const installed = path.join(appDir, 'node_modules', name);
    if (!existsSync(installed) || lstatSync(installed).isSymbolicLink()) {
      failures.push(`${name} is not installed as a copy in ${installed}`);
    }
  }

  run('npx', ['tsc', '-p', 'tsconfig.json'], appDir);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], appDir);
  run('npx', ['vitest', 'run'], appDir);

  const distDir = path.join(appDir, 'dist');
  const built = await filesUnder(distDir);
  const releaseManifest = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const sharedUi = tarballs.find((packed) => packed.name === '@mindset/shared-ui');
  if (releaseManifest.sharedUi !== sharedUi.version) {
    failures.push(
      `the release manifest says shared-ui ${releaseManifest.sharedUi}, the tarball is ${sharedUi.version}`,
    );
  }
  if (!built.some((file) => /__federation_shared_shared-ui-[^/]+\.js$/.test(file))) {
    failures.push('the build shares no shared-ui chunk under the name shared-ui');
  }
  for (const file of built) {
    if ((await readFile(path.join(distDir, file), 'utf8')).includes(rootDir)) {
      failures.push(`dist/${file} names the monorepo's folder ${rootDir}`);
    }
  }
  console.log(
    `\nBuilt ${built.length} files (release ${releaseManifest.releaseId}, shared-ui ${releaseManifest.sharedUi}); ` +
      `none names ${rootDir}: ${failures.length ? 'no' : 'yes'}`,
  );
} catch (error) {
  failures.push(error.message);
} finally {
  if (process.env.KEEP_PACK_PROOF) console.log(`Kept ${workDir}`);
  else await rm(workDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nPack proof failed after ${seconds(startedAt)}:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nPack proof passed in ${seconds(startedAt)}: ${remoteDir} builds and passes its tests from packed packages.`,
);
