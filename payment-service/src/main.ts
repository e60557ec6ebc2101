import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './storage/database';
import { DatabaseStartupError, migrateWhenReachable } from './storage/startup';

/** Start-up problems end the process with one line saying what is wrong, never a stack trace. */
function fail(reason: string): never {
  console.error(`payment-service: ${reason}`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(config.database, config.databaseTimeouts, (error) => {
  console.error('payment-service: database connection error:', error.message);
});
try {
  await migrateWhenReachable(
    database,
    config.database.kind === 'postgres' ? config.database.schema : null,
    config.databaseTimeouts.startupWaitMs,
    (line) => console.error(`payment-service: ${line}`),
  );
} catch (error) {
  if (error instanceof DatabaseStartupError) fail(error.message);
  throw error;
}
const app = buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const forceExit = setTimeout(() => {
    app.log.error('requests still in flight after SHUTDOWN_TIMEOUT_MS; exiting anyway');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  forceExit.unref();
  await app.close();
  await database.close();
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void stop(received));
