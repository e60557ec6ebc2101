// Where each part of the site is built and served. Every port can be changed by environment variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = (name, fallback) => Number(process.env[name] ?? fallback);

export const areas = {
  shell: { dir: 'shell', port: port('SHELL_PORT', 5173) },
  marketing: { dir: 'mfe-marketing', port: port('MARKETING_PORT', 5001) },
  learning: { dir: 'mfe-learning', port: port('LEARNING_PORT', 5002) },
  contests: { dir: 'mfe-contests', port: port('CONTESTS_PORT', 5003) },
  community: { dir: 'mfe-community', port: port('COMMUNITY_PORT', 5004) },
  collab: { dir: 'mfe-collab', port: port('COLLAB_PORT', 5005) },
  studio: { dir: 'mfe-studio', port: port('STUDIO_PORT', 5006) },
};

/**
 * Every remote this repository builds and serves. The shell's page does not use this list: it mounts
 * whatever areas the registry has live releases of (docs/decisions/0111-areas-from-the-registry.md).
 */
export const remoteNames = ['marketing', 'learning', 'contests', 'community', 'collab', 'studio'];

export const paymentPort = port('PAYMENT_PORT', 4242);

/**
 * The services started side by side share one PostgreSQL database when DATABASE_URL is set, so each
 * keeps to a schema of its own (unless DATABASE_SCHEMA names one): both keep a `schema_migrations`
 * table, and two first starts creating it at once in one schema fail one of them
 * (docs/decisions/0062-one-schema-per-service.md).
 */
export function serviceDatabaseEnv(schema) {
  return process.env.DATABASE_URL && !process.env.DATABASE_SCHEMA ? { DATABASE_SCHEMA: schema } : {};
}

/** Path of a remote's entry inside its build output (the federation plugin writes it under assets/). */
export const REMOTE_ENTRY_PATH = '/assets/remoteEntry.js';

/**
 * The runtime manifest: explicit URLs from the environment win (REMOTE_<NAME>_URL,
 * PAYMENT_SERVICE_URL); otherwise each part on its port on localhost. Never built from a request
 * header: a client choosing the Host must not choose where the server fetches from, nor what the
 * page loads (docs/security.md).
 */
export function runtimeManifest() {
  const local = (p) => `http://localhost:${p}`;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      process.env[`REMOTE_${name.toUpperCase()}_URL`] || `${local(areas[name].port)}${REMOTE_ENTRY_PATH}`,
    ]),
  );
  return { remotes, paymentServiceUrl: process.env.PAYMENT_SERVICE_URL || local(paymentPort) };
}
