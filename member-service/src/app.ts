import { BlockList, isIP } from 'node:net';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import {
  createService,
  databasePoolMetrics,
  healthRoutes,
  httpError,
  rateLimitError,
  type Database,
  type Tracing,
  type TrustedProxies,
} from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { checkOrigin } from './sessions/csrf';
import type { Config } from './config';
import type { IdentityKeys } from './identity/tokens';
import { createLiveHub } from './live/bus';
import { deliverOutbox, logSender, smtpSender, type SendMail } from './mail/outbox';
import { accountRoutes } from './accounts/routes';
import { collabRoutes } from './chat/routes';
import { postRoutes } from './posts/routes';
import type { RouteContext } from './http/context';
import { devMailboxRoutes } from './mail/routes';
import { identityRoutes } from './identity/routes';
import { LIVE_PATH, liveRoutes } from './live/routes';
import { meRoutes } from './me/routes';
import { messageRoutes } from './messages/routes';
import { progressRoutes } from './progress/routes';
import { presenceRoutes } from './voice/routes';
import { socialRoutes } from './social/routes';
import { storyRoutes } from './stories/routes';
import { safetyRoutes } from './safety/routes';
import { moderationRoutes } from './moderation/routes';
import { claimOwnership } from './moderation/store';
import { refuseWhileSuspended } from './policy/suspension';
import { refuseMalformedQuery } from './textRule';
import { memberMetrics } from './http/metrics';
import { MIGRATIONS } from './storage/migrations';
import { Notifier } from './notifications/notifier';
import { notificationRoutes } from './notifications/routes';
import { supportRoutes } from './support/routes';
import { UNSUBSCRIBE_PATH, UnsubscribeLinks } from './notifications/unsubscribe';
import { internalNoticeRoutes } from './internalNotices/routes';
import { MEMBER_NOTICES_PATH } from '@mindset/member-contract';

/** The largest JSON body anywhere (lesson notes are the longest); the photo upload has its own limit. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDependencies {
  config: Config;
  /** Migrated and owned by the caller, who closes it after the app. */
  database: Database;
  identityKeys: IdentityKeys;
  logStream?: NodeJS.WritableStream;
  /** How mail leaves; SMTP when configured, else the log. Tests pass their own. */
  sendMail?: SendMail;
  /** Spans per request, when the OTEL_* variables turned traces on (main.ts). */
  tracing?: Tracing | null;
}

export const NO_LIVE_CONNECTION_HERE = 'This address does not take a live connection.';

/** Tokens in URLs (reset links) are shortened in the logs. */
const maskUrl = (url: string) => url.replace(/token=[^&]+/g, 'token=…');

export function buildApp({
  config,
  database,
  identityKeys,
  logStream,
  sendMail,
  tracing,
}: AppDependencies): FastifyInstance {
  const app = createService({
    logLevel: config.logLevel,
    logStream,
    maskUrl,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    trustProxy: trustedHops(config.trustProxy),
    tracing,
    metricsAllowedFrom: config.metricsAllowedFrom,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', refuseMalformedQuery);

  const send = sendMail ?? (config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(app.log));
  const live = createLiveHub(config, database, app.log);
  const unsubscribeLinks = new UnsubscribeLinks(database, config.publicSiteUrl);
  const context: RouteContext = {
    config,
    database,
    identityKeys,
    live,
    metrics: memberMetrics(app),
    unsubscribeLinks,
    notifier: new Notifier(live, unsubscribeLinks, config.publicSiteUrl, config.notificationEmailDelaySeconds),
    onMailQueued: () => {
      deliverOutbox(database, send, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'outbox delivery failed'),
      );
    },
  };

  void app.register(swagger, {
    openapi: {
      info: { title: 'member-service', version: '1.0.0', description: 'Accounts, sessions, profiles, progress' },
    },
    transform: jsonSchemaTransform,
  });
  void app.register(helmet);
  void app.register(cookie);
  void app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  void app.register(rateLimit, {
    max: config.rateLimit.perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: rateLimitError,
  });

  void app.register(async (routes) => {
    // @fastify/websocket completes the handshake on every GET route (then closes it); only the
    // live route may take one. Added after the plugin's own hook, so it still ends the socket.
    routes.addHook('onRequest', async (request) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket' && request.routeOptions.url !== LIVE_PATH) {
        throw httpError(404, NO_LIVE_CONNECTION_HERE);
      }
    });
    // A mail client's one-click unsubscribe and payment-service's relay send no Origin: a signed
    // token and a shared secret are their authority.
    checkOrigin(routes, config.allowedOrigins, [UNSUBSCRIBE_PATH, MEMBER_NOTICES_PATH]);
    refuseWhileSuspended(routes, context);
    healthRoutes(routes, { database, migrationIds: MIGRATIONS.map((migration) => migration.id) });
    accountRoutes(routes, context);
    meRoutes(routes, context);
    progressRoutes(routes, context);
    identityRoutes(routes, context);
    postRoutes(routes, context);
    safetyRoutes(routes, context);
    moderationRoutes(routes, context);
    messageRoutes(routes, context);
    socialRoutes(routes, context);
    storyRoutes(routes, context);
    collabRoutes(routes, context);
    presenceRoutes(routes, context);
    notificationRoutes(routes, context);
    supportRoutes(routes, context);
    // Fail closed: without the secret the route does not exist (404), and payment-service keeps its notices.
    if (config.memberNoticesSecret) internalNoticeRoutes(routes, context, config.memberNoticesSecret);
    liveRoutes(routes, context);
    if (config.devMailbox) devMailboxRoutes(routes, context);
    routes.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  });

  databasePoolMetrics(app.metrics, database);
  // Ready once the hub listens for events and, on NATS, while its connection holds (decision 0100).
  let liveStarted = false;
  app.lifecycle.addReadinessCheck('live', async () => {
    if (!liveStarted) throw new Error('starting');
    if (!(await live.ready())) throw new Error('the live bus is not connected');
    context.metrics.relayLagSeconds.set(live.stats().relayLagMs / 1000);
  });
  app.addHook('onReady', async () => {
    if (config.ownerEmail && (await claimOwnership(database, config.ownerEmail)) > 0) {
      app.log.info('the configured owner holds the owner role');
    }
    await live.start();
    liveStarted = true;
    app.log.info(
      { database: database.kind, site: config.publicSiteUrl, mail: config.smtpUrl ? 'smtp' : 'log' },
      'member service ready',
    );
  });
  // Draining: live sockets are told to reconnect elsewhere (1001, which the page's live client
  // answers by connecting again, through the load balancer to another instance, and asking for what
  // it missed) while requests in flight finish. They close first (their presence rows are written
  // while the database is open), then the hub stops listening; the caller closes the database last.
  app.addHook('preClose', async () => {
    await closeLiveSockets(app.websocketServer.clients);
  });
  app.addHook('onClose', async () => {
    await live.stop();
  });
  return app;
}

/**
 * Which X-Forwarded-For hops are believed. A count believes that many nearest hops; addresses
 * believe exactly one hop, the peer, and only when it is one of them: the site's proxy replaces
 * the header with the address it sees, so the entry it sends is the client and nothing a client
 * wrote reaches the limits (docs/decisions/0079-sign-in-protection.md).
 */
function trustedHops(trusted: TrustedProxies): false | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  const proxies = new BlockList();
  for (const entry of trusted) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address, hop) => hop === 0 && proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** How long open tabs get to answer the closing handshake before their sockets are cut. */
const LIVE_CLOSE_GRACE_MS = 2_000;

/** Asks every live socket to close ("going away": the page reconnects elsewhere) and waits until each has. */
async function closeLiveSockets(sockets: Set<WebSocket>): Promise<void> {
  await Promise.all(
    [...sockets].map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          const cut = setTimeout(() => socket.terminate(), LIVE_CLOSE_GRACE_MS);
          socket.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
          socket.close(1001, 'The service is restarting.');
        }),
    ),
  );
}
