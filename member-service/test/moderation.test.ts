import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannedNotice } from '../src/accounts/routes';
import { CANNOT_ACT_ON, OWNER_ONLY, STAFF_ONLY } from '../src/moderation/rules';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

describe.each(DATABASE_KINDS)('the studio’s moderation on %s', (kind) => {
  let service: TestService;
  const members: Record<string, Browser> = {};
  const password = (first: string) => `${first}-password-1`;
  const feed = async (browser: Browser) =>
    (await browser.send('GET', '/api/members/community/feed')).json<{
      posts: { id: string; caption: string; pinned?: boolean }[];
    }>().posts;
  const share = async (browser: Browser, caption: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption })).json<{ post: { id: string } }>().post;
  const signIn = async (first: string) => {
    const browser = new Browser(service.app);
    const answer = await browser.send('POST', '/api/members/session', {
      email: `${first}@example.org`,
      password: password(first),
    });
    return { browser, answer };
  };

  beforeAll(async () => {
    service = await startTestService(kind, { OWNER_EMAIL: 'olive@example.org' });
    for (const name of ['Olive Grant', 'Max Stone', 'Nia Cole', 'Ray Dunn', 'Sam Webb']) {
      const browser = new Browser(service.app);
      const first = name.split(' ')[0]?.toLowerCase() ?? '';
      await join(browser, { name, email: `${first}@example.org`, password: password(first) });
      members[first] = browser;
    }
  });
  afterAll(() => service.close());

  it('makes the configured email the owner, who names moderators; moderators see the studio, members do not', async () => {
    const { olive, max, nia } = members as Record<string, Browser>;
    expect((await olive!.send('GET', '/api/members/session')).json()).toMatchObject({ role: 'owner' });
    const refused = await max!.send('GET', '/api/members/moderation/members');
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: STAFF_ONLY }]);

    const promoted = await olive!.send('PUT', '/api/members/moderation/members/max.stone/role', { role: 'moderator' });
    expect(promoted.statusCode).toBe(200);
    expect((await max!.send('GET', '/api/members/session')).json()).toMatchObject({ role: 'moderator' });
    // A moderator reads the directory but cannot name moderators or read the audit log.
    const found = (await max!.send('GET', '/api/members/moderation/members?q=nia')).json<{
      members: { username: string; role: string; status: string }[];
    }>();
    expect(found.members).toEqual([
      expect.objectContaining({ username: 'nia.cole', role: 'member', status: 'active' }),
    ]);
    const byEmail = (await max!.send('GET', '/api/members/moderation/members?q=sam%40example')).json<{
      members: { username: string }[];
    }>();
    expect(byEmail.members.map((member) => member.username)).toEqual(['sam.webb']);
    const naming = await max!.send('PUT', '/api/members/moderation/members/nia.cole/role', { role: 'moderator' });
    expect([naming.statusCode, naming.json()]).toEqual([403, { error: OWNER_ONLY }]);
    expect((await max!.send('GET', '/api/members/moderation/audit')).statusCode).toBe(403);
    expect((await nia!.send('GET', '/api/members/moderation/audit')).statusCode).toBe(403);
    // Nobody acts on the owner, and a moderator not on another moderator.
    const onOwner = await max!.send('PUT', '/api/members/moderation/members/olive.grant/ban', { reason: 'x' });
    expect([onOwner.statusCode, onOwner.json()]).toEqual([403, { error: CANNOT_ACT_ON }]);
  });

  it('removes a reported post with a reason its author is told, and logs who did it', async () => {
    const { olive, max, nia, ray } = members as Record<string, Browser>;
    await olive!.send('PUT', '/api/members/moderation/members/max.stone/role', { role: 'moderator' });
    const post = await share(nia!, 'Buy followers cheap');
    await ray!.send('POST', `/api/members/community/posts/${post.id}/report`, { reason: 'Spam' });
    const queue = (await max!.send('GET', '/api/members/moderation/reports')).json<{ items: object[] }>();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ kind: 'post', id: post.id, text: 'Buy followers cheap', reporters: 1 }),
    );
    const noReason = await max!.send('POST', `/api/members/moderation/reports/${post.id}`, { decision: 'remove' });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { error: 'Give a reason.' }]);

    const niaId = (await nia!.send('GET', '/api/members/session')).json<{ member: { id: string } }>().member.id;
    const inbox = await LiveClient.open(service.app, nia!);
    await inbox.waitFor('ready');
    inbox.send({ type: 'subscribe', topics: [`member:${niaId}`] });
    await inbox.waitFor('subscribed');
    const removed = await max!.send('POST', `/api/members/moderation/reports/${post.id}`, {
      decision: 'remove',
      reason: 'Selling followers breaks the community rules.',
    });
    expect(removed.statusCode).toBe(200);
    const told =
      'Your post “Buy followers cheap” was removed by a moderator. Reason: Selling followers breaks the community rules.';
    await inbox.waitForEvent((data) => (data as { message?: { text?: string } }).message?.text === told);
    inbox.close();
    const threads = (await nia!.send('GET', '/api/members/messages/threads')).json();
    expect(JSON.stringify(threads)).toContain(told);

    const audit = (await olive!.send('GET', '/api/members/moderation/audit')).json<{ entries: object[] }>();
    expect(audit.entries).toContainEqual(
      expect.objectContaining({
        moderator: 'max.stone',
        action: 'removed post',
        subject: post.id,
        reason: 'Selling followers breaks the community rules.',
      }),
    );
  });

  it('removes a reported comment and tells its author', async () => {
    const { max, sam, ray } = members as Record<string, Browser>;
    const post = await share(ray!, 'Morning pages');
    const comment = (
      await sam!.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Rude remark' })
    ).json<{ comment: { id: string } }>().comment;
    expect(
      (await ray!.send('POST', `/api/members/community/comments/${comment.id}/report`, { reason: 'Rude' })).statusCode,
    ).toBe(200);
    const queue = (await max!.send('GET', '/api/members/moderation/reports')).json<{ items: object[] }>();
    expect(queue.items).toContainEqual(expect.objectContaining({ kind: 'comment', id: comment.id, postId: post.id }));
    await max!.send('POST', `/api/members/moderation/comments/${comment.id}`, {
      decision: 'remove',
      reason: 'Be kind.',
    });
    const page = (await ray!.send('GET', `/api/members/community/posts/${post.id}`)).json<{ comments: unknown[] }>();
    expect(page.comments).toEqual([]);
    expect(JSON.stringify((await sam!.send('GET', '/api/members/messages/threads')).json())).toContain('Be kind.');
  });

  it('suspends a member: they read but cannot post, comment or message, and can again after the period', async () => {
    const { olive, ray } = members as Record<string, Browser>;
    const sam = members.sam!;
    const until = new Date(Date.now() + 6000).toISOString();
    const live = await LiveClient.open(service.app, sam);
    await live.waitFor('ready');
    expect(
      (
        await olive!.send('PUT', '/api/members/moderation/members/sam.webb/suspension', {
          until,
          reason: 'Cooling off.',
        })
      ).statusCode,
    ).toBe(200);
    // Their open pages close with the reason; they sign in again to read.
    expect((await live.waitForClose()).code).toBe(4416);
    const { browser } = await signIn('sam');
    const posting = await browser.send('POST', '/api/members/community/posts', { caption: 'Still here' });
    expect(posting.statusCode).toBe(403);
    expect(posting.json<{ error: string }>().error).toMatch(
      /^Your account is suspended until .* UTC: Cooling off\. You can still read\.$/,
    );
    const thread = await browser.send('POST', '/api/members/messages/threads', { username: 'ray.dunn' });
    expect(thread.statusCode).toBe(403);
    expect((await browser.send('GET', '/api/members/community/feed')).statusCode).toBe(200);
    const page = (await ray!.send('GET', '/api/members/moderation/members/sam.webb')).statusCode;
    expect(page).toBe(403);
    const studio = (await olive!.send('GET', '/api/members/moderation/members/sam.webb')).json();
    expect(studio).toMatchObject({ member: { status: 'suspended' }, suspensionReason: 'Cooling off.' });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, new Date(until).getTime() - Date.now() + 100)));
    expect((await browser.send('POST', '/api/members/community/posts', { caption: 'Back again' })).statusCode).toBe(
      201,
    );
    members.sam = browser;
  });

  it('bans a member: they cannot sign in, their sessions end and what they shared is hidden', async () => {
    const { olive, ray } = members as Record<string, Browser>;
    const { browser: nia } = await signIn('nia');
    await share(nia, 'Nia’s last word');
    expect((await feed(ray!)).map((post) => post.caption)).toContain('Nia’s last word');
    const banned = await olive!.send('PUT', '/api/members/moderation/members/nia.cole/ban', { reason: 'Harassment' });
    expect(banned.statusCode).toBe(200);
    expect((await nia.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
    const again = await signIn('nia');
    expect([again.answer.statusCode, again.answer.json()]).toEqual([403, { error: bannedNotice('Harassment') }]);
    expect((await feed(ray!)).map((post) => post.caption)).not.toContain('Nia’s last word');
    const listed = (await olive!.send('GET', '/api/members/moderation/members?q=nia')).json<{
      members: { status: string }[];
    }>();
    expect(listed.members[0]?.status).toBe('banned');
  });

  it('pins an announcement to the top of every feed, live, and unpins it', async () => {
    const { olive, ray } = members as Record<string, Browser>;
    const announcement = await share(olive!, 'Welcome to the community!');
    await share(ray!, 'A later post');
    const watching = await LiveClient.open(service.app, ray!);
    await watching.waitFor('ready');
    watching.send({ type: 'subscribe', topics: ['feed'] });
    await watching.waitFor('subscribed');
    expect((await olive!.send('PUT', `/api/members/moderation/announcements/${announcement.id}`)).statusCode).toBe(200);
    await watching.waitForEvent((data) => (data as { kind?: string }).kind === 'post.pinned');
    watching.close();
    const [first] = await feed(ray!);
    expect(first).toMatchObject({ id: announcement.id, pinned: true });
    expect((await feed(ray!)).filter((post) => post.id === announcement.id)).toHaveLength(1);
    await olive!.send('DELETE', `/api/members/moderation/announcements/${announcement.id}`);
    expect((await feed(ray!))[0]?.caption).toBe('A later post');
  });
});
