import { ConfigError } from '@mindset/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestService, type TestService } from './support/testApp';

describe('configuration', () => {
  it('has working defaults for npm start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4343,
      publicSiteUrl: 'http://localhost:5173',
      secureCookies: false,
      devMailbox: true,
      smtpUrl: null,
      database: { kind: 'pglite' },
    });
  });

  it('uses a Secure __Host- cookie when the site is on https', () => {
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://mindset.example' })).toMatchObject({
      secureCookies: true,
      allowedOrigins: expect.arrayContaining(['https://mindset.example']),
    });
  });

  it('keeps the dev mailbox off in production, and refuses to turn it on there', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(
      'Invalid configuration: DEV_MAILBOX cannot be on in production',
    );
  });

  it('fails closed on one line, without echoing the SMTP password', () => {
    let error: unknown;
    try {
      loadConfig({ MEMBER_PORT: '99999', SMTP_URL: 'http://user:secret@mail.example' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toBe(
      'Invalid configuration: MEMBER_PORT must be a whole number from 0 to 65535 (got "99999"); ' +
        'SMTP_URL must be an SMTP URL such as smtps://user:password@mail.example.com:465',
    );
    expect(message).not.toContain('secret');
  });
});

describe('service basics', () => {
  let service: TestService;
  let production: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite');
    production = await startTestService('pglite', {
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://mindset.example',
    });
  });
  afterAll(async () => {
    await service.close();
    await production.close();
  });

  it('answers /health with the database state', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is ready once the database, its migrations and the live hub are, and counts what a platform team watches', async () => {
    const ready = await service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', live: 'ok' } });
    expect((await service.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });

    const metrics = (await service.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const name of [
      'http_request_duration_seconds_count{method="GET",route="/health/ready",status_code="200"}',
      'live_sockets 0',
      'live_deliveries_total',
      'live_relay_lag_seconds',
      'sign_in_hashing_queued',
      'sign_in_hashing_running',
    ])
      expect(metrics).toContain(name);
    // Reached through the site's proxy, /metrics is not there.
    const proxied = await service.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('describes every route in /openapi.json', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/members/accounts',
        '/api/members/session',
        '/api/members/me/profile',
        '/api/members/me/photo',
        '/api/members/me/export',
        '/api/members/identity-token',
        '/api/members/.well-known/jwks.json',
      ]),
    );
    const join = document.paths['/api/members/accounts'].post;
    expect(Object.keys(join.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
  });

  it('seeds the sample community and hub members, who cannot be signed in as', async () => {
    const rows = await service.db.database.query<{ username: string; password_hash: string | null }>(
      'SELECT username, password_hash FROM members WHERE is_sample ORDER BY username',
    );
    expect(rows.map((row) => row.username)).toEqual([
      'alex.mindset',
      'david.victor',
      'emma.focus',
      'james.leads',
      'lena.breathes',
      'marcus.rise',
      'priya.reflects',
      'sarah.growth',
    ]);
    expect(rows.every((row) => row.password_hash === null)).toBe(true);
  });

  it('has no dev mailbox in production, and a Secure __Host- session cookie over https', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/api/members/dev/mailbox' })).statusCode).toBe(404);
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/members/accounts',
      headers: { origin: 'https://mindset.example' },
      payload: { name: 'Secure Sue', email: 'sue@example.org', password: 'sue-password' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies[0]).toMatchObject({
      name: '__Host-mindset_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(response.cookies[0]?.domain).toBeUndefined();
  });

  it('rate-limits joining and signing in per address', async () => {
    const limited = await startTestService('pglite', { RATE_LIMIT_ACCOUNTS_PER_MINUTE: '2' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/members/session',
          headers: { origin: 'http://localhost:5173' },
          payload: { email: 'x@example.org', password: 'whatever-1' },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        error: 'Too many requests from this address; please wait a minute and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});
