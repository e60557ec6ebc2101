import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ProviderName } from './storage/checkoutSessions';

/** Where `npm start` keeps its embedded database when DATABASE_URL is not set (git-ignored). */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** member-service on its local port (`npm start` runs both): the public keys of its identity tokens. */
const DEFAULT_MEMBER_JWKS_URL = 'http://127.0.0.1:4343/api/members/.well-known/jwks.json';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  { kind: 'postgres'; url: string; schema: string | null } | { kind: 'pglite'; dataDir: string };

/** Proxies whose X-Forwarded-For is believed: a hop count or their addresses, never "every hop". */
export type TrustedProxies = false | number | string[];

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
  databaseTimeouts: DatabaseTimeouts;
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
  shutdownTimeoutMs: number;
}

export interface DatabaseTimeouts {
  /** Opening a connection, handshake included. */
  connectMs: number;
  /** One statement, on the server (statement_timeout) and in the client (query_timeout). */
  statementMs: number;
  /** A transaction left open without a statement is ended by the server after this long. */
  idleInTransactionMs: number;
  /** How long start-up keeps retrying a database that does not answer before giving up. */
  startupWaitMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // One problem fits on one line, which is what a process supervisor shows.
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((value) => value <= 65535, 'must be a whole number from 0 to 65535');

const positiveWholeNumber = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a whole number of at least 1')
  .transform(Number);

function webUrl(what: string) {
  return z.string().refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, `must be an http(s) URL of ${what} without query or fragment, for example http://localhost:5173`);
}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/database');

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.length > 0 &&
      origins.every((origin) => {
        try {
          return new URL(origin).origin === origin;
        } catch {
          return false;
        }
      }),
    'must be a comma-separated list of origins such as http://localhost:5173 (scheme, host and port only)',
  );

const IP_ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

/**
 * How many proxies stand in front (a hop count) or which addresses they have. "true" would
 * believe any X-Forwarded-For a client sends, so it is refused.
 */
const trustedProxies = z.string().transform((value, context): TrustedProxies => {
  if (value === 'false' || value === '0') return false;
  if (/^[1-9]$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length > 0 && addresses.every((address) => IP_ADDRESS_OR_RANGE.test(address))) return addresses;
  context.addIssue({
    code: 'custom',
    message:
      'must be the number of proxies in front of the service (1 to 9) or a comma-separated list of their addresses (10.0.0.0/8, ::1); "true" would let any client choose its own address',
  });
  return z.NEVER;
});

const milliseconds = (minimum: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number of milliseconds of at least ${minimum}`)
    .transform(Number)
    .refine((value) => value >= minimum, `must be a whole number of milliseconds of at least ${minimum}`);

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
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (letters, digits, underscores)')
      .optional(),
    PGLITE_DIR: z.string().default(DEFAULT_PGLITE_DIR),
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
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100).default(3_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100).default(5_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(100).default(10_000),
    DATABASE_STARTUP_TIMEOUT_MS: milliseconds(0).default(60_000),
    REQUEST_TIMEOUT_MS: milliseconds(100).default(10_000),
    DOWNLOAD_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters of random text').optional(),
    MEMBER_JWKS_URL: webUrl("member-service's JWKS document").default(DEFAULT_MEMBER_JWKS_URL),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveWholeNumber.default(10_000),
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
  });

/** Values that may hold credentials: a problem with them is reported without echoing the value. */
const SECRET_VARIABLES = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
  'DOWNLOAD_TOKEN_SECRET',
  'RATE_LIMIT_REDIS_URL',
]);

/** Reads the configuration from the environment; every bad value is reported at once, in words. */
export function loadConfig(environment: NodeJS.ProcessEnv): Config {
  // An empty variable (common in compose files and CI) means "not set".
  const present = Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = present[name];
        const shown = value !== undefined && !SECRET_VARIABLES.has(name) ? ` (got ${JSON.stringify(value)})` : '';
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const env = parsed.data;
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
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA ?? null }
      : { kind: 'pglite', dataDir: env.PGLITE_DIR },
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startupWaitMs: env.DATABASE_STARTUP_TIMEOUT_MS,
    },
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
  };
}
