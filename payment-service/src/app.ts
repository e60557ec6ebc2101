import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { BODY_LIMIT_BYTES, handleError, handleNotFound, rateLimitError } from './http/errors';
import { loggerOptions } from './http/logging';
import type { CheckoutProvider } from './providers/checkoutProvider';
import { sandboxProvider } from './providers/sandboxProvider';
import { createStripeClient, stripeProvider } from './providers/stripeProvider';
import { checkoutSessionRoutes } from './routes/checkoutSession';
import { contestRoutes } from './routes/contests';
import type { RouteContext } from './routes/context';
import { createPaymentRoutes } from './routes/createPayment';
import { downloadRoutes } from './routes/downloads';
import { healthRoutes } from './routes/health';
import { sandboxCheckoutRoutes } from './routes/sandboxCheckout';
import { stripeWebhookRoutes } from './routes/stripeWebhooks';
import type { Database } from './storage/database';

export interface AppDependencies {
  config: Config;
  /** Migrated and owned by the caller, who closes it after the app. */
  database: Database;
  /** Where log lines go; standard output unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Stripe when a secret key is configured, the embedded sandbox otherwise. */
function chooseProvider(config: Config): CheckoutProvider {
  const { secretKey, apiBase } = config.stripe;
  return secretKey ? stripeProvider(createStripeClient({ secretKey, apiBase }), config.publicSiteUrl) : sandboxProvider;
}

export function buildApp({ config, database, logStream }: AppDependencies): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Over-long ids reach the handlers, which answer "Checkout session not found" themselves.
    routerOptions: { maxParamLength: 300 },
    // Finish the requests in flight on close; idle keep-alive connections are closed at once.
    forceCloseConnections: 'idle',
  });
  const context: RouteContext = { config, database, provider: chooseProvider(config) };

  // Plain text would reach the JSON routes as a string; refusing it gives a clear 415 instead.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // A keep-alive socket whose request was in flight at shutdown would stay open until its
  // timeout and hold close() back; asking the client to close it lets shutdown finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });

  void app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  void app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type'],
    maxAge: 600,
  });
  void app.register(rateLimit, {
    max: config.rateLimit.perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: rateLimitError,
  });

  void app.register(async (routes) => {
    healthRoutes(routes, context);
    createPaymentRoutes(routes, context);
    checkoutSessionRoutes(routes, context);
    downloadRoutes(routes, context);
    contestRoutes(routes, context);
    stripeWebhookRoutes(routes, context);
    if (context.provider.name === 'sandbox') sandboxCheckoutRoutes(routes, context);
  });

  app.addHook('onReady', async () => {
    app.log.info(
      { provider: context.provider.name, database: database.kind, site: config.publicSiteUrl },
      'payment service ready',
    );
  });
  return app;
}
