import { fileURLToPath } from 'node:url';
import {
  DEFAULT_POOL_TIMEOUTS,
  databaseVariables,
  drainVariables,
  logLevel,
  metricsAllowedFrom,
  milliseconds,
  originList,
  parseEnvironment,
  port,
  positiveWholeNumber,
  toDatabaseConfig,
  trustedProxies,
  webUrl,
  withoutTrailingSlash,
  type DatabaseConfig,
  type LogLevel,
  type PoolTimeouts,
  type TrustedProxies,
} from '@mindset/service-kit';
import { z } from 'zod';
import type { NoticeTarget } from './members/noticeRelay';
import type { ProviderName } from './storage/checkoutSessions';

/** Where `npm start` keeps its embedded database when DATABASE_URL is not set (git-ignored). */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** member-service on its local port (`npm start` runs both): the public keys of its identity tokens. */
const DEFAULT_MEMBER_JWKS_URL = 'http://127.0.0.1:4343/api/members/.well-known/jwks.json';

export interface Config {
  /** NODE_ENV=production: the sandbox is refused and secrets must be configured. */
  production: boolean;
  provider: ProviderName;
  port: number;
  host: string;
  /** The site's origin (and path prefix), without a trailing slash: success and cancel pages live there. */
  publicSiteUrl: string;
  /** This service's public base URL for links it hands out (the sandbox checkout page); never taken from a request. */
  publicServiceUrl: string;
  /** Origins allowed by CORS: ALLOWED_ORIGINS plus the site's own origin. */
  allowedOrigins: string[];
  database: DatabaseConfig;
  databaseTimeouts: PoolTimeouts;
  /** How long start-up keeps retrying a database that does not answer before giving up. */
  databaseStartupWaitMs: number;
  /** A request's headers and body must arrive within this long, or the connection is closed. */
  requestTimeoutMs: number;
  /** Signs the short-lived download tokens; random per process when not configured (one instance only). */
  downloadTokenSecret: string | null;
  /** Where member-service publishes the public keys of its identity tokens, and the issuer they must name. */
  memberIdentity: { jwksUrl: string; issuer: string };
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    /** Another address for Stripe's API (stripe-mock, a test double); null: Stripe itself. */
    apiBase: URL | null;
  };
  rateLimit: {
    createPaymentPerMinute: number;
    perMinute: number;
    /** A shared store: instances using the same one apply one limit together. */
    redisUrl: string | null;
    redisPrefix: string;
  };
  trustProxy: TrustedProxies;
  logLevel: LogLevel;
  /** The drain's grace period: past it the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** How long a draining instance keeps serving while load balancers notice it is not ready. */
  shutdownDelayMs: number;
  /** Who may read /metrics: the scraper's addresses (METRICS_ALLOWED_FROM), never through a proxy. */
  metricsAllowedFrom: string[];
  /**
   * Where contest receipts and results go (member-service's internal route and its secret); null:
   * the relay does not run and the notices wait (docs/decisions/0141-contest-notices-from-payment-service.md).
   */
  memberNotices: NoticeTarget | null;
  /** How often the job timer runs: the notice relay each time, the retention sweep once an hour. */
  jobIntervalMs: number;
}

const environmentSchema = z
  .object({
    PAYMENT_PORT: port.optional(),
    PORT: port.optional(),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_SITE_URL: webUrl('the site').default('http://localhost:5173').transform(withoutTrailingSlash),
    NODE_ENV: z.string().optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).optional(),
    PAYMENT_SERVICE_URL: webUrl('this service').transform(withoutTrailingSlash).optional(),
    ALLOWED_ORIGINS: originList.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
    ...databaseVariables(DEFAULT_PGLITE_DIR),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
    STRIPE_API_BASE: webUrl("Stripe's API").optional(),
    RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: positiveWholeNumber.default(60),
    RATE_LIMIT_PER_MINUTE: positiveWholeNumber.default(600),
    RATE_LIMIT_REDIS_URL: z
      .string()
      .refine((value) => /^rediss?:\/\/[^/]/.test(value), 'must be a Redis URL such as redis://127.0.0.1:6379')
      .optional(),
    RATE_LIMIT_REDIS_PREFIX: z.string().default('payment-service:rate-limit:'),
    TRUST_PROXY: trustedProxies.default(false),
    // Tighter than the kit's defaults: a payment request waits on the database only briefly.
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100).default(3_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100).default(5_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(100).default(10_000),
    DATABASE_STARTUP_TIMEOUT_MS: milliseconds(0).default(60_000),
    REQUEST_TIMEOUT_MS: milliseconds(100).default(10_000),
    DOWNLOAD_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters of random text').optional(),
    MEMBER_JWKS_URL: webUrl("member-service's JWKS document").default(DEFAULT_MEMBER_JWKS_URL),
    LOG_LEVEL: logLevel,
    ...drainVariables,
    METRICS_ALLOWED_FROM: metricsAllowedFrom,
    MEMBER_SERVICE_URL: webUrl('member-service').transform(withoutTrailingSlash).optional(),
    MEMBER_NOTICES_SECRET: z.string().min(32, 'must be at least 32 characters of random text').optional(),
    JOB_INTERVAL_MS: positiveWholeNumber.default(10_000),
  })
  .superRefine((environment, context) => {
    const production = environment.NODE_ENV === 'production';
    const provider = environment.PAYMENT_PROVIDER ?? (environment.STRIPE_SECRET_KEY ? 'stripe' : null);
    // Fail closed: the sandbox marks any checkout paid for free, so it never runs by default.
    if (provider === null) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is not set and there is no STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or PAYMENT_PROVIDER=sandbox for a test environment',
      });
    } else if (provider === 'sandbox' && production) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'sandbox is refused with NODE_ENV=production: its Pay button marks any checkout paid for free',
      });
    } else if (provider === 'stripe' && !environment.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required with PAYMENT_PROVIDER=stripe',
      });
    }
    if (production && !environment.DOWNLOAD_TOKEN_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['DOWNLOAD_TOKEN_SECRET'],
        message: 'is required with NODE_ENV=production, so every instance signs and accepts the same download links',
      });
    }
    if (environment.STRIPE_SECRET_KEY && !environment.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set, or paid sessions would never be confirmed',
      });
    }
    if (environment.DATABASE_SCHEMA && !environment.DATABASE_URL) {
      context.addIssue({ code: 'custom', path: ['DATABASE_SCHEMA'], message: 'only applies with DATABASE_URL' });
    }
    if (environment.MEMBER_NOTICES_SECRET && !environment.MEMBER_SERVICE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['MEMBER_NOTICES_SECRET'],
        message: "needs MEMBER_SERVICE_URL, member-service's address, where contest receipts and results are sent",
      });
    }
  });

/**
 * Reads the configuration from the environment; every bad value is reported at once, in words,
 * never echoing a value that may hold a credential (DATABASE_URL is never echoed either).
 */
export function loadConfig(environment: NodeJS.ProcessEnv): Config {
  const env = parseEnvironment(environmentSchema, environment, {
    secretVariables: [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'DOWNLOAD_TOKEN_SECRET',
      'RATE_LIMIT_REDIS_URL',
      'MEMBER_NOTICES_SECRET',
    ],
  });
  const siteOrigin = new URL(env.PUBLIC_SITE_URL).origin;
  const port = env.PAYMENT_PORT ?? env.PORT ?? 4242;
  return {
    production: env.NODE_ENV === 'production',
    provider: env.PAYMENT_PROVIDER ?? 'stripe',
    port,
    host: env.HOST,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    // Never the request's Host: a link handed out must not point wherever a client said it was.
    publicServiceUrl: env.PAYMENT_SERVICE_URL ?? `http://localhost:${port}`,
    allowedOrigins: [...new Set([...env.ALLOWED_ORIGINS, siteOrigin])],
    database: toDatabaseConfig(env),
    databaseTimeouts: {
      ...DEFAULT_POOL_TIMEOUTS,
      connectionTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    databaseStartupWaitMs: env.DATABASE_STARTUP_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    downloadTokenSecret: env.DOWNLOAD_TOKEN_SECRET ?? null,
    // member-service names the site as the issuer of its tokens: both services serve one site.
    memberIdentity: { jwksUrl: env.MEMBER_JWKS_URL, issuer: env.PUBLIC_SITE_URL },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
    },
    rateLimit: {
      createPaymentPerMinute: env.RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE,
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      redisUrl: env.RATE_LIMIT_REDIS_URL ?? null,
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    metricsAllowedFrom: env.METRICS_ALLOWED_FROM,
    // Both halves or nothing: without the secret the notices wait, as member-service has no route for them.
    memberNotices:
      env.MEMBER_SERVICE_URL && env.MEMBER_NOTICES_SECRET
        ? { memberServiceUrl: env.MEMBER_SERVICE_URL, secret: env.MEMBER_NOTICES_SECRET }
        : null,
    jobIntervalMs: env.JOB_INTERVAL_MS,
  };
}
