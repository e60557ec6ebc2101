import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import {
  notificationSettingsAnswer,
  notificationsAnswer,
  unreadNotificationsAnswer,
  type NotificationsAnswer,
} from '@mindset/member-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox, PermanentMailFailure, type OutgoingMail } from '../src/mail/outbox';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('notifications on %s', (kind) => {
  let service: TestService;
  let hana: Browser;
  let ivan: Browser;
  let jude: Browser;
  let hanaId: string;

  const bell = async (browser: Browser): Promise<NotificationsAnswer> =>
    notificationsAnswer.parse((await browser.send('GET', '/api/members/notifications')).json());
  const unread = async (browser: Browser) =>
    unreadNotificationsAnswer.parse((await browser.send('GET', '/api/members/notifications/unread')).json()).unread;
  const share = async (browser: Browser, caption: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption })).json<{ post: { id: string } }>().post;
  const chat = async (browser: Browser, text: string) =>
    (await browser.send('POST', '/api/members/collab/conversations/general/messages', { text })).json<{
      message: { id: string };
    }>().message;
  /** Sends what is due now, as the scheduled job does. */
  const deliver = (send: (mail: OutgoingMail) => Promise<void> = async (mail) => void service.mail.push(mail)) =>
    deliverOutbox(service.db.database, send, service.app.log);
  const mailTo = (address: string) => service.mail.filter((mail) => mail.to === address);

  beforeAll(async () => {
    // A DM or a mention is emailed a second after it happened unless it was read by then.
    service = await startTestService(kind, { NOTIFICATION_EMAIL_DELAY_SECONDS: '1' });
    [hana, ivan, jude] = [new Browser(service.app), new Browser(service.app), new Browser(service.app)];
    const joined = await join(hana, { name: 'Hana Ito', email: 'hana@example.org', password: 'hana-password-1' });
    hanaId = joined.id;
    await join(ivan, { name: 'Ivan Roe', email: 'ivan@example.org', password: 'ivan-password-1' });
    await join(jude, { name: 'Jude Kay', email: 'jude@example.org', password: 'jude-password-1' });
  });
  afterAll(() => service.close());

  it('groups the likes of one post into one item, and marking it read clears the count', async () => {
    const post = await share(hana, 'Morning pages, day 12');
    await ivan.send('PUT', `/api/members/community/posts/${post.id}/like`);
    await jude.send('PUT', `/api/members/community/posts/${post.id}/like`);
    const { items, unread: count } = await bell(hana);
    const likes = items.filter((item) => item.kind === 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      text: 'Jude Kay and 1 other liked your post',
      link: `/community/post/${post.id}`,
      read: false,
    });
    expect(likes[0]?.actors.map((actor) => actor.username)).toEqual(['jude.kay', 'ivan.roe']);
    expect(count).toBe(1);
    expect((await hana.send('POST', `/api/members/notifications/${likes[0]?.id}/read`)).statusCode).toBe(200);
    expect(await unread(hana)).toBe(0);
    // Nobody else may mark it, or learn that it exists.
    expect((await ivan.send('POST', `/api/members/notifications/${likes[0]?.id}/read`)).statusCode).toBe(404);
    // Likes are not emailed by default.
    await deliver();
    expect(mailTo('hana@example.org')).toEqual([]);
  });

  it('tells of a chat mention live on the member topic, links to the message, and reading the channel reads it', async () => {
    const live = await LiveClient.open(service.app, hana);
    await live.waitFor('ready');
    live.send({ type: 'subscribe', topics: [`member:${hanaId}`] });
    await live.waitFor('subscribed');
    const message = await chat(ivan, 'Great point @hana.ito, can you share the worksheet?');
    await live.waitForEvent(
      (data) =>
        (data as { kind?: string }).kind === 'notification.created' && JSON.stringify(data).includes('worksheet'),
    );
    live.close();
    const [item] = (await bell(hana)).items;
    expect(item).toMatchObject({
      kind: 'mention',
      text: 'Ivan Roe mentioned you',
      link: `/collab/general#message-${message.id}`,
      excerpt: 'Great point @hana.ito, can you share the worksheet?',
      read: false,
    });
    expect(await unread(hana)).toBe(1);
    await hana.send('PUT', '/api/members/collab/conversations/general/read');
    expect(await unread(hana)).toBe(0);
    // Read in the app before its delay passed: the email is not sent.
    await sleep(1_100);
    await deliver();
    expect(mailTo('hana@example.org')).toEqual([]);
  });

  it('emails an unread mention once, with a plain-text part and a one-click unsubscribe that needs no sign-in', async () => {
    await chat(ivan, '@hana.ito the session starts at 8');
    await deliver();
    expect(mailTo('hana@example.org')).toEqual([]);
    await sleep(1_100);
    await deliver();
    await deliver();
    const mails = mailTo('hana@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Ivan Roe mentioned you: @hana.ito the session starts at 8');
    expect(mail?.body).toContain('“@hana.ito the session starts at 8”');
    expect(mail?.html).toContain('Unsubscribe from these emails');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const url = new URL(link);
    // Opening the link asks; the POST a mail client sends (no cookie, no Origin) unsubscribes.
    const asked = await service.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<button type="submit">Unsubscribe</button>');
    const forged = await service.app.inject({
      method: 'POST',
      // Another member's token with this one's signature.
      url: `${url.pathname}?token=${Buffer.from(`someone-else\nmention`).toString('base64url')}.${url.searchParams.get('token')?.split('.')[1]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const done = await service.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will get no more emails about mentions.');
    const settings = notificationSettingsAnswer.parse(
      (await hana.send('GET', '/api/members/notifications/settings')).json(),
    );
    expect(settings.channels.mention).toBe('app');
    expect(settings.channels.message).toBe('both');
    // The bell still hears of mentions; email does not.
    await chat(jude, '@hana.ito loved your worksheet');
    await sleep(1_100);
    await deliver();
    expect(mailTo('hana@example.org')).toHaveLength(1);
    expect((await bell(hana)).items[0]).toMatchObject({ kind: 'mention', text: 'Jude Kay mentioned you' });
    await hana.send('POST', '/api/members/notifications/read-all');
    expect(await unread(hana)).toBe(0);
  });

  it('hides what someone blocked did, and tells nothing new across a block', async () => {
    const post = await share(hana, 'Evening walk');
    await jude.send('PUT', `/api/members/community/posts/${post.id}/like`);
    expect((await bell(hana)).items[0]).toMatchObject({ text: 'Jude Kay liked your post' });
    await hana.send('PUT', '/api/members/blocks/jude.kay');
    expect((await bell(hana)).items.some((item) => item.actors.some((actor) => actor.username === 'jude.kay'))).toBe(
      false,
    );
    await chat(jude, '@hana.ito hello?');
    expect(await unread(hana)).toBe(0);
    await hana.send('DELETE', '/api/members/blocks/jude.kay');
  });

  it('tells of follows, follow requests and new posts by the people you follow', async () => {
    await jude.send('PUT', '/api/members/follows/hana.ito');
    await jude.send('PUT', '/api/members/follows/hana.ito');
    const follows = (await bell(hana)).items.filter((item) => item.kind === 'follow');
    expect(follows).toHaveLength(1);
    expect(follows[0]?.text).toBe('Jude Kay started following you');
    await share(hana, 'New chapter of my journal');
    expect((await bell(jude)).items[0]).toMatchObject({ kind: 'post', text: 'Hana Ito shared a new post' });
  });

  it('a refused address turns email off with a note in the settings', async () => {
    const { thread } = (await ivan.send('POST', '/api/members/messages/threads', { username: 'jude.kay' })).json<{
      thread: { id: string };
    }>();
    await ivan.send('POST', `/api/members/messages/threads/${thread.id}`, { text: 'Are you coming tonight?' });
    await sleep(1_100);
    await deliver(async () => {
      throw new PermanentMailFailure('550 5.1.1 No such mailbox');
    });
    const settings = notificationSettingsAnswer.parse(
      (await jude.send('GET', '/api/members/notifications/settings')).json(),
    );
    expect(settings.emailStopped).toContain('could not be delivered (550 5.1.1 No such mailbox)');
    await ivan.send('POST', `/api/members/messages/threads/${thread.id}`, { text: 'Hello again' });
    await sleep(1_100);
    await deliver();
    expect(mailTo('jude@example.org')).toEqual([]);
  });
});
