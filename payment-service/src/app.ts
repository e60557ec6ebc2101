import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  createService,
  databasePoolMetrics,
  healthRoutes,
  rateLimitError,
  type Database,
  type Tracing,
} from '@mindset/service-kit';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { downloadTokens } from './downloads/downloadTokens';
import { maskSessionIds } from './http/logging';
import { securityHeaders } from './http/securityHeaders';
import { memberIdentity } from './members/memberIdentity';
import { relayMemberNotices } from './members/noticeRelay';
import { zodResponseSerializer } from './http/serializer';
import type { CheckoutProvider } from './providers/checkoutProvider';
import { sandboxProvider } from './providers/sandboxProvider';
import { createStripeClient, stripeProvider } from './providers/stripeProvider';
import { checkoutSessionRoutes } from './routes/checkoutSession';
import { contestDrawRoutes } from './contests/routes';
import { contestRoutes } from './routes/contests';
import type { RouteContext, TypedApp } from './routes/context';
import { createPaymentRoutes } from './routes/createPayment';
import { downloadRoutes } from './routes/downloads';
import { purchaseRoutes } from './routes/purchases';
import { sandboxCheckoutRoutes } from './routes/sandboxCheckout';
import { stripeWebhookRoutes } from './routes/stripeWebhooks';
import { MIGRATIONS } from './storage/migrations';
import { purgeExpiredData } from './storage/retention';

export interface AppDependencies {
  config: Config;
  /** Migrated and owned by the caller, who closes it after the app. */
  database: Database;
  /** Where log lines go; standard output unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Spans per request, when the OTEL_* variables turned traces on (main.ts). */
  tracing?: Tracing | null;
}

/** The largest JSON body accepted anywhere except the Stripe webhook; a payment request is far smaller. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** payment-service takes JSON only, and says so; its router errors name the URL. */
const FRAMEWORK_MESSAGES = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send JSON with Content-Type: application/json.',
  FST_ERR_BAD_URL: 'The address of this request is not a valid URL.',
};

/** How often data past its retention period is purged (docs/security.md, "Retention"). */
const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The provider the configuration chose explicitly; config.ts refuses any other combination. */
function chooseProvider(config: Config): CheckoutProvider {
  const { secretKey, apiBase } = config.stripe;
  if (config.provider === 'sandbox') return sandboxProvider;
  if (!secretKey) throw new Error('PAYMENT_PROVIDER=stripe without STRIPE_SECRET_KEY');
  return stripeProvider(createStripeClient({ secretKey, apiBase }), config.publicSiteUrl);
}

/** A shared store makes several instances apply one limit; a Redis that does not answer never blocks a request. */
function rateLimitStore(config: Config): Redis | null {
  if (!config.rateLimit.redisUrl) return null;
  return new Redis(config.rateLimit.redisUrl, {
    connectTimeout: 1_000,
    // A command waits at most this long (queued while connecting included), then the request goes through.
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
}

export function buildApp({ config, database, logStream, tracing }: AppDependencies): TypedApp {
  const app = createService({
    logLevel: config.logLevel,
    logStream,
    maskUrl: maskSessionIds,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Headers must arrive quickly; the whole request (a body sent a byte at a time) within REQUEST_TIMEOUT_MS.
    headersTimeoutMs: Math.min(5_000, config.requestTimeoutMs),
    requestTimeoutMs: config.requestTimeoutMs,
    // Over-long ids reach the handlers, which answer "Checkout session not found" themselves.
    maxParamLength: 300,
    // helmet's headers, worked out once (docs/decisions/0029-precomputed-headers-and-shared-health-check.md).
    headers: securityHeaders(),
    frameworkMessages: FRAMEWORK_MESSAGES,
    tracing,
    metricsAllowedFrom: config.metricsAllowedFrom,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer);

  const context: RouteContext = {
    config,
    database,
    provider: chooseProvider(config),
    downloadTokens: downloadTokens(config.downloadTokenSecret),
    memberIdentity: memberIdentity(config.memberIdentity, app.log),
  };

  void app.register(swagger, {
    openapi: {
      info: {
        title: 'payment-service',
        description: 'Checkout sessions, payment confirmation and paid downloads of the Mindset site.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  void app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    // Authorization carries a member's identity token (create-payment, purchases).
    allowedHeaders: ['content-type', 'authorization'],
    maxAge: 600,
  });
  databasePoolMetrics(app.metrics, database);
  const redis = rateLimitStore(config);
  void app.register(rateLimit, {
    max: config.rateLimit.perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: rateLimitError,
    ...(redis ? { redis, nameSpace: config.rateLimit.redisPrefix, skipOnError: true } : {}),
  });

  void app.register(async (routes) => {
    healthRoutes(routes, { database, migrationIds: MIGRATIONS.map((migration) => migration.id) });
    createPaymentRoutes(routes, context);
    checkoutSessionRoutes(routes, context);
    downloadRoutes(routes, context);
    purchaseRoutes(routes, context);
    contestRoutes(routes, context);
    contestDrawRoutes(routes, context);
    stripeWebhookRoutes(routes, context);
    if (context.provider.name === 'sandbox') sandboxCheckoutRoutes(routes, context);
    routes.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  });

  // The job timer: every JOB_INTERVAL_MS the notice relay, once an hour the retention sweep. A run
  // still going when the next is due is not doubled.
  let jobTimer: NodeJS.Timeout | undefined;
  let lastSweep = 0;
  let running: Promise<void> | null = null;
  const sweep = () =>
    purgeExpiredData(database).then(
      (purged) => app.log.info(purged, 'expired data purged'),
      (error: unknown) => app.log.error({ err: error }, 'expired data could not be purged'),
    );
  const { memberNotices } = config;
  const relay = () =>
    memberNotices
      ? relayMemberNotices(database, memberNotices, app.log).then(
          (run) => {
            if (run.delivered > 0) app.log.info(run, 'member notices relayed');
          },
          (error: unknown) => app.log.error({ err: error }, 'member notices could not be relayed'),
        )
      : Promise.resolve();
  const runJobs = () => {
    if (running) return;
    const sweepDue = Date.now() - lastSweep >= RETENTION_SWEEP_INTERVAL_MS;
    if (sweepDue) lastSweep = Date.now();
    running = Promise.all([sweepDue ? sweep() : undefined, relay()]).then(() => {
      running = null;
    });
  };
  app.addHook('onReady', async () => {
    app.log.info(
      { provider: context.provider.name, database: database.kind, site: config.publicSiteUrl },
      'payment service ready',
    );
    runJobs();
    jobTimer = setInterval(runJobs, config.jobIntervalMs).unref();
  });
  app.addHook('onClose', async () => {
    // A run in flight is not waited for (a database that stopped answering would hold the close):
    // a relay cut short leaves its notices claimed, and they are due again after the claim's minute.
    clearInterval(jobTimer);
    redis?.disconnect();
  });
  return app;
}
