/**
 * Sign-in protection that protects the members: behind the site's proxy each client is limited on
 * its own real address (a made-up X-Forwarded-For changes nothing), and wrong passwords slow down
 * one email from one address without ever keeping its owner out from another.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@mindset/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { SIGN_IN_FAILED, tooManyAttempts } from '../src/accounts/routes';
import { Browser, join, SITE_ORIGIN, startTestService, type TestService } from './support/testApp';

const PROXY_MODULE = new URL('../../tooling/memberProxy.mjs', import.meta.url).href;
type ForwardMembers = (request: IncomingMessage, response: ServerResponse) => boolean;
const proxyModule = z.object({
  attachMemberProxy: z.custom<(server: Server) => ForwardMembers>((value) => typeof value === 'function'),
});
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const RATE_LIMITED = 'Too many requests from this address; please wait a minute and try again.';

describe('per-address limits behind the site’s proxy (TRUST_PROXY names the proxy)', () => {
  let service: TestService;
  let site: Server;

  beforeAll(async () => {
    service = await startTestService('pglite', { TRUST_PROXY: '127.0.0.1,::1', RATE_LIMIT_ACCOUNTS_PER_MINUTE: '3' });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${portOf(service.app.server)}`;
    const { attachMemberProxy } = proxyModule.parse(await import(PROXY_MODULE));
    site = createServer((request, response) => {
      if (!forward(request, response)) response.end('the site');
    });
    const forward = attachMemberProxy(site);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    delete process.env.MEMBER_SERVICE_URL;
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await service.close();
  });

  /** A sign-in through the proxy from `from` (a loopback address of its own), with any extra headers. */
  function signInFrom(from: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; error: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: portOf(site),
          localAddress: from,
          method: 'POST',
          path: '/api/members/session',
          headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
        },
        (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 0,
              error: z.object({ error: z.string() }).parse(JSON.parse(body)).error,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify({ email: 'nobody@example.org', password: 'not the one' }));
    });
  }

  it('limits two clients separately, and a forged X-Forwarded-For neither escapes nor borrows a limit', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await signInFrom('127.0.0.2')).toEqual({ status: 401, error: SIGN_IN_FAILED });
    }
    expect(await signInFrom('127.0.0.2')).toEqual({ status: 429, error: RATE_LIMITED });
    // A made-up address from the limited client changes nothing: the proxy replaces the header.
    expect(await signInFrom('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toEqual({
      status: 429,
      error: RATE_LIMITED,
    });
    // Another client is not locked out by the first (before, every visitor was the proxy's address)…
    expect(await signInFrom('127.0.0.3')).toEqual({ status: 401, error: SIGN_IN_FAILED });
    // …and naming the limited client's address does not put it into that client's budget.
    expect(await signInFrom('127.0.0.4', { 'x-forwarded-for': '127.0.0.2' })).toEqual({
      status: 401,
      error: SIGN_IN_FAILED,
    });
  });

  it('replaces a client’s X-Forwarded-For with the address the proxy sees (never appends to it)', async () => {
    const seen: (string | undefined)[] = [];
    const upstream = createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for']?.toString());
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ error: 'Seen.' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const service = process.env.MEMBER_SERVICE_URL;
    process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${portOf(upstream)}`;
    try {
      await signInFrom('127.0.0.5', { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' });
      await signInFrom('127.0.0.6');
      expect(seen).toEqual(['127.0.0.5', '127.0.0.6']);
    } finally {
      process.env.MEMBER_SERVICE_URL = service;
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('refuses TRUST_PROXY=true (any client could name its own address); takes a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('wrong passwords slow down one email from one address, never its owner elsewhere', () => {
  let service: TestService;
  const owner = { name: 'Olive Owner', email: 'olive@example.org', password: 'olive-password-1' };
  const ATTACKER = '198.51.100.66';
  const OWNER_ELSEWHERE = '192.0.2.7';

  beforeAll(async () => {
    service = await startTestService('pglite', { RATE_LIMIT_ACCOUNTS_PER_MINUTE: '1000' });
    await join(new Browser(service.app), owner);
  });
  afterAll(() => service.close());

  const signIn = (remoteAddress: string, password: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/members/session',
      remoteAddress,
      headers: { origin: SITE_ORIGIN },
      payload: { email: owner.email, password },
    });

  it('lets the owner in from another address after the attacker’s 5+ wrong passwords, and makes the attacker wait longer each time', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(ATTACKER, `guess ${attempt}`)).json()).toEqual({ error: SIGN_IN_FAILED });
    }
    const held = await signIn(ATTACKER, 'guess 6');
    expect([held.statusCode, held.json(), held.headers['retry-after']]).toEqual([
      429,
      { error: tooManyAttempts(30) },
      '30',
    ]);
    expect(tooManyAttempts(30)).toBe(
      'Too many wrong passwords for this email from here. Please wait 30 seconds and try again.',
    );
    // Even the right password waits from the attacker's address: the wait reveals nothing.
    expect((await signIn(ATTACKER, owner.password)).statusCode).toBe(429);

    const ownerIn = await signIn(OWNER_ELSEWHERE, owner.password);
    expect(ownerIn.statusCode).toBe(200);
    expect(ownerIn.json()).toMatchObject({ member: { name: owner.name } });

    // The owner's success does not lift the attacker's wait; once it passes, one more wrong guess doubles it.
    expect((await signIn(ATTACKER, 'guess 7')).statusCode).toBe(429);
    await service.db.database.query(`UPDATE sign_in_failures SET failed_at = failed_at - interval '31 seconds'`);
    expect((await signIn(ATTACKER, 'guess 8')).json()).toEqual({ error: SIGN_IN_FAILED });
    const longer = await signIn(ATTACKER, 'guess 9');
    expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, '60']);
  });
});
