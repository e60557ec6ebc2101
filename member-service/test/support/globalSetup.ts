import { fileURLToPath } from 'node:url';
import { dropAbandonedSchemas, ensurePgliteTemplate, pgliteTemplatePath } from '@mindset/service-kit/testing';
import { TEST_SCHEMA_PREFIX } from './testApp';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate(pgliteTemplatePath(fileURLToPath(new URL('../..', import.meta.url))));
  if (process.env.DATABASE_URL) await dropAbandonedSchemas(process.env.DATABASE_URL, TEST_SCHEMA_PREFIX);
}
