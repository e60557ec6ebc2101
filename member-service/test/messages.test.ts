import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE } from '@mindset/member-contract';
import { CANNOT_MESSAGE, CANNOT_MESSAGE_SELF, NO_MESSAGE_REQUESTS, NO_SUCH_THREAD } from '../src/messages/routes';
import { LiveClient } from './support/liveClient';
import { Browser, count, join, startTestService, type TestService } from './support/testApp';

interface Thread {
  id: string;
  with: { username: string };
  lastMessage: { text: string; mine: boolean } | null;
  unread: number;
}

describe.each(DATABASE_KINDS)('direct messages between members on %s', (kind) => {
  let service: TestService;
  let hana: Browser;
  let ivan: Browser;
  let jo: Browser;
  const threads = async (browser: Browser) =>
    (await browser.send('GET', '/api/members/messages/threads')).json<{ threads: Thread[] }>().threads;
  const open = (browser: Browser, username: string) =>
    browser.send('POST', '/api/members/messages/threads', { username });
  const sendText = (browser: Browser, threadId: string, text: string) =>
    browser.send('POST', `/api/members/messages/threads/${threadId}`, { text });

  beforeAll(async () => {
    service = await startTestService(kind);
    hana = new Browser(service.app);
    ivan = new Browser(service.app);
    jo = new Browser(service.app);
    await join(hana, { name: 'Hana Sato', email: 'hana@example.org', password: 'hana-password-1' });
    await join(ivan, { name: 'Ivan Petrov', email: 'ivan@example.org', password: 'ivan-password-1' });
    await join(jo, { name: 'Jo Kim', email: 'jo@example.org', password: 'jo-password-1' });
  });
  afterAll(() => service.close());

  it('opens one conversation per pair, delivers messages live with unread counts, and reading clears them', async () => {
    const opened = await open(hana, 'ivan.petrov');
    expect(opened.statusCode).toBe(201);
    const { id } = opened.json<{ thread: Thread }>().thread;
    const again = await open(ivan, 'hana.sato');
    expect([again.statusCode, again.json<{ thread: Thread }>().thread.id]).toEqual([200, id]);

    const ivanLive = await LiveClient.open(service.app, ivan);
    const [ready] = await ivanLive.waitFor('ready');
    expect(ready).toBeDefined();
    const me = (await ivan.send('GET', '/api/members/session')).json<{ member: { id: string } }>().member;
    ivanLive.send({ type: 'subscribe', topics: [`dm:${id}`, `member:${me.id}`] });
    await ivanLive.waitFor('subscribed');

    expect((await sendText(hana, id, 'Coffee after the workshop?')).statusCode).toBe(201);
    const events = (await ivanLive.waitFor('event', 3)).map((event) => [
      event.topic,
      (event.data as { kind: string }).kind,
    ]);
    expect(events).toEqual([
      [`dm:${id}`, 'message.created'],
      [`member:${me.id}`, 'message.unread'],
      // The bell hears of it too.
      [`member:${me.id}`, 'notification.created'],
    ]);
    ivanLive.close();

    expect((await threads(ivan))[0]).toMatchObject({
      id,
      with: { username: 'hana.sato' },
      lastMessage: { text: 'Coffee after the workshop?', mine: false },
      unread: 1,
    });
    expect((await threads(hana))[0]).toMatchObject({ unread: 0, lastMessage: { mine: true } });

    const page = (await ivan.send('GET', `/api/members/messages/threads/${id}`)).json<{
      messages: { text: string; author: { username: string } }[];
    }>();
    expect(page.messages.map((message) => [message.author.username, message.text])).toEqual([
      ['hana.sato', 'Coffee after the workshop?'],
    ]);
    expect((await threads(ivan))[0]?.unread).toBe(0);
  });

  it('keeps a conversation to its two members', async () => {
    const { id } = (await open(hana, 'ivan.petrov')).json<{ thread: Thread }>().thread;
    const read = await jo.send('GET', `/api/members/messages/threads/${id}`);
    expect([read.statusCode, read.json()]).toEqual([404, { error: NO_SUCH_THREAD }]);
    expect((await sendText(jo, id, 'Let me in')).statusCode).toBe(404);

    const joLive = await LiveClient.open(service.app, jo);
    await joLive.waitFor('ready');
    joLive.send({ type: 'subscribe', topics: [`dm:${id}`] });
    const [answer] = await joLive.waitFor('subscribed');
    expect(answer).toMatchObject({ topics: [], refused: [`dm:${id}`] });
    joLive.close();
  });

  it('refuses empty, over-long and self-addressed messages, and writes nothing', async () => {
    const { id } = (await open(hana, 'ivan.petrov')).json<{ thread: Thread }>().thread;
    const before = await count(service.db.database, 'dm_messages');
    for (const [body, error] of [
      [{ text: '   ' }, 'Write a message to send.'],
      [{ text: 'x'.repeat(MAX_MESSAGE + 1) }, 'A message can be at most 5,000 characters.'],
      [{ text: 'hi', extra: true }, null],
    ] as const) {
      const response = await hana.send('POST', `/api/members/messages/threads/${id}`, body);
      expect(response.statusCode).toBe(400);
      if (error) expect(response.json()).toEqual({ error });
    }
    const self = await open(hana, 'hana.sato');
    expect([self.statusCode, self.json()]).toEqual([400, { error: CANNOT_MESSAGE_SELF }]);
    expect(await count(service.db.database, 'dm_messages')).toBe(before);
  });

  it('respects a member who turned message requests off, and blocks both ways', async () => {
    const privacy = (await jo.send('GET', '/api/members/me/settings')).json<{ privacy: object }>().privacy;
    await jo.send('PUT', '/api/members/me/settings', { privacy: { ...privacy, allowMessageRequests: false } });
    const refused = await open(hana, 'jo.kim');
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: NO_MESSAGE_REQUESTS }]);

    const { id } = (await open(hana, 'ivan.petrov')).json<{ thread: Thread }>().thread;
    await ivan.send('PUT', '/api/members/blocks/hana.sato');
    const blockedSend = await sendText(hana, id, 'Are you there?');
    expect([blockedSend.statusCode, blockedSend.json()]).toEqual([403, { error: CANNOT_MESSAGE }]);
    expect((await sendText(ivan, id, 'Bye')).statusCode).toBe(403);
    expect((await threads(ivan)).map((thread) => thread.id)).not.toContain(id);
    expect((await ivan.send('GET', `/api/members/messages/threads/${id}`)).statusCode).toBe(404);
    expect((await open(hana, 'ivan.petrov')).statusCode).toBe(403);
  });
});
