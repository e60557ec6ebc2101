import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_TEMPLATE_PATH } from './pgliteTemplate';
import { TEST_SCHEMA_PREFIX } from './testDatabase';

async function ensurePgliteTemplate(): Promise<void> {
  if (existsSync(PGLITE_TEMPLATE_PATH)) return;
  await mkdir(path.dirname(PGLITE_TEMPLATE_PATH), { recursive: true });
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written under another name first, so a run interrupted half-way never leaves a broken template.
  const partial = `${PGLITE_TEMPLATE_PATH}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, PGLITE_TEMPLATE_PATH);
}

/** Schemas left by runs that crashed before their clean-up; an hour old means nobody is using them. */
async function dropAbandonedSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`, [
      `${TEST_SCHEMA_PREFIX}%`,
    ]);
    const hourAgo = Date.now() - 60 * 60 * 1000;
    for (const { nspname } of rows) {
      const createdAt = Number.parseInt(nspname.slice(TEST_SCHEMA_PREFIX.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(createdAt) && createdAt < hourAgo) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    }
  } finally {
    await client.end();
  }
}

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
  if (process.env.DATABASE_URL) await dropAbandonedSchemas(process.env.DATABASE_URL);
}
