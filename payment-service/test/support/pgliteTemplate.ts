import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The installed PGlite's version (its package.json is not exported, so it is read beside its entry point). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A freshly initialised PGlite data directory, dumped once and loaded by every test file: loading
 * takes about a second where initialising takes ten. Kept in the git-ignored .data folder, per version.
 */
export const PGLITE_TEMPLATE_PATH = fileURLToPath(
  new URL(`../../.data/test/pglite-template-${pgliteVersion()}.tar`, import.meta.url),
);
