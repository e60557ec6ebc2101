import { dropAbandonedSchemas, ensurePgliteTemplate } from '@mindset/service-kit/testing';
import { PGLITE_TEMPLATE_PATH, TEST_SCHEMA_PREFIX } from './testDatabase';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate(PGLITE_TEMPLATE_PATH);
  if (process.env.DATABASE_URL) await dropAbandonedSchemas(process.env.DATABASE_URL, TEST_SCHEMA_PREFIX);
}
