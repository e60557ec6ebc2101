import { fileURLToPath } from 'node:url';
import {
  booleanFlag,
  databaseVariables,
  logLevel,
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
  shutdownTimeoutMs: number;
  /** How often the scheduled jobs (outbox delivery, erasing accounts deleted 30 days ago) run. */
  jobIntervalMs: number;
  /** How long a DM or a mention waits before it is emailed; read in the app by then, it is not sent. */
  notificationEmailDelaySeconds: number;
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
    SHUTDOWN_TIMEOUT_MS: positiveWholeNumber.default(10_000),
    JOB_INTERVAL_MS: positiveWholeNumber.default(60_000),
    NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  })
  .superRefine((environment, context) => {
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
  const env = parseEnvironment(environmentSchema, environment, { secretVariables: ['SMTP_URL'] });
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
    jobIntervalMs: env.JOB_INTERVAL_MS,
    notificationEmailDelaySeconds: env.NOTIFICATION_EMAIL_DELAY_SECONDS,
  };
}
