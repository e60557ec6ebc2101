import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndCloseCodes, type SessionEndReason } from '../src/auth/revocation';
import { SESSIONS_TOPIC } from '../src/live/topics';
import { CLOSE_SIGN_IN_REQUIRED } from '../src/routes/live';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

/** The bound: a revoked session's sockets are closed within a second of the answer. */
const CLOSED_WITHIN_MS = 1_000;

interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
}

describe.each(DATABASE_KINDS)('sign-out does not sign out: a revoked session ends its sockets, on %s', (kind) => {
  let service: TestService;
  let second: FastifyInstance;
  /** Rae messages the member under test, so each of their tabs has something to hear. */
  let rae: Browser;
  let raeId: string;
  let accounts = 0;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    // Many sign-ins from one address in a few seconds: the sign-in limit is not what is tested here.
    service = await startTestService(kind, { RATE_LIMIT_ACCOUNTS_PER_MINUTE: '1000' });
    second = await service.startSecondInstance();
    rae = new Browser(service.app);
    raeId = (await join(rae, { name: 'Rae Quinn', email: 'rae@example.org', password: 'rae-password-1' })).id;
  });
  afterAll(async () => {
    open.forEach((client) => client.close());
    await service.close();
  });

  /** A new member signed in on a laptop (joined there) and on a phone (signed in there). */
  async function memberOnTwoDevices() {
    accounts += 1;
    const details = { name: `Sam Number${accounts}`, email: `sam${accounts}@example.org`, password: 'sam-password-1' };
    const laptop = new Browser(service.app);
    const joined = await join(laptop, details);
    const phone = new Browser(service.app, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    const signedIn = await phone.send('POST', '/api/members/session', {
      email: details.email,
      password: details.password,
    });
    expect(signedIn.statusCode).toBe(200);
    const member: Account = { ...joined, email: details.email, password: details.password };
    const thread = (await rae.send('POST', '/api/members/messages/threads', { username: member.username })).json<{
      thread: { id: string };
    }>().thread;
    return { member, laptop, phone, threadId: thread.id };
  }

  /** One tab of `browser` on `app`, listening to its member's own topic and their thread with Rae. */
  async function tab(app: FastifyInstance, browser: Browser, member: Account, threadId: string) {
    const client = await LiveClient.open(app, browser);
    open.push(client);
    await client.waitFor('ready');
    client.send({ type: 'subscribe', topics: [`member:${member.id}`, `dm:${threadId}`] });
    const [subscribed] = await client.waitFor('subscribed');
    expect(subscribed?.refused).toEqual([]);
    return client;
  }

  const raeWrites = (threadId: string, text: string) =>
    rae.send('POST', `/api/members/messages/threads/${threadId}`, { text });
  const hears = (client: LiveClient, text: string) =>
    client.waitForEvent((data) => (data as { message?: { text?: string } }).message?.text === text);
  const eventsAfterClose = (client: LiveClient) => {
    const closedAt = client.messages.length;
    return () => client.messages.slice(closedAt).filter((message) => message.type === 'event');
  };

  async function expectEndedWith(client: LiveClient, reason: SessionEndReason) {
    expect(await client.waitForClose(CLOSED_WITHIN_MS)).toEqual({ code: sessionEndCloseCodes[reason], reason });
  }

  it('sign-out closes that browser’s sockets on both instances, and no other session’s', async () => {
    const { member, laptop, phone, threadId } = await memberOnTwoDevices();
    const laptopHere = await tab(service.app, laptop, member, threadId);
    const laptopThere = await tab(second, laptop, member, threadId);
    const phoneThere = await tab(second, phone, member, threadId);
    await raeWrites(threadId, 'Before you go');
    for (const client of [laptopHere, laptopThere, phoneThere]) await hears(client, 'Before you go');

    const signedOut = await laptop.send('DELETE', '/api/members/session');
    expect(signedOut.statusCode).toBe(200);
    await expectEndedWith(laptopHere, 'signed-out');
    await expectEndedWith(laptopThere, 'signed-out');
    const laterOnLaptop = [eventsAfterClose(laptopHere), eventsAfterClose(laptopThere)];

    // The phone's session stands: it keeps hearing Rae; the laptop's tabs hear nothing more.
    await raeWrites(threadId, 'Still there?');
    await hears(phoneThere, 'Still there?');
    expect(phoneThere.closed).toBeNull();
    for (const later of laterOnLaptop) expect(later()).toEqual([]);
    // The laptop's cookie no longer opens a socket at all.
    const reopened = await LiveClient.open(service.app, laptop);
    open.push(reopened);
    expect((await reopened.waitForClose()).code).toBe(CLOSE_SIGN_IN_REQUIRED);
  });

  it('“sign out other sessions” closes the other devices’ sockets and keeps the current one', async () => {
    const { member, laptop, phone, threadId } = await memberOnTwoDevices();
    const laptopTab = await tab(service.app, laptop, member, threadId);
    const phoneTab = await tab(second, phone, member, threadId);

    const others = await laptop.send('DELETE', '/api/members/me/sessions/others');
    expect(others.json()).toEqual({ signedOut: 1 });
    await expectEndedWith(phoneTab, 'signed-out-elsewhere');
    const laterOnPhone = eventsAfterClose(phoneTab);

    await raeWrites(threadId, 'Only the laptop now');
    await hears(laptopTab, 'Only the laptop now');
    expect(laptopTab.closed).toBeNull();
    expect(laterOnPhone()).toEqual([]);
  });

  it('a password change closes the other sessions’ sockets (“password changed”) and keeps the one that changed it', async () => {
    const { member, laptop, phone, threadId } = await memberOnTwoDevices();
    const laptopTab = await tab(second, laptop, member, threadId);
    const phoneTab = await tab(service.app, phone, member, threadId);

    const changed = await laptop.send('POST', '/api/members/me/password', {
      currentPassword: member.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    await expectEndedWith(phoneTab, 'password-changed');
    await raeWrites(threadId, 'New password, same chat');
    await hears(laptopTab, 'New password, same chat');
    expect(laptopTab.closed).toBeNull();
  });

  it('a password reset by link closes every session’s sockets (“password changed”)', async () => {
    const { member, laptop, phone, threadId } = await memberOnTwoDevices();
    const laptopTab = await tab(service.app, laptop, member, threadId);
    const phoneTab = await tab(second, phone, member, threadId);
    const mailBefore = service.mail.length;

    const visitor = new Browser(service.app);
    await visitor.send('POST', '/api/members/password-resets', { email: member.email });
    await expect.poll(() => service.mail.length).toBe(mailBefore + 1);
    const token = /\/signin\/reset\?token=([\w-]+)/.exec(service.mail.at(-1)?.body ?? '')?.[1] ?? '';
    const confirmed = await visitor.send('POST', '/api/members/password-resets/confirm', {
      token,
      password: 'reset to something new',
    });
    expect(confirmed.json()).toEqual({ ok: true });
    await expectEndedWith(laptopTab, 'password-changed');
    await expectEndedWith(phoneTab, 'password-changed');
  });

  it.each([
    ['deactivate', 'account-deactivated'],
    ['delete', 'account-deleted'],
  ] as const)('closing the account (%s) closes every session’s sockets on both instances', async (action, reason) => {
    const { member, laptop, phone, threadId } = await memberOnTwoDevices();
    const laptopTab = await tab(service.app, laptop, member, threadId);
    const phoneTab = await tab(second, phone, member, threadId);
    // Rae's own tab, on the same thread's instance: someone else's session is untouched.
    const raeTab = await LiveClient.open(second, rae);
    open.push(raeTab);
    await raeTab.waitFor('ready');
    raeTab.send({ type: 'subscribe', topics: [`member:${raeId}`] });
    await raeTab.waitFor('subscribed');

    const closed = await laptop.send('POST', `/api/members/me/${action}`);
    expect(closed.statusCode).toBe(200);
    await expectEndedWith(laptopTab, reason);
    await expectEndedWith(phoneTab, reason);
    expect(raeTab.closed).toBeNull();
  });

  it('the ended-sessions topic is the service’s own: no page may subscribe to it', async () => {
    const { member, laptop, threadId } = await memberOnTwoDevices();
    const client = await tab(service.app, laptop, member, threadId);
    client.send({ type: 'subscribe', topics: [SESSIONS_TOPIC] });
    const [, subscribed] = await client.waitFor('subscribed', 2);
    expect(subscribed).toMatchObject({ topics: [], refused: [SESSIONS_TOPIC] });
  });
});
