import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_PAGE, NO_SUCH_CONVERSATION } from '../src/chat/store';
import { CANNOT_DELETE, MODERATORS_PIN, NOT_A_REACTION, NOT_YOUR_MESSAGE, NO_NESTED_THREADS } from '../src/chat/routes';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

interface Message {
  id: string;
  parentId: string | null;
  author: { username: string; name: string; role: string | null };
  text: string;
  editedAt: string | null;
  deleted: boolean;
  reactions: { emoji: string; count: number; usernames: string[] }[];
  replies: number;
}
interface Conversation {
  id: string;
  unread: number;
  mentions: number;
  pinned: Message | null;
}

describe.each(DATABASE_KINDS)('the collab hub as a team chat on %s', (kind) => {
  let service: TestService;
  let kim: Browser;
  let leo: Browser;

  const history = async (browser: Browser, conversation: string, before?: string) =>
    (
      await browser.send(
        'GET',
        `/api/members/collab/conversations/${conversation}/messages${before ? `?before=${before}` : ''}`,
      )
    ).json<{ messages: Message[]; olderCursor: string | null }>();
  const say = async (browser: Browser, conversation: string, text: string, parentId?: string) => {
    const response = await browser.send('POST', `/api/members/collab/conversations/${conversation}/messages`, {
      text,
      ...(parentId ? { parentId } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`send answered ${response.statusCode}: ${response.body}`);
    return response.json<{ message: Message }>().message;
  };
  const conversations = async (browser: Browser) =>
    (await browser.send('GET', '/api/members/collab/conversations')).json<{
      conversations: Conversation[];
      emoji: string[];
      moderator: boolean;
    }>();
  const listen = async (browser: Browser, topics: string[]) => {
    const client = await LiveClient.open(service.app, browser);
    await client.waitFor('ready');
    client.send({ type: 'subscribe', topics });
    const [answer] = await client.waitFor('subscribed');
    return { client, answer };
  };

  beforeAll(async () => {
    service = await startTestService(kind, { RATE_LIMIT_MESSAGES_PER_MINUTE: '1000' });
    [kim, leo] = [new Browser(service.app), new Browser(service.app)];
    await join(kim, { name: 'Kim Arden', email: 'kim@example.org', password: 'kim-password-1' });
    await join(leo, { name: 'Leo Brandt', email: 'leo@example.org', password: 'leo-password-1' });
  });
  afterAll(() => service.close());

  it('serves each channel’s sample history with the Moderator label, the sample’s reaction counts and threads', async () => {
    const { messages, olderCursor } = await history(kim, 'general');
    expect(olderCursor).toBeNull();
    expect(messages.map((message) => message.id)).toEqual(['general-1', 'general-2', 'general-3', 'general-4']);
    expect(messages[0]).toMatchObject({
      author: { name: 'Sarah Chen', role: 'Moderator' },
      replies: 3,
      reactions: [
        { emoji: '👋', count: 14, usernames: [] },
        { emoji: '❤️', count: 6, usernames: [] },
      ],
    });
    expect(messages[1]?.author).toMatchObject({ name: 'David Okafor', role: null });
    const thread = (await kim.send('GET', '/api/members/collab/messages/general-1/thread')).json<{
      replies: Message[];
    }>();
    expect(thread.replies.map((reply) => reply.author.name)).toEqual([
      'Marcus Johnson',
      'Priya Patel',
      'Emma Williams',
    ]);

    const { conversations: list, emoji } = await conversations(kim);
    expect(list.map((entry) => entry.id)).not.toContain('moderators');
    expect(list.find((entry) => entry.id === 'resources')?.pinned?.id).toBe('resources-1');
    expect(emoji).toContain('👍');
  });

  it('delivers messages, thread replies, reactions, edits and deletions live to everyone in the channel', async () => {
    const { client } = await listen(leo, ['chat:general']);
    const parent = await say(kim, 'general', 'Morning, hub!');
    const [created] = await client.waitFor('event');
    expect(created?.data).toMatchObject({ kind: 'message.created', message: { id: parent.id, text: 'Morning, hub!' } });

    const reply = await say(leo, 'general', 'Morning, Kim', parent.id);
    expect(reply.parentId).toBe(parent.id);
    const events = await client.waitFor('event', 3);
    expect(events[2]?.data).toMatchObject({ kind: 'message.updated', message: { id: parent.id, replies: 1 } });
    // The reply stays in its thread, not in the channel's history.
    expect((await history(kim, 'general')).messages.map((message) => message.id)).not.toContain(reply.id);

    const reacted = await leo.send(
      'PUT',
      `/api/members/collab/messages/${parent.id}/reactions/${encodeURIComponent('🎉')}`,
    );
    expect(reacted.json()).toEqual({ reactions: [{ emoji: '🎉', count: 1, usernames: ['leo.brandt'] }] });
    // The spec's toggle: a second press takes it back.
    await leo.send('DELETE', `/api/members/collab/messages/${parent.id}/reactions/${encodeURIComponent('🎉')}`);
    const [, , , added, removed] = await client.waitFor('event', 5);
    expect(added?.data).toMatchObject({ kind: 'reactions', reactions: [{ emoji: '🎉', count: 1 }] });
    expect(removed?.data).toEqual({ kind: 'reactions', messageId: parent.id, reactions: [] });

    const edited = await kim.send('PATCH', `/api/members/collab/messages/${parent.id}`, { text: 'Morning, everyone!' });
    expect(edited.json<{ message: Message }>().message).toMatchObject({
      text: 'Morning, everyone!',
      editedAt: expect.any(String),
    });
    const refusedEdit = await leo.send('PATCH', `/api/members/collab/messages/${parent.id}`, { text: 'Hijacked' });
    expect([refusedEdit.statusCode, refusedEdit.json()]).toEqual([403, { error: NOT_YOUR_MESSAGE }]);
    const refusedDelete = await leo.send('DELETE', `/api/members/collab/messages/${parent.id}`);
    expect([refusedDelete.statusCode, refusedDelete.json()]).toEqual([403, { error: CANNOT_DELETE }]);

    expect((await kim.send('DELETE', `/api/members/collab/messages/${parent.id}`)).statusCode).toBe(200);
    const last = (await client.waitFor('event', 7)).at(-1);
    expect(last?.data).toMatchObject({ kind: 'message.updated', message: { id: parent.id, deleted: true, text: '' } });
    const tombstone = (await history(leo, 'general')).messages.find((message) => message.id === parent.id);
    expect(tombstone).toMatchObject({ deleted: true, text: '', replies: 1 });
    client.close();
  });

  it('lets moderators delete anyone’s message and pin one message per channel, shown in its header', async () => {
    const message = await say(kim, 'daily-wins', 'Ran 10k today');
    const notModerator = await kim.send('PUT', '/api/members/collab/conversations/daily-wins/pin', {
      messageId: message.id,
    });
    expect([notModerator.statusCode, notModerator.json()]).toEqual([403, { error: MODERATORS_PIN }]);

    await service.db.database.query(`UPDATE members SET role = 'moderator' WHERE username = 'leo.brandt'`);
    const { client } = await listen(kim, ['chat:daily-wins']);
    expect(
      (await leo.send('PUT', '/api/members/collab/conversations/daily-wins/pin', { messageId: message.id })).statusCode,
    ).toBe(200);
    const [pinned] = await client.waitFor('event');
    expect(pinned?.data).toMatchObject({ kind: 'pinned', message: { id: message.id } });
    expect((await conversations(kim)).conversations.find((entry) => entry.id === 'daily-wins')?.pinned?.id).toBe(
      message.id,
    );
    // A second pin replaces the first.
    await leo.send('PUT', '/api/members/collab/conversations/daily-wins/pin', { messageId: 'wins-1' });
    expect((await conversations(kim)).conversations.find((entry) => entry.id === 'daily-wins')?.pinned?.id).toBe(
      'wins-1',
    );

    expect((await leo.send('DELETE', `/api/members/collab/messages/${message.id}`)).statusCode).toBe(200);
    // Moderators see the staff room; members do not, cannot post there or listen to it.
    expect((await conversations(leo)).conversations.map((entry) => entry.id)).toContain('moderators');
    expect((await conversations(leo)).moderator).toBe(true);
    expect((await conversations(kim)).moderator).toBe(false);
    await service.db.database.query(`UPDATE members SET role = 'member' WHERE username = 'leo.brandt'`);
    client.close();
  });

  it('refuses a channel the member cannot see, and bad input, with a clear sentence', async () => {
    const staff = await kim.send('POST', '/api/members/collab/conversations/moderators/messages', { text: 'Hi' });
    expect([staff.statusCode, staff.json()]).toEqual([404, { error: NO_SUCH_CONVERSATION }]);
    const unknown = await kim.send('GET', '/api/members/collab/conversations/secret/messages');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: NO_SUCH_CONVERSATION }]);
    const { answer, client } = await listen(kim, ['chat:moderators', 'chat:general']);
    expect(answer).toMatchObject({ topics: ['chat:general'], refused: ['chat:moderators'] });
    client.close();

    const blank = await kim.send('POST', '/api/members/collab/conversations/general/messages', { text: '   ' });
    expect([blank.statusCode, blank.json()]).toEqual([400, { error: 'Write something to send.' }]);
    const long = await kim.send('POST', '/api/members/collab/conversations/general/messages', {
      text: 'x'.repeat(4_001),
    });
    expect([long.statusCode, long.json()]).toEqual([400, { error: 'A message can be at most 4,000 characters.' }]);
    const badEmoji = await kim.send('PUT', '/api/members/collab/messages/general-1/reactions/x');
    expect([badEmoji.statusCode, badEmoji.json()]).toEqual([400, { error: NOT_A_REACTION }]);
    const nested = await kim.send('POST', '/api/members/collab/conversations/general/messages', {
      text: 'Deeper',
      parentId: 'general-1-r1',
    });
    expect([nested.statusCode, nested.json()]).toEqual([400, { error: NO_NESTED_THREADS }]);
    const otherChannel = await kim.send('POST', '/api/members/collab/conversations/events/messages', {
      text: 'Wrong place',
      parentId: 'general-1',
    });
    expect(otherChannel.statusCode).toBe(404);
    const cursor = await kim.send('GET', '/api/members/collab/conversations/general/messages?before=nope');
    expect(cursor.statusCode).toBe(400);
  });

  it('counts unread messages and @mentions per channel until the member reads it', async () => {
    const before = (await conversations(kim)).conversations.find((entry) => entry.id === 'events');
    expect(before).toMatchObject({ unread: 0, mentions: 0 });
    await say(leo, 'events', 'Workshop on Friday');
    await say(leo, 'events', '@kim.arden can you host?');
    await say(kim, 'events', 'Happy to');
    const after = (await conversations(kim)).conversations.find((entry) => entry.id === 'events');
    expect(after).toMatchObject({ unread: 2, mentions: 1 });
    await kim.send('PUT', '/api/members/collab/conversations/events/read');
    expect((await conversations(kim)).conversations.find((entry) => entry.id === 'events')).toMatchObject({
      unread: 0,
      mentions: 0,
    });
  });

  it('pages history upwards, and a client that reconnects gets what it missed in order, once', async () => {
    for (let index = 0; index < HISTORY_PAGE + 5; index += 1) await say(kim, 'morning-mindset', `Note ${index}`);
    const newest = await history(kim, 'morning-mindset');
    expect(newest.messages).toHaveLength(HISTORY_PAGE);
    expect(newest.messages.at(-1)?.text).toBe(`Note ${HISTORY_PAGE + 4}`);
    const older = await history(kim, 'morning-mindset', newest.olderCursor ?? '');
    expect(older.messages.at(-1)?.text).toBe('Note 4');
    expect(older.messages.map((message) => message.id)).not.toContain(newest.messages[0]?.id);

    const { client, answer } = await listen(leo, ['chat:morning-mindset']);
    client.close();
    const missed = ['One', 'Two', 'Three'];
    for (const text of missed) await say(kim, 'morning-mindset', text);
    const again = await LiveClient.open(service.app, leo);
    await again.waitFor('ready');
    again.send({ type: 'subscribe', topics: ['chat:morning-mindset'], since: (answer as { seq: number }).seq });
    const events = await again.waitFor('event', 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = again.messages.filter((message) => message.type === 'event');
    expect(received).toHaveLength(3);
    expect(events.map((event) => (event.data as { message: Message }).message.text)).toEqual(missed);
    again.close();
  });
});
