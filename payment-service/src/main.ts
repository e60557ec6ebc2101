import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './storage/database';
import { runMigrations } from './storage/migrations';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`payment-service: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(config.database, (error) => {
  console.error('payment-service: database connection error', error.message);
});
await runMigrations(database, config.database.kind === 'postgres' ? config.database.schema : null);
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
