import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from './servers';

const run = promisify(execFile);

interface ReleaseManifest {
  remote: string;
  releaseId: string;
  sharedUi: string;
  shared: Record<string, { version: string; requiredVersion: string; strictVersion: boolean }>;
  routes: { path: string; chrome: string; title: string; description: string }[];
  publishedAt?: string;
}

interface Registry {
  remotes: Record<string, { live: string | null; releases: Record<string, ReleaseManifest>; history: unknown[] }>;
}

/**
 * An environment of its own for one test: a copy of the built releases and registry, which the
 * test's shell and remote servers read (RELEASES_DIR) and the release CLI changes.
 */
export async function releaseEnvironment(name: string) {
  const dir = path.join(rootDir, `.releases-e2e-${name}`);
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(rootDir, 'releases'), dir, { recursive: true });
  const registryFile = path.join(dir, 'registry.json');
  const readRegistry = async () => JSON.parse(await readFile(registryFile, 'utf8')) as Registry;
  return {
    dir,
    readRegistry,
    live: async (remote: string) => {
      const entry = (await readRegistry()).remotes[remote];
      if (!entry?.live) throw new Error(`${remote} has no live release in ${dir}`);
      return entry.releases[entry.live] as ReleaseManifest;
    },
    /** Runs the release CLI against this environment; resolves with its output, rejects when it refuses. */
    cli: async (...args: string[]) => {
      const { stdout } = await run(process.execPath, ['tooling/releases/cli.mjs', ...args], {
        cwd: rootDir,
        env: { ...process.env, RELEASES_DIR: dir },
      });
      return stdout;
    },
    /**
     * Makes live a release of `remote` whose manifest says what `change` makes it say: what a remote
     * built with other versions declares. Written straight into the registry, as a registry that went
     * live before this shell did; its files are the live release's, and the shell must never fetch them.
     */
    liveWithManifest: async (remote: string, change: (manifest: ReleaseManifest) => void) => {
      const registry = await readRegistry();
      const entry = registry.remotes[remote];
      const live = entry?.live ? entry.releases[entry.live] : undefined;
      if (!entry || !live) throw new Error(`${remote} has no live release`);
      const releaseId = randomBytes(6).toString('hex');
      await cp(path.join(dir, remote, live.releaseId), path.join(dir, remote, releaseId), { recursive: true });
      const manifest: ReleaseManifest = structuredClone({ ...live, releaseId });
      change(manifest);
      entry.releases[releaseId] = manifest;
      entry.live = releaseId;
      await writeFile(registryFile, JSON.stringify(registry));
      return releaseId;
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Builds a changed copy of a remote, as its team would after an edit: `edit` rewrites files under
 * the copy's folder. Returns the build's folder, for `release <remote> --dist`.
 */
export async function buildChangedRemote(
  remote: string,
  tag: string,
  edit: (copyDir: string) => Promise<void>,
): Promise<{ distDir: string; cleanup: () => Promise<void> }> {
  const copyDir = path.join(rootDir, `.redeploy-${remote}-${tag}`);
  await rm(copyDir, { recursive: true, force: true });
  const sourceDir = path.join(rootDir, `mfe-${remote}`);
  for (const entry of ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
    await cp(path.join(sourceDir, entry), path.join(copyDir, entry), { recursive: true });
  }
  await edit(copyDir);
  await run(process.execPath, [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
    cwd: copyDir,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  return { distDir: path.join(copyDir, 'dist'), cleanup: () => rm(copyDir, { recursive: true, force: true }) };
}

/** Replaces every occurrence of a text in one file. */
export async function replaceInFile(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`"${from}" is not in ${file}`);
  await writeFile(file, text.split(from).join(to));
}
