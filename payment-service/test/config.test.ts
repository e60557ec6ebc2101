import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@mindset/service-kit';
import { DEFAULT_PGLITE_DIR, loadConfig } from '../src/config';

function problemsWith(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('runs with only PAYMENT_PROVIDER=sandbox set: PGlite in the package data folder, the local site', () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' })).toEqual({
      production: false,
      provider: 'sandbox',
      port: 4242,
      host: '0.0.0.0',
      publicSiteUrl: 'http://localhost:5173',
      publicServiceUrl: 'http://localhost:4242',
      allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      database: { kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR },
      databaseTimeouts: {
        connectionTimeoutMs: 3_000,
        statementTimeoutMs: 5_000,
        idleInTransactionTimeoutMs: 10_000,
        idleTimeoutMs: 30_000,
      },
      databaseStartupWaitMs: 60_000,
      requestTimeoutMs: 10_000,
      downloadTokenSecret: null,
      memberIdentity: {
        jwksUrl: 'http://127.0.0.1:4343/api/members/.well-known/jwks.json',
        issuer: 'http://localhost:5173',
      },
      stripe: { secretKey: null, webhookSecret: null, apiBase: null },
      rateLimit: {
        createPaymentPerMinute: 60,
        perMinute: 600,
        redisUrl: null,
        redisPrefix: 'payment-service:rate-limit:',
      },
      trustProxy: false,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      shutdownDelayMs: 0,
      metricsAllowedFrom: ['127.0.0.1', '::1'],
      memberNotices: null,
      jobIntervalMs: 10_000,
    });
    expect(DEFAULT_PGLITE_DIR).toMatch(/payment-service\/\.data\/pglite$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PAYMENT_PORT: '5000',
      PORT: '6000',
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: 'https://mindset.example/',
      PAYMENT_SERVICE_URL: 'https://pay.mindset.example',
      ALLOWED_ORIGINS: 'https://www.mindset.example, https://mindset.example',
      DATABASE_URL: 'postgres://user:pw@db.internal:5432/payments',
      DATABASE_SCHEMA: 'payments',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '30',
      RATE_LIMIT_PER_MINUTE: '300',
      TRUST_PROXY: '10.0.0.0/8, ::1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SHUTDOWN_DELAY_MS: '2000',
      METRICS_ALLOWED_FROM: '10.1.0.0/16, 127.0.0.1',
      MEMBER_JWKS_URL: 'https://mindset.example/api/members/.well-known/jwks.json',
    });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      publicSiteUrl: 'https://mindset.example',
      publicServiceUrl: 'https://pay.mindset.example',
      allowedOrigins: ['https://www.mindset.example', 'https://mindset.example'],
      database: { kind: 'postgres', url: 'postgres://user:pw@db.internal:5432/payments', schema: 'payments' },
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123' },
      rateLimit: { createPaymentPerMinute: 30, perMinute: 300 },
      trustProxy: ['10.0.0.0/8', '::1'],
      logLevel: 'warn',
      shutdownTimeoutMs: 5000,
      shutdownDelayMs: 2000,
      metricsAllowedFrom: ['10.1.0.0/16', '127.0.0.1'],
      // Tokens name the site as their issuer, as member-service (configured with the same site) writes it.
      memberIdentity: {
        jwksUrl: 'https://mindset.example/api/members/.well-known/jwks.json',
        issuer: 'https://mindset.example',
      },
    });
    expect(config.stripe.apiBase?.href).toBe('http://127.0.0.1:12111/');
  });

  it('falls back to PORT, treats empty variables as unset, and always allows the site origin', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'sandbox',
      PORT: '8080',
      PAYMENT_PORT: '',
      PUBLIC_SITE_URL: 'http://127.0.0.1:4000',
    });
    expect(config.port).toBe(8080);
    expect(config.allowedOrigins).toContain('http://127.0.0.1:4000');
  });

  it.each([
    [{ PAYMENT_PORT: 'abc' }, 'PAYMENT_PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [
      { PUBLIC_SITE_URL: 'localhost:5173' },
      'PUBLIC_SITE_URL must be an http(s) URL of the site without query or fragment, for example http://localhost:5173 (got "localhost:5173")',
    ],
    [{ PUBLIC_SITE_URL: 'ftp://site.example' }, 'PUBLIC_SITE_URL must be an http(s) URL of the site'],
    [
      { DATABASE_URL: 'mysql://root@localhost/db' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/database',
    ],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set, or paid sessions would never be confirmed',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)',
    ],
    [{ ALLOWED_ORIGINS: 'http://localhost:5173/app' }, 'ALLOWED_ORIGINS must be a comma-separated list of origins'],
    [
      { RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '0' },
      'RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE must be a whole number of at least 1 (got "0")',
    ],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be the number of proxies in front of the service (1 to 9)'],
    [{ TRUST_PROXY: 'true' }, '"true" would let any client choose its own address (got "true")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ DATABASE_SCHEMA: 'payments' }, 'DATABASE_SCHEMA only applies with DATABASE_URL'],
    [
      { METRICS_ALLOWED_FROM: 'everyone' },
      'METRICS_ALLOWED_FROM must be a comma-separated list of addresses or ranges',
    ],
    [{ SHUTDOWN_DELAY_MS: '-1' }, 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds of at least 0'],
    [
      { MEMBER_JWKS_URL: 'member-service/jwks.json' },
      `MEMBER_JWKS_URL must be an http(s) URL of member-service's JWKS document without query or fragment`,
    ],
    [
      { DATABASE_URL: 'postgres://localhost/x', DATABASE_SCHEMA: 'drop table;' },
      'DATABASE_SCHEMA must be a lower-case SQL identifier',
    ],
  ])('refuses %j with a clear message', (environment, message) => {
    expect(problemsWith(environment).join('\n')).toContain(message);
  });

  it('reports every problem at once and never echoes a secret', () => {
    const problems = problemsWith({
      PAYMENT_PORT: 'x',
      STRIPE_SECRET_KEY: 'sk_test_secretvalue',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toMatch(/secretvalue|hunter2/);
  });
});

describe('starting the service with a bad configuration', () => {
  it('exits with status 1 and says what is wrong', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, PAYMENT_PORT: 'not-a-port', STRIPE_SECRET_KEY: 'sk_test_abc' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('payment-service: Invalid configuration:');
    expect(result.stderr).toContain('PAYMENT_PORT must be a whole number from 0 to 65535 (got "not-a-port")');
    expect(result.stderr).toContain('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  });
});
