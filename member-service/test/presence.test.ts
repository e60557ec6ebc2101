import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHub } from '../src/live/liveHub';
import { NOT_IN_ROOM } from '../src/voice/routes';
import { connectionOpened } from '../src/voice/store';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

describe.each(DATABASE_KINDS)('presence, typing and voice rooms on %s', (kind) => {
  let service: TestService;
  let mia: Browser;
  let noah: Browser;
  let noahId = '';

  const online = async (browser: Browser) =>
    (await browser.send('GET', '/api/members/collab/presence'))
      .json<{ online: { username: string }[] }>()
      .online.map((person) => person.username);
  const listen = async (browser: Browser, topics: string[]) => {
    const client = await LiveClient.open(service.app, browser);
    await client.waitFor('ready');
    client.send({ type: 'subscribe', topics });
    await client.waitFor('subscribed');
    return client;
  };
  /** Events of one kind this client has received so far (about Noah, for presence). */
  const eventsOf = (client: LiveClient, kind: string) =>
    client.messages.flatMap((message) => {
      const data = message.type === 'event' ? (message.data as { kind?: string; person?: { username: string } }) : null;
      return data?.kind === kind && (kind !== 'presence' || data.person?.username === 'noah.vale') ? [data] : [];
    });
  const until = async (check: () => Promise<boolean> | boolean) => {
    for (let tries = 0; tries < 250 && !(await check()); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    service = await startTestService(kind);
    [mia, noah] = [new Browser(service.app), new Browser(service.app)];
    await join(mia, { name: 'Mia Stone', email: 'mia@example.org', password: 'mia-password-1' });
    noahId = (await join(noah, { name: 'Noah Vale', email: 'noah@example.org', password: 'noah-password-1' })).id;
  });
  afterAll(() => service.close());

  it('shows a member online while a tab is open, to everyone, live, and offline when the last one closes', async () => {
    const watching = await listen(mia, ['presence']);
    // A connection counts for presence once recorded, just after "ready": a page that read the list
    // before that hears its own "online" event instead.
    await until(async () => (await online(mia)).length > 0);
    expect(await online(mia)).toEqual(['mia.stone']);

    const first = await LiveClient.open(service.app, noah);
    await first.waitFor('ready');
    const second = await LiveClient.open(service.app, noah);
    await second.waitFor('ready');
    // Each tab's row is written just after its "ready": both are in before the first one closes.
    const connections = async () => (await service.db.database.query('SELECT 1 FROM live_connections')).length;
    await until(async () => (await connections()) === 3);
    await until(() => eventsOf(watching, 'presence').length > 0);
    // Two tabs opening at the same moment may both say so; a page shows the member once either way.
    const cameOnline = {
      kind: 'presence',
      person: { username: 'noah.vale', name: 'Noah Vale', avatarUrl: null },
      online: true,
    };
    expect(eventsOf(watching, 'presence')).toEqual(eventsOf(watching, 'presence').map(() => cameOnline));
    expect(await online(mia)).toEqual(['mia.stone', 'noah.vale']);

    // One of two tabs closing changes nothing; the last one does.
    first.close();
    await until(async () => (await connections()) === 2);
    expect(await online(mia)).toContain('noah.vale');
    second.close();
    await until(() => eventsOf(watching, 'presence').length > 1);
    expect(eventsOf(watching, 'presence').at(-1)).toMatchObject({ person: { username: 'noah.vale' }, online: false });
    expect(await online(mia)).toEqual(['mia.stone']);
    watching.close();
  });

  it('says a member is online when two of their tabs open at the same moment', async () => {
    const said: unknown[] = [];
    const live = { publish: async (_tx: unknown, _topic: string, data: unknown) => void said.push(data) } as LiveHub;
    for (let round = 0; round < 20; round += 1) {
      said.length = 0;
      await Promise.all(
        [1, 2].map((tab) => connectionOpened(service.db.database, live, `round-${round}-${tab}`, noahId)),
      );
      expect(said.length, `round ${round}`).toBeGreaterThan(0);
      await service.db.database.query('DELETE FROM live_connections WHERE member_id = $1', [noahId]);
    }
  });

  it('keeps a member who hides their online status out of presence', async () => {
    const { privacy } = (await noah.send('GET', '/api/members/me/settings')).json<{ privacy: object }>();
    await noah.send('PUT', '/api/members/me/settings', { privacy: { ...privacy, showOnlineStatus: false } });
    const tab = await LiveClient.open(service.app, noah);
    await tab.waitFor('ready');
    await until(async () => (await service.db.database.query('SELECT 1 FROM live_connections')).length > 0);
    expect(await online(mia)).not.toContain('noah.vale');
    tab.close();
    await noah.send('PUT', '/api/members/me/settings', { privacy: { ...privacy, showOnlineStatus: true } });
  });

  it('tells the channel who is typing', async () => {
    const watching = await listen(mia, ['chat:general']);
    expect((await noah.send('POST', '/api/members/collab/conversations/general/typing')).statusCode).toBe(200);
    const [event] = await watching.waitFor('event');
    expect(event?.data).toMatchObject({ kind: 'typing', username: 'noah.vale', name: 'Noah Vale' });
    const hidden = await noah.send('POST', '/api/members/collab/conversations/moderators/typing');
    expect(hidden.statusCode).toBe(404);
    watching.close();
  });

  it('shows who is in a voice room to everyone, and passes signals only to the member they are for', async () => {
    const watching = await listen(mia, ['voice:morning']);
    const noahTab = await listen(noah, [`member:${noahId}`]);

    const joined = await noah.send('PUT', '/api/members/collab/voice/morning', { listenOnly: true });
    expect(joined.json()).toEqual({
      participants: [{ username: 'noah.vale', name: 'Noah Vale', avatarUrl: null, listenOnly: true }],
    });
    const [event] = await watching.waitFor('event');
    expect(event?.data).toMatchObject({
      kind: 'voice.joined',
      participant: { username: 'noah.vale', listenOnly: true },
    });

    // Mia must be in the room to signal, and can signal only someone in it.
    const outside = await mia.send('POST', '/api/members/collab/voice/morning/signal', {
      to: 'noah.vale',
      signal: { type: 'offer', sdp: 'v=0' },
    });
    expect([outside.statusCode, outside.json()]).toEqual([403, { error: NOT_IN_ROOM }]);
    await mia.send('PUT', '/api/members/collab/voice/morning', { listenOnly: false });
    const offer = await mia.send('POST', '/api/members/collab/voice/morning/signal', {
      to: 'noah.vale',
      signal: { type: 'offer', sdp: 'v=0' },
    });
    expect(offer.json()).toEqual({ delivered: true });
    const [signal] = await noahTab.waitFor('event');
    expect(signal?.data).toEqual({
      kind: 'voice.signal',
      room: 'morning',
      from: 'mia.stone',
      signal: { type: 'offer', sdp: 'v=0' },
    });
    // Nobody else in the room heard it.
    expect(eventsOf(watching, 'voice.signal')).toEqual([]);
    const nobody = await mia.send('POST', '/api/members/collab/voice/morning/signal', {
      to: 'nobody.here',
      signal: { type: 'answer', sdp: 'v=0' },
    });
    expect([nobody.statusCode, nobody.json()]).toEqual([200, { delivered: false }]);
    const badRoom = await mia.send('PUT', '/api/members/collab/voice/attic', { listenOnly: false });
    expect([badRoom.statusCode, badRoom.json()]).toEqual([400, { error: 'There is no such voice room.' }]);

    // Closing the last tab leaves the room.
    noahTab.close();
    await until(() => eventsOf(watching, 'voice.left').length > 0);
    expect(eventsOf(watching, 'voice.left')).toEqual([{ kind: 'voice.left', username: 'noah.vale' }]);
    expect(
      (await mia.send('GET', '/api/members/collab/voice/morning')).json<{ participants: { username: string }[] }>()
        .participants,
    ).toMatchObject([{ username: 'mia.stone' }]);
    await mia.send('DELETE', '/api/members/collab/voice/morning');
    watching.close();
  });
});
