import { isIP } from 'node:net';
import { z } from 'zod';
import type { DatabaseConfig } from './database';
import { SQL_IDENTIFIER } from './migrations';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Every problem with the environment, reported at once on one line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((value) => value <= 65535, 'must be a whole number from 0 to 65535');

export const positiveWholeNumber = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a whole number of at least 1')
  .transform(Number);

export function webUrl(what: string) {
  return z.string().refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, `must be an http(s) URL of ${what} without query or fragment, for example http://localhost:5173`);
}

export const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

export const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/database');

export const originList = z
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

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  })
  .default('info');

/** A duration setting in whole milliseconds, at least `minimum`. */
export const milliseconds = (minimum: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number of milliseconds of at least ${minimum}`)
    .transform(Number)
    .refine((value) => value >= minimum, `must be a whole number of milliseconds of at least ${minimum}`);

/** Proxies whose X-Forwarded-For is believed: a hop count or their addresses, never "every hop". */
export type TrustedProxies = false | number | string[];

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(entry: string): boolean {
  const [ip, bits, extra] = entry.split('/');
  if (!ip || extra !== undefined || isIP(ip) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
}

/**
 * How many proxies stand in front (a hop count) or which addresses they have. "true" would
 * believe any X-Forwarded-For a client sends, so it is refused.
 */
export const trustedProxies = z.string().transform((value, context): TrustedProxies => {
  if (value === 'false' || value === '0') return false;
  if (/^[1-9]$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length > 0 && addresses.every(isAddressOrRange)) return addresses;
  context.addIssue({
    code: 'custom',
    message:
      'must be the number of proxies in front of the service (1 to 9) or a comma-separated list of their addresses (10.0.0.0/8, ::1); "true" would let any client choose its own address',
  });
  return z.NEVER;
});

/** Addresses or CIDR ranges allowed to read /metrics (METRICS_ALLOWED_FROM); loopback by default. */
export const metricsAllowedFrom = z
  .string()
  .transform((value, context) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be a comma-separated list of addresses or ranges, such as 127.0.0.1,::1,10.0.0.0/8',
    });
    return z.NEVER;
  })
  .default(['127.0.0.1', '::1']);

/**
 * The drain's settings (service-kit's lifecycle.ts): the grace period (SHUTDOWN_TIMEOUT_MS) and how
 * long the instance keeps serving once not ready (SHUTDOWN_DELAY_MS), both within the grace period.
 */
export const drainVariables = {
  SHUTDOWN_TIMEOUT_MS: positiveWholeNumber.default(10_000),
  SHUTDOWN_DELAY_MS: milliseconds(0).default(0),
};

/** The variables every service reads for its database; `defaultPgliteDir` is the service's own folder. */
export function databaseVariables(defaultPgliteDir: string) {
  return {
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(SQL_IDENTIFIER, 'must be a lower-case SQL identifier (letters, digits, underscores)')
      .optional(),
    PGLITE_DIR: z.string().default(defaultPgliteDir),
  };
}

export function toDatabaseConfig(env: {
  DATABASE_URL?: string | undefined;
  DATABASE_SCHEMA?: string | undefined;
  PGLITE_DIR: string;
}): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA ?? null }
    : { kind: 'pglite', dataDir: env.PGLITE_DIR };
}

export interface ParseOptions {
  /** Variables whose value must never be echoed in a message (keys, passwords, URLs with credentials). */
  secretVariables?: readonly string[];
}

/**
 * Parses the environment with `schema`; an empty variable counts as unset. Any bad value throws a
 * ConfigError naming each variable and, unless secret, the value it had.
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  environment: NodeJS.ProcessEnv | Record<string, string | undefined>,
  { secretVariables = [] }: ParseOptions = {},
): z.output<Schema> {
  const present = Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const secrets = new Set(['DATABASE_URL', ...secretVariables]);
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      const shown = value !== undefined && !secrets.has(name) ? ` (got ${JSON.stringify(value)})` : '';
      return `${name} ${issue.message}${shown}`;
    }),
  );
}

/** For a service's entry point: a bad configuration prints one line and exits 1 (fail closed). */
export function loadConfigOrExit<Config>(serviceName: string, load: () => Config): Config {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${serviceName}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
