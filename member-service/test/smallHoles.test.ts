/**
 * The smaller holes of issue 27, one test each: reporting a post the member may not see, WebSocket
 * upgrades on plain GET routes, the website's length, a partial settings update, and a live socket
 * that sends too much.
 */
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NO_LIVE_CONNECTION_HERE } from '../src/app';
import { NO_SUCH_POST } from '../src/posts/rules';
import { CLOSE_TOO_MANY_MESSAGES, LIVE_PATH, MAX_FRAMES_PER_WINDOW } from '../src/live/routes';
import { MAX_WEBSITE } from '@mindset/member-contract';
import { LiveClient } from './support/liveClient';
import { Browser, join, SITE_ORIGIN, startTestService, type TestService } from './support/testApp';

interface Settings {
  privacy: Record<string, boolean>;
  notifications: Record<string, boolean>;
}

describe('the smaller holes', () => {
  const getRoutes: string[] = [];
  let service: TestService;
  let port: number;
  let ana: Browser;
  let ben: Browser;

  beforeAll(async () => {
    service = await startTestService('pglite', {}, (route: RouteOptions) => {
      if ([route.method].flat().includes('GET')) getRoutes.push(route.url);
    });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    port = (service.app.server.address() as AddressInfo).port;
    ana = new Browser(service.app);
    ben = new Browser(service.app);
    await join(ana, { name: 'Ana Small', email: 'ana.small@example.org', password: 'ana-password-1' });
    await join(ben, { name: 'Ben Small', email: 'ben.small@example.org', password: 'ben-password-1' });
  });
  afterAll(() => service.close());

  const settings = async (browser: Browser) => (await browser.send('GET', '/api/members/me/settings')).json<Settings>();

  it('refuses a report of a post the member may not see, like a missing post (404), and records nothing', async () => {
    await ana.send('PUT', '/api/members/me/settings', { privacy: { privateAccount: true } });
    const shared = await ana.send('POST', '/api/members/community/posts', { caption: 'For my followers only' });
    const postId = shared.json<{ post: { id: string } }>().post.id;
    expect((await ben.send('GET', `/api/members/community/posts/${postId}`)).statusCode).toBe(403);

    const report = await ben.send('POST', `/api/members/community/posts/${postId}/report`, { reason: 'Spam' });
    expect([report.statusCode, report.json()]).toEqual([404, { error: NO_SUCH_POST }]);
    const [row] = await service.db.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM post_reports WHERE post_id = $1',
      [postId],
    );
    expect(row?.count).toBe(0);
    await ana.send('PUT', '/api/members/me/settings', { privacy: { privateAccount: false } });
  });

  it('keeps a private account private on PUT /me/settings {}, and changes only the toggles named', async () => {
    await ana.send('PUT', '/api/members/me/settings', { privacy: { privateAccount: true } });
    const before = await settings(ana);
    expect(before.privacy.privateAccount).toBe(true);

    const empty = await ana.send('PUT', '/api/members/me/settings', {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(before);

    const one = await ana.send('PUT', '/api/members/me/settings', { notifications: { likes: false } });
    expect(one.json()).toEqual({ ...before, notifications: { ...before.notifications, likes: false } });
    const profile = await ben.send('GET', '/api/members/community/profiles/ana.small');
    expect(profile.json<{ posts: unknown }>().posts).toBeNull();
    await ana.send('PUT', '/api/members/me/settings', { privacy: { privateAccount: false } });
  });

  it(`caps the profile website at ${MAX_WEBSITE} characters with a clear message`, async () => {
    const address = (length: number) => `https://example.org/${'a'.repeat(length - 'https://example.org/'.length)}`;
    const tooLong = await ana.send('PATCH', '/api/members/me/profile', { website: address(MAX_WEBSITE + 1) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { error: `A website address can be at most ${MAX_WEBSITE} characters.` },
    ]);
    const longest = await ana.send('PATCH', '/api/members/me/profile', { website: address(MAX_WEBSITE) });
    expect(longest.json<{ member: { website: string } }>().member.website).toBe(address(MAX_WEBSITE));
  });

  /** The status a WebSocket handshake to `path` ends with: 101 when it was accepted. */
  function handshake(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
        headers: { origin: SITE_ORIGIN, cookie: ana.cookieHeader },
      });
      socket.on('upgrade', () => {
        socket.terminate();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('error', reject);
    });
  }

  it('accepts a WebSocket upgrade only on the live route; every other GET refuses it before the handshake', async () => {
    expect(getRoutes.length).toBeGreaterThan(20);
    const answers: Record<string, number> = {};
    for (const route of getRoutes) answers[route] = await handshake(route.replace(/:[A-Za-z]+/g, 'sample'));
    const expected = Object.fromEntries(getRoutes.map((route) => [route, route === LIVE_PATH ? 101 : 404]));
    expect(answers).toEqual(expected);
    const refused = await service.app.inject({
      url: '/api/members/community/feed',
      headers: { connection: 'Upgrade', upgrade: 'websocket' },
    });
    expect(refused.json()).toEqual({ error: NO_LIVE_CONNECTION_HERE });
  });

  it('closes a live socket that sends more messages than a page ever would, with a clear code', async () => {
    const live = await LiveClient.open(service.app, ben);
    await live.waitFor('ready');
    for (let index = 0; index <= MAX_FRAMES_PER_WINDOW + 5; index += 1)
      live.send({ type: 'subscribe', topics: ['feed'] });
    await expect.poll(() => live.closed, { timeout: 5_000 }).not.toBeNull();
    expect(live.closed).toEqual({
      code: CLOSE_TOO_MANY_MESSAGES,
      reason: 'Too many messages on this connection; reconnect in a moment.',
    });
  });

  it('closes a live socket that sends an oversized message (1009), and keeps serving others', async () => {
    const live = await LiveClient.open(service.app, ben);
    await live.waitFor('ready');
    live.send({ type: 'subscribe', topics: ['x'.repeat(20_000)] });
    await expect.poll(() => live.closed, { timeout: 5_000 }).not.toBeNull();
    expect(live.closed?.code).toBe(1009);

    const next = await LiveClient.open(service.app, ben);
    await next.waitFor('ready');
    next.send({ type: 'subscribe', topics: ['feed'] });
    expect((await next.waitFor('subscribed'))[0]?.topics).toEqual(['feed']);
  });
});
