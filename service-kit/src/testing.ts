import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPool, pgliteDatabase, postgresDatabase, type Database } from './database';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server at DATABASE_URL as well when one is configured. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The installed PGlite's version (its package.json is not exported, so it is read beside its entry point). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where a service's tests keep their PGlite template: its git-ignored `.data/test` folder, per version. */
export function pgliteTemplatePath(serviceDir: string): string {
  return path.join(serviceDir, '.data', 'test', `pglite-template-${pgliteVersion()}.tar`);
}

/**
 * A freshly initialised PGlite data directory, dumped once and loaded by every test file: loading
 * takes about a second where initialising takes ten. For a vitest globalSetup.
 */
export async function ensurePgliteTemplate(templatePath: string): Promise<void> {
  if (existsSync(templatePath)) return;
  await mkdir(path.dirname(templatePath), { recursive: true });
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written under another name first, so a run interrupted half-way never leaves a broken template.
  const partial = `${templatePath}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templatePath);
}

/** Schemas left by runs that crashed before their clean-up; an hour old means nobody is using them. */
export async function dropAbandonedSchemas(databaseUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`, [
      `${prefix}%`,
    ]);
    const hourAgo = Date.now() - 60 * 60 * 1000;
    for (const { nspname } of rows) {
      const createdAt = Number.parseInt(nspname.slice(prefix.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(createdAt) && createdAt < hourAgo) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    }
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** The schema the test works in (postgres), dropped by cleanup; null on PGlite. */
  schema: string | null;
  /** Another connection to the same data, as a second service instance would have (postgres only). */
  openAnotherInstance(): Database;
  cleanup(): Promise<void>;
}

/** An empty database: an in-memory PGlite from the template, or a schema of its own on DATABASE_URL. */
export async function openEmptyTestDatabase(
  kind: DatabaseKind,
  { templatePath, schemaPrefix }: { templatePath: string; schemaPrefix: string },
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = new Blob([await readFile(templatePath)]);
    const database = pgliteDatabase(await PGlite.create({ loadDataDir: template }));
    return {
      database,
      schema: null,
      openAnotherInstance: () => {
        throw new Error('An in-memory PGlite belongs to one process; share the database object instead');
      },
      cleanup: () => database.close(),
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  // A schema per test file and run: runs never see each other's rows, and drop them afterwards.
  const schema = `${schemaPrefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const instances: Database[] = [];
  const openInstance = () => {
    const instance = postgresDatabase(createPool(url, schema, () => undefined));
    instances.push(instance);
    return instance;
  };
  const database = openInstance();
  return {
    database,
    schema,
    openAnotherInstance: openInstance,
    cleanup: async () => {
      await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await Promise.all(instances.map((instance) => instance.close()));
    },
  };
}
