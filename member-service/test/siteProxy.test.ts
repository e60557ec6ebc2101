import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './support/testApp';

interface MemberProxyModule {
  attachMemberProxy(server: Server): (request: unknown, response: unknown) => boolean;
}

const PROXY_MODULE = new URL('../../tooling/memberProxy.mjs', import.meta.url).href;
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

/** The site's server in miniature: the proxy hook first, then "the site" for every other path. */
async function startSite(): Promise<Server> {
  const { attachMemberProxy } = (await import(PROXY_MODULE)) as MemberProxyModule;
  const site = createServer((request, response) => {
    if (forward(request, response)) return;
    response.end('the site');
  });
  const forward = attachMemberProxy(site);
  await listen(site);
  return site;
}

function call(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}

describe("the site's /api/members proxy (tooling/memberProxy.mjs)", () => {
  let service: TestService;
  let site: Server;
  beforeAll(async () => {
    service = await startTestService('pglite');
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${portOf(service.app.server)}`;
    site = await startSite();
  });
  afterAll(async () => {
    delete process.env.MEMBER_SERVICE_URL;
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await service.close();
  });

  it('forwards join and session on the site origin, cookie included, and leaves other paths to the site', async () => {
    const port = portOf(site);
    const joined = await call(
      port,
      'POST',
      '/api/members/accounts',
      { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      JSON.stringify({ name: 'Proxy Pat', email: 'pat@example.org', password: 'pat-password' }),
    );
    expect(joined.status).toBe(201);
    const cookie = String(joined.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^mindset_session=/);
    const session = await call(port, 'GET', '/api/members/session', { cookie });
    expect(JSON.parse(session.body).member.name).toBe('Proxy Pat');
    expect((await call(port, 'GET', '/community')).body).toBe('the site');
    expect((await call(port, 'GET', '/api/membership')).body).toBe('the site');
  });

  it('answers 502 {error} when member-service is down', async () => {
    process.env.MEMBER_SERVICE_URL = 'http://127.0.0.1:1';
    try {
      const answer = await call(portOf(site), 'GET', '/api/members/session');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'The member service is not reachable right now. Please try again in a moment.',
      });
    } finally {
      process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${portOf(service.app.server)}`;
    }
  });

  it('passes a WebSocket upgrade through, then the bytes both ways', async () => {
    // A stand-in upstream that accepts the upgrade and echoes, since live updates come in part 2.
    const upstream = createServer();
    upstream.on('upgrade', (request, socket) => {
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nx-path: ${request.url}\r\n\r\n`,
      );
      socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString()}`));
      socket.on('end', () => socket.end());
    });
    await listen(upstream);
    process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${portOf(upstream)}`;
    try {
      const received = await new Promise<string>((resolve, reject) => {
        const socket = connect(portOf(site), '127.0.0.1', () => {
          socket.write(
            'GET /api/members/live HTTP/1.1\r\nhost: localhost\r\nupgrade: websocket\r\nconnection: Upgrade\r\n' +
              'sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n',
          );
        });
        let text = '';
        socket.on('data', (data: Buffer) => {
          text += data.toString();
          if (text.includes('\r\n\r\n') && !text.includes('echo:')) socket.write('ping');
          if (text.includes('echo:ping')) {
            socket.destroy();
            resolve(text);
          }
        });
        socket.on('error', reject);
      });
      expect(received).toMatch(/^HTTP\/1.1 101 Switching Protocols/);
      expect(received).toContain('x-path: /api/members/live');
      expect(received).toContain('echo:ping');
    } finally {
      process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${portOf(service.app.server)}`;
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
