import {
  DatabaseStartupError,
  loadConfigOrExit,
  migrateWhenReachable,
  openDatabase,
  stopOnSignals,
} from '@mindset/service-kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './storage/migrations';

const config = loadConfigOrExit('payment-service', () => loadConfig(process.env));
const database = await openDatabase(
  config.database,
  (error) => console.error('payment-service: database connection error:', error.message),
  config.databaseTimeouts,
);
try {
  await migrateWhenReachable(
    () => migrate(database, config.database.kind === 'postgres' ? config.database.schema : null),
    {
      waitMs: config.databaseStartupWaitMs,
      waitSetting: 'DATABASE_STARTUP_TIMEOUT_MS',
      log: (line) => console.error(`payment-service: ${line}`),
    },
  );
} catch (error) {
  // One line saying what is wrong, never a stack trace.
  if (!(error instanceof DatabaseStartupError)) throw error;
  console.error(`payment-service: ${error.message}`);
  process.exit(1);
}
const app = buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
stopOnSignals(app, config.shutdownTimeoutMs, () => database.close());
