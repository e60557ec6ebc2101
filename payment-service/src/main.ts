import {
  DatabaseStartupError,
  drainOnSignals,
  loadConfigOrExit,
  migrateWhenReachable,
  openDatabase,
  startTracing,
} from '@mindset/service-kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './storage/migrations';

const config = loadConfigOrExit('payment-service', () => loadConfig(process.env));
// Off unless the OTEL_* variables ask for traces; started before anything handles a request.
const tracing = loadConfigOrExit('payment-service', () => startTracing('payment-service', { register: true }));
const opened = await openDatabase(
  config.database,
  (error) => console.error('payment-service: database connection error:', error.message),
  config.databaseTimeouts,
);
const database = tracing ? tracing.traceDatabase(opened) : opened;
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
const app = buildApp({ config, database, tracing });
await app.listen({ port: config.port, host: config.host });
// SIGTERM: not ready, then no new requests while those in flight finish, then the database.
drainOnSignals(app, {
  graceMs: config.shutdownTimeoutMs,
  notReadyDelayMs: config.shutdownDelayMs,
  closeDatabase: () => database.close(),
});
