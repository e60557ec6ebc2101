import { fileURLToPath } from 'node:url';
import {
  booleanFlag,
  databaseVariables,
  drainVariables,
  logLevel,
  metricsAllowedFrom,
  originList,
  parseEnvironment,
  port,
  positiveWholeNumber,
  toDatabaseConfig,
  trustedProxies,
  type TrustedProxies,
  webUrl,
  withoutTrailingSlash,
  type DatabaseConfig,
  type LogLevel,
} from '@mindset/service-kit';
import { z } from 'zod';
import { BUS_PREFIX } from './live/subjects';

/** Where `npm start` keeps the embedded database and the uploaded photos (git-ignored). */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));
export const DEFAULT_FILES_DIR = fileURLToPath(new URL('../.data/files', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** The site, without a trailing slash: reset links point there. */
  publicSiteUrl: string;
  /** Origins whose state-changing requests are accepted (the site's own plus ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Over https the session cookie is Secure and named with the __Host- prefix. */
  secureCookies: boolean;
  database: DatabaseConfig;
  filesDir: string;
  /** smtp(s):// URL; null: mail goes to the log (and the dev mailbox page when it is on). */
  smtpUrl: string | null;
  mailFrom: string;
  /** The page listing sent mail, for development; never on in production. */
  devMailbox: boolean;
  /** Requests per client per minute: all, joining and signing in, sharing (posts and comments), direct messages. */
  rateLimit: { perMinute: number; accountsPerMinute: number; sharesPerMinute: number; messagesPerMinute: number };
  /** Wrong passwords one address may try for one email before each next try waits longer (auth/throttle.ts). */
  signIn: { freeFailures: number; windowMinutes: number };
  /** Whose X-Forwarded-For is believed: nobody, the nearest n hops, or the one proxy at these addresses. */
  trustProxy: TrustedProxies;
  logLevel: LogLevel;
  /** The drain's grace period: past it the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** How long a draining instance keeps serving while load balancers notice it is not ready. */
  shutdownDelayMs: number;
  /** Who may read /metrics: the scraper's addresses (METRICS_ALLOWED_FROM), never through a proxy. */
  metricsAllowedFrom: string[];
  /** The account with this email is the community's owner (docs/decisions/0110-roles-and-moderation.md). */
  ownerEmail: string | null;
  /** How often the scheduled jobs (outbox delivery, erasing accounts deleted 30 days ago) run. */
  jobIntervalMs: number;
  /**
   * How live events travel (docs/decisions/0100-live-bus.md): NATS JetStream when NATS_URL is set;
   * else in this process (PGlite), or NOTIFY between instances sharing a PostgreSQL server.
   */
  live: { path: 'in-process' | 'notify' } | { path: 'nats'; natsUrl: string; prefix: string };
  /** How long a DM or a mention waits before it is emailed; read in the app by then, it is not sent. */
  notificationEmailDelaySeconds: number;
  /**
   * The bearer secret payment-service's relay sends with contest receipts and results; null: the
   * internal route is not registered at all (docs/decisions/0141-contest-notices-from-payment-service.md).
   */
  memberNoticesSecret: string | null;
}

const smtpUrl = z.string().refine((value) => {
  try {
    return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an SMTP URL such as smtps://user:password@mail.example.com:465');

const environmentSchema = z
  .object({
    MEMBER_PORT: port.optional(),
    PORT: port.optional(),
    HOST: z.string().default('0.0.0.0'),
    NODE_ENV: z.string().default('development'),
    PUBLIC_SITE_URL: webUrl('the site').default('http://localhost:5173').transform(withoutTrailingSlash),
    ALLOWED_ORIGINS: originList.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
    ...databaseVariables(DEFAULT_PGLITE_DIR),
    MEMBER_FILES_DIR: z.string().default(DEFAULT_FILES_DIR),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: z.string().email('must be an email address').default('no-reply@mindset.example'),
    DEV_MAILBOX: booleanFlag.optional(),
    RATE_LIMIT_PER_MINUTE: positiveWholeNumber.default(600),
    RATE_LIMIT_ACCOUNTS_PER_MINUTE: positiveWholeNumber.default(20),
    RATE_LIMIT_SHARES_PER_MINUTE: positiveWholeNumber.default(30),
    RATE_LIMIT_MESSAGES_PER_MINUTE: positiveWholeNumber.default(60),
    SIGN_IN_MAX_FAILURES: positiveWholeNumber.default(5),
    SIGN_IN_WINDOW_MINUTES: positiveWholeNumber.default(15),
    TRUST_PROXY: trustedProxies.default(false),
    LOG_LEVEL: logLevel,
    ...drainVariables,
    METRICS_ALLOWED_FROM: metricsAllowedFrom,
    JOB_INTERVAL_MS: positiveWholeNumber.default(60_000),
    NATS_URL: z
      .string()
      .regex(/^(nats|tls):\/\/[^\s]+$/, 'must be a NATS URL such as nats://127.0.0.1:4222')
      .optional(),
    /** Keeps deployments (and test runs) sharing a NATS server apart: the stream and subject names. */
    NATS_PREFIX: z.string().regex(BUS_PREFIX, 'must be letters, digits, - or _ (at most 48)').optional(),
    /** Forces the path before the bus (NOTIFY), for the benchmark's comparison. */
    LIVE_BUS: z.enum(['nats', 'notify', 'in-process']).optional(),
    OWNER_EMAIL: z.string().email('must be an email address').optional(),
    NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
    MEMBER_NOTICES_SECRET: z.string().min(32, 'must be at least 32 characters of random text').optional(),
  })
  .superRefine((environment, context) => {
    if (environment.NATS_URL && !environment.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['NATS_URL'],
        message: 'needs DATABASE_URL (the relay and every instance share one PostgreSQL outbox)',
      });
    }
    if (environment.LIVE_BUS === 'nats' && !environment.NATS_URL) {
      context.addIssue({ code: 'custom', path: ['LIVE_BUS'], message: 'nats needs NATS_URL' });
    }
    if (environment.LIVE_BUS === 'notify' && !environment.DATABASE_URL) {
      context.addIssue({ code: 'custom', path: ['LIVE_BUS'], message: 'notify needs DATABASE_URL' });
    }
    if (environment.DATABASE_SCHEMA && !environment.DATABASE_URL) {
      context.addIssue({ code: 'custom', path: ['DATABASE_SCHEMA'], message: 'only applies with DATABASE_URL' });
    }
    if (environment.NODE_ENV === 'production' && environment.DEV_MAILBOX) {
      context.addIssue({
        code: 'custom',
        path: ['DEV_MAILBOX'],
        message: 'cannot be on in production (it would show password reset links to anyone)',
      });
    }
  });

export function loadConfig(environment: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const env = parseEnvironment(environmentSchema, environment, {
    secretVariables: ['SMTP_URL', 'NATS_URL', 'MEMBER_NOTICES_SECRET'],
  });
  const siteOrigin = new URL(env.PUBLIC_SITE_URL).origin;
  const production = env.NODE_ENV === 'production';
  return {
    port: env.MEMBER_PORT ?? env.PORT ?? 4343,
    host: env.HOST,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    allowedOrigins: [...new Set([siteOrigin, ...env.ALLOWED_ORIGINS])],
    secureCookies: siteOrigin.startsWith('https:'),
    database: toDatabaseConfig(env),
    filesDir: env.MEMBER_FILES_DIR,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    devMailbox: env.DEV_MAILBOX ?? !production,
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      accountsPerMinute: env.RATE_LIMIT_ACCOUNTS_PER_MINUTE,
      sharesPerMinute: env.RATE_LIMIT_SHARES_PER_MINUTE,
      messagesPerMinute: env.RATE_LIMIT_MESSAGES_PER_MINUTE,
    },
    signIn: { freeFailures: env.SIGN_IN_MAX_FAILURES, windowMinutes: env.SIGN_IN_WINDOW_MINUTES },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    metricsAllowedFrom: env.METRICS_ALLOWED_FROM,
    jobIntervalMs: env.JOB_INTERVAL_MS,
    live: livePath(env),
    ownerEmail: env.OWNER_EMAIL ?? null,
    notificationEmailDelaySeconds: env.NOTIFICATION_EMAIL_DELAY_SECONDS,
    memberNoticesSecret: env.MEMBER_NOTICES_SECRET ?? null,
  };
}

function livePath(env: {
  NATS_URL?: string | undefined;
  NATS_PREFIX?: string | undefined;
  LIVE_BUS?: 'nats' | 'notify' | 'in-process' | undefined;
  DATABASE_URL?: string | undefined;
  DATABASE_SCHEMA?: string | undefined;
}): Config['live'] {
  const path = env.LIVE_BUS ?? (env.NATS_URL ? 'nats' : env.DATABASE_URL ? 'notify' : 'in-process');
  if (path !== 'nats' || !env.NATS_URL) return { path: path === 'nats' ? 'in-process' : path };
  const prefix = env.NATS_PREFIX ?? `member_${env.DATABASE_SCHEMA ?? 'public'}`.slice(0, 48);
  return { path, natsUrl: env.NATS_URL, prefix };
}
