import { loadConfigOrExit, openDatabase, stopOnSignals } from '@mindset/service-kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadIdentityKeys } from './identity/tokens';
import { startJobs } from './jobs';
import { logSender, smtpSender } from './mail/outbox';
import { migrate } from './storage/migrations';

const config = loadConfigOrExit('member-service', () => loadConfig(process.env));
const database = await openDatabase(config.database, (error) => {
  console.error('member-service: database connection error', error.message);
});
await migrate(database, config.database.kind === 'postgres' ? config.database.schema : null);
const identityKeys = await loadIdentityKeys(database);
const app = buildApp({ config, database, identityKeys });
await app.listen({ port: config.port, host: config.host });

const stopJobs = startJobs(database, {
  filesDir: config.filesDir,
  intervalMs: config.jobIntervalMs,
  send: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(app.log),
  log: app.log,
});
// The app has closed its live sockets (and their presence writes) by now; the jobs stop next, and
// only then the database, so nothing queries a closed pool.
stopOnSignals(app, config.shutdownTimeoutMs, async () => {
  await stopJobs();
  await database.close();
});
