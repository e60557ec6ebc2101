// An environment's release registry: which release of each remote is live, every release still on
// disk with its manifest, and the history of promotions. One JSON document, replaced atomically (write
// a temporary file, then rename), so a reader sees the old or the new document and never half of one
// (docs/decisions/0030-immutable-releases-and-one-registry.md).
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../areas.mjs';

/** Where releases and the registry live; each environment may point elsewhere. */
export const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(rootDir, 'releases'));
export const registryFile = path.join(releasesDir, 'registry.json');

/** A release id is a content hash; anything else in a path or a cookie is refused. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

export function emptyRegistry() {
  return { schemaVersion: 1, updatedAt: null, remotes: {} };
}

export async function readRegistry(file = registryFile) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

/** Replaces the registry in one rename: readers never see a half-written document. */
export async function writeRegistry(registry, file = registryFile) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ ...registry, updatedAt: new Date().toISOString() }, null, 2)}\n`);
  await rename(temporary, file);
}

/**
 * Runs `change` on the registry with no other CLI changing it at the same time (a lock directory:
 * creating one is atomic), then writes the result.
 */
export async function updateRegistry(change, file = registryFile) {
  const lock = `${file}.lock`;
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than the deadline belongs to a CLI that died: take it over.
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 30_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`The registry is locked (${lock}); another release is running`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const registry = await readRegistry(file);
    const result = await change(registry);
    await writeRegistry(registry, file);
    return result;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The registry as a running server sees it: its modification time is checked on every call (a stat
 * costs microseconds) and the document re-read when it changed, so a release or a rollback applies to
 * the very next request, with no restart. A document that cannot be read keeps the last good one.
 */
export function watchRegistry({ file = registryFile } = {}) {
  let current = emptyRegistry();
  let seenMtime = -1;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== seenMtime) {
        current = JSON.parse(readFileSync(file, 'utf8'));
        seenMtime = mtimeMs;
      }
    } catch (error) {
      if (error.code === 'ENOENT') current = emptyRegistry();
      else console.error(`registry: kept the last good document (${error.message})`);
    }
    return current;
  };
}

/**
 * The environment's registry behind one interface, whichever keeps it:
 * `read()`, `update(change)` (runs `change` on the document with no other writer, then writes it
 * atomically), `watch()` (resolves to a getter of the current document, kept fresh for a running
 * server), `close()` and `describe`. PostgreSQL when RELEASES_DATABASE_URL is set, so several site
 * servers share one registry (schema RELEASES_DATABASE_SCHEMA, default `releases`); otherwise the
 * JSON file in RELEASES_DIR (docs/decisions/0090-a-registry-several-servers-share.md).
 */
export async function openRegistry(env = process.env) {
  if (env.RELEASES_DATABASE_URL) {
    // Loaded only here: `npm start` needs no database.
    const { openPostgresRegistry } = await import('./postgresRegistry.mjs');
    return openPostgresRegistry({
      url: env.RELEASES_DATABASE_URL,
      schema: env.RELEASES_DATABASE_SCHEMA || 'releases',
      pollMs: Number(env.RELEASES_POLL_MS) || undefined,
    });
  }
  return {
    describe: path.relative(rootDir, registryFile) || registryFile,
    read: () => readRegistry(registryFile),
    update: (change) => updateRegistry(change, registryFile),
    watch: async () => watchRegistry({ file: registryFile }),
    close: async () => {},
  };
}

/** The live release manifest of a remote, or null. */
export function liveRelease(registry, remote) {
  const entry = registry.remotes?.[remote];
  return entry?.live ? (entry.releases?.[entry.live] ?? null) : null;
}

/** Any release of a remote the registry still lists (live, earlier or candidate), or null. */
export function listedRelease(registry, remote, releaseId) {
  if (typeof releaseId !== 'string' || !RELEASE_ID.test(releaseId)) return null;
  return registry.remotes?.[remote]?.releases?.[releaseId] ?? null;
}
