import { drainOnSignals, loadConfigOrExit, openDatabase, startTracing } from '@mindset/service-kit';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadIdentityKeys } from './identity/tokens';
import { digestEngineFor, startJobs } from './jobs';
import { logSender, smtpSender } from './mail/outbox';
import { Digests } from './notifications/digests';
import { UnsubscribeLinks } from './notifications/unsubscribe';
import { migrate } from './storage/migrations';

const config = loadConfigOrExit('member-service', () => loadConfig(process.env));
// Off unless the OTEL_* variables ask for traces; started before anything handles a request.
const tracing = loadConfigOrExit('member-service', () => startTracing('member-service', { register: true }));
const opened = await openDatabase(config.database, (error) => {
  console.error('member-service: database connection error', error.message);
});
const database = tracing ? tracing.traceDatabase(opened) : opened;
await migrate(database, config.database.kind === 'postgres' ? config.database.schema : null);
const identityKeys = await loadIdentityKeys(database);
const app = buildApp({ config, database, identityKeys, tracing });
await app.listen({ port: config.port, host: config.host });

const stopJobs = await startJobs(database, {
  filesDir: config.filesDir,
  intervalMs: config.jobIntervalMs,
  send: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(app.log),
  log: app.log,
  digests: new Digests(database, new UnsubscribeLinks(database, config.publicSiteUrl), config.publicSiteUrl, app.log),
  digestEngine: digestEngineFor(config.database),
});
// SIGTERM: not ready, then no new requests while live sockets are told to reconnect elsewhere and
// requests in flight finish (the app's close closes its sockets and their presence writes), then
// the jobs stop, and only then the database, so nothing queries a closed pool.
drainOnSignals(app, {
  graceMs: config.shutdownTimeoutMs,
  notReadyDelayMs: config.shutdownDelayMs,
  cleanup: stopJobs,
  closeDatabase: () => database.close(),
});
