import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where `npm start` keeps its embedded database when DATABASE_URL is not set (git-ignored). */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  { kind: 'postgres'; url: string; schema: string | null } | { kind: 'pglite'; dataDir: string };

export interface Config {
  port: number;
  host: string;
  /** The site's origin (and path prefix), without a trailing slash: success and cancel pages live there. */
  publicSiteUrl: string;
  /** This service's public base URL for links it hands out (the sandbox checkout page); null: taken from the request. */
  publicServiceUrl: string | null;
  /** Origins allowed by CORS: ALLOWED_ORIGINS plus the site's own origin. */
  allowedOrigins: string[];
  database: DatabaseConfig;
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    /** Another address for Stripe's API (stripe-mock, a test double); null: Stripe itself. */
    apiBase: URL | null;
  };
  rateLimit: { createPaymentPerMinute: number; perMinute: number };
  trustProxy: boolean;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
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

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z
  .object({
    PAYMENT_PORT: port.optional(),
    PORT: port.optional(),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_SITE_URL: webUrl('the site').default('http://localhost:5173').transform(withoutTrailingSlash),
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
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveWholeNumber.default(10_000),
  })
  .superRefine((environment, context) => {
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
const SECRET_VARIABLES = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'DATABASE_URL']);

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
  return {
    port: env.PAYMENT_PORT ?? env.PORT ?? 4242,
    host: env.HOST,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    publicServiceUrl: env.PAYMENT_SERVICE_URL ?? null,
    allowedOrigins: [...new Set([...env.ALLOWED_ORIGINS, siteOrigin])],
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA ?? null }
      : { kind: 'pglite', dataDir: env.PGLITE_DIR },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
    },
    rateLimit: {
      createPaymentPerMinute: env.RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE,
      perMinute: env.RATE_LIMIT_PER_MINUTE,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}
