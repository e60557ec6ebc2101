import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { notificationsAnswer, type NotificationsAnswer } from '@mindset/member-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../src/mail/outbox';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

// Moderation outcomes and announcements in the bell (docs/decisions/0123-moderation-notifications.md,
// 0124-announcement-notifications.md).
describe.each(DATABASE_KINDS)('moderation and announcement notifications on %s', (kind) => {
  let service: TestService;
  const members: Record<string, Browser> = {};
  const ids: Record<string, string> = {};
  const password = (first: string) => `${first}-password-1`;

  const bell = async (browser: Browser): Promise<NotificationsAnswer> =>
    notificationsAnswer.parse((await browser.send('GET', '/api/members/notifications')).json());
  const share = async (browser: Browser, caption: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption })).json<{ post: { id: string } }>().post;
  const deliver = () =>
    deliverOutbox(service.db.database, async (mail) => void service.mail.push(mail), service.app.log);
  const mailTo = (address: string) => service.mail.filter((mail) => mail.to === address);
  const member = (first: string) => members[first] as Browser;

  beforeAll(async () => {
    service = await startTestService(kind, { OWNER_EMAIL: 'olive@example.org' });
    for (const name of ['Olive Grant', 'Max Stone', 'Nia Cole', 'Ray Dunn', 'Sam Webb']) {
      const browser = new Browser(service.app);
      const first = name.split(' ')[0]?.toLowerCase() ?? '';
      ids[first] = (await join(browser, { name, email: `${first}@example.org`, password: password(first) })).id;
      members[first] = browser;
    }
    await member('olive').send('PUT', '/api/members/moderation/members/max.stone/role', { role: 'moderator' });
  });
  afterAll(() => service.close());

  it('tells the author of a removed post why, live, in the bell and by email, opening the moderator’s message', async () => {
    const post = await share(member('ray'), 'Buy followers cheap');
    const live = await LiveClient.open(service.app, member('ray'));
    await live.waitFor('ready');
    live.send({ type: 'subscribe', topics: [`member:${ids.ray}`] });
    await live.waitFor('subscribed');
    const removed = await member('max').send('POST', `/api/members/moderation/reports/${post.id}`, {
      decision: 'remove',
      reason: 'Selling followers breaks the rules.',
    });
    expect(removed.statusCode).toBe(200);
    const told =
      'Your post “Buy followers cheap” was removed by a moderator. Reason: Selling followers breaks the rules.';
    await live.waitForEvent(
      (data) =>
        (data as { kind?: string }).kind === 'notification.created' &&
        (data as { notificationKind?: string }).notificationKind === 'moderation',
    );
    live.close();

    const { items, unread } = await bell(member('ray'));
    expect(unread).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'moderation',
        text: 'A moderator reviewed something of yours',
        excerpt: told,
        actors: [],
        read: false,
      }),
    ]);
    // It opens the conversation with the moderator, where the same words are, and they can answer.
    const threadId = /^\/community\/messages\/(.+)$/.exec(items[0]?.link ?? '')?.[1] ?? '';
    const thread = await member('ray').send('GET', `/api/members/messages/threads/${threadId}`);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('Selling followers breaks the rules.');

    await deliver();
    const [mail, ...more] = mailTo('ray@example.org');
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^A moderator reviewed something of yours: Your post/);
    expect(mail?.body).toContain('Reason: Selling followers breaks the rules.');
    expect(mail?.body).toContain(`/community/messages/${threadId}`);
  });

  it('tells an author who blocked the moderator all the same, opening the community instead of the hidden conversation', async () => {
    expect((await member('nia').send('PUT', '/api/members/blocks/max.stone')).statusCode).toBe(200);
    const post = await share(member('ray'), 'Morning pages');
    const comment = (
      await member('nia').send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Rude remark' })
    ).json<{ comment: { id: string } }>().comment;
    const live = await LiveClient.open(service.app, member('nia'));
    await live.waitFor('ready');
    live.send({ type: 'subscribe', topics: [`member:${ids.nia}`] });
    await live.waitFor('subscribed');
    const removed = await member('max').send('POST', `/api/members/moderation/comments/${comment.id}`, {
      decision: 'remove',
      reason: 'Be kind.',
    });
    expect(removed.statusCode).toBe(200);
    // Live too: the event names nobody, so the socket's filter of the blocked moderator lets it through.
    await live.waitForEvent((data) => (data as { notificationKind?: string }).notificationKind === 'moderation');
    live.close();
    const { items } = await bell(member('nia'));
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'moderation',
        excerpt: 'Your comment “Rude remark” was removed by a moderator. Reason: Be kind.',
        link: '/community',
        actors: [],
      }),
    );
    await deliver();
    expect(mailTo('nia@example.org').map((mail) => mail.body)).toEqual([expect.stringContaining('Reason: Be kind.')]);
  });

  it('tells a suspended member until when and why, in the bell they read after signing in again', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const suspended = await member('max').send('PUT', '/api/members/moderation/members/sam.webb/suspension', {
      until,
      reason: 'Repeated spam',
    });
    expect(suspended.statusCode).toBe(200);
    const sam = new Browser(service.app);
    await sam.send('POST', '/api/members/session', { email: 'sam@example.org', password: password('sam') });
    const { items } = await bell(sam);
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'moderation',
        link: '/community',
        excerpt: expect.stringMatching(
          /^Your account is suspended until .* UTC: Repeated spam\. You can still read\.$/,
        ),
      }),
    );
    await deliver();
    expect(mailTo('sam@example.org').map((mail) => mail.body)).toEqual([expect.stringContaining('Repeated spam.')]);
  });

  it('tells every active member of a pinned announcement once, as its author’s post, not across a block', async () => {
    expect((await member('nia').send('PUT', '/api/members/blocks/olive.grant')).statusCode).toBe(200);
    const post = await share(member('olive'), 'Welcome to the community!');
    expect((await member('max').send('PUT', `/api/members/moderation/announcements/${post.id}`)).statusCode).toBe(200);
    // Pinning it again announces nothing new.
    await member('max').send('PUT', `/api/members/moderation/announcements/${post.id}`);
    const announcement = expect.objectContaining({
      kind: 'announcement',
      text: 'Olive Grant posted an announcement',
      excerpt: 'Welcome to the community!',
      link: `/community/post/${post.id}`,
    });
    // A suspended member still reads, so is told too.
    const sam = new Browser(service.app);
    await sam.send('POST', '/api/members/session', { email: 'sam@example.org', password: password('sam') });
    for (const browser of [member('ray'), sam]) {
      const { items } = await bell(browser);
      expect(items.filter((item) => item.kind === 'announcement')).toEqual([announcement]);
    }
    // Not its author, not the moderator who pinned it, not a member who blocked its author.
    for (const first of ['olive', 'max', 'nia']) {
      expect((await bell(member(first))).items.filter((item) => item.kind === 'announcement')).toEqual([]);
    }
    // Announcements stay in the app unless a member asks for email.
    await deliver();
    expect(service.mail.filter((mail) => mail.subject.includes('announcement'))).toEqual([]);
  });
});
