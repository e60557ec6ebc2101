import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_BLOCK_SELF, REPORTS_TO_HIDE } from '../src/safety/routes';
import { STAFF_ONLY as MODERATORS_ONLY } from '../src/moderation/rules';
import { NO_SUCH_MEMBER } from '../src/accounts/people';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

describe.each(DATABASE_KINDS)('safety in the members’ community on %s', (kind) => {
  let service: TestService;
  const members: Record<string, Browser> = {};
  const feedCaptions = async (browser: Browser) =>
    (await browser.send('GET', '/api/members/community/feed'))
      .json<{ posts: { caption: string }[] }>()
      .posts.map((post) => post.caption);
  const share = async (browser: Browser, caption: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption })).json<{ post: { id: string } }>().post;

  beforeAll(async () => {
    service = await startTestService(kind, { RATE_LIMIT_SHARES_PER_MINUTE: '12' });
    for (const name of ['Dana Reyes', 'Eli Park', 'Fay Moss', 'Gus Lin']) {
      const browser = new Browser(service.app);
      const first = name.split(' ')[0]?.toLowerCase() ?? '';
      await join(browser, { name, email: `${first}@example.org`, password: `${first}-password-1` });
      members[first] = browser;
    }
  });
  afterAll(() => service.close());

  it('hides a blocked member’s posts and comments from the blocker only, live too, until unblocked', async () => {
    const { dana, eli, fay } = members as Record<string, Browser>;
    const post = await share(dana!, 'Dana’s morning');
    await eli!.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Eli was here' });

    const watching = await LiveClient.open(service.app, fay!);
    await watching.waitFor('ready');
    expect((await fay!.send('PUT', '/api/members/blocks/eli.park')).json()).toEqual({ blocked: true });
    watching.send({ type: 'subscribe', topics: ['feed'] });
    await watching.waitFor('subscribed');

    await share(eli!, 'Eli’s evening');
    await share(dana!, 'Dana again');
    await watching.waitForEvent((data) => (data as { post?: { caption?: string } }).post?.caption === 'Dana again');
    expect(JSON.stringify(watching.messages)).not.toContain('Eli’s evening');
    watching.close();

    expect(await feedCaptions(fay!)).not.toContain('Eli’s evening');
    expect(await feedCaptions(dana!)).toContain('Eli’s evening');
    const page = (await fay!.send('GET', `/api/members/community/posts/${post.id}`)).json<{ comments: unknown[] }>();
    expect(page.comments).toEqual([]);
    expect((await fay!.send('GET', '/api/members/blocks')).json()).toEqual({
      blocked: [{ username: 'eli.park', name: 'Eli Park' }],
    });

    await fay!.send('DELETE', '/api/members/blocks/eli.park');
    expect(await feedCaptions(fay!)).toContain('Eli’s evening');
  });

  it('refuses blocking yourself or someone who does not exist', async () => {
    const self = await members.gus!.send('PUT', '/api/members/blocks/gus.lin');
    expect([self.statusCode, self.json()]).toEqual([400, { error: CANNOT_BLOCK_SELF }]);
    const nobody = await members.gus!.send('PUT', '/api/members/blocks/no.one');
    expect([nobody.statusCode, nobody.json()]).toEqual([404, { error: NO_SUCH_MEMBER }]);
  });

  it(`hides a post from everyone but its author after ${REPORTS_TO_HIDE} members report it, and lists it for moderators`, async () => {
    const { dana, eli, fay, gus } = members as Record<string, Browser>;
    const post = await share(dana!, 'Buy my course now!!!');
    for (const reporter of [eli!, fay!]) {
      const response = await reporter.send('POST', `/api/members/community/posts/${post.id}/report`, {
        reason: 'Spam',
      });
      expect(response.statusCode).toBe(200);
    }
    // Reporting twice counts once.
    await fay!.send('POST', `/api/members/community/posts/${post.id}/report`, { reason: 'Spam' });
    expect(await feedCaptions(gus!)).toContain('Buy my course now!!!');

    await gus!.send('POST', `/api/members/community/posts/${post.id}/report`, { reason: 'Misleading' });
    expect(await feedCaptions(gus!)).not.toContain('Buy my course now!!!');
    expect((await gus!.send('GET', `/api/members/community/posts/${post.id}`)).statusCode).toBe(404);
    expect(await feedCaptions(dana!)).toContain('Buy my course now!!!');

    const refused = await gus!.send('GET', '/api/members/moderation/reports');
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: MODERATORS_ONLY }]);
    await service.db.database.query(`UPDATE members SET role = 'moderator' WHERE username = 'gus.lin'`);
    const queue = (await gus!.send('GET', '/api/members/moderation/reports')).json<{ items: object[] }>();
    expect(queue.items[0]).toMatchObject({
      kind: 'post',
      id: post.id,
      text: 'Buy my course now!!!',
      author: { username: 'dana.reyes' },
      hidden: true,
      reporters: 3,
      reasons: ['Spam', 'Spam', 'Misleading'],
    });

    const empty = await eli!.send('POST', `/api/members/community/posts/${post.id}/report`, { reason: '  ' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: 'Choose a reason.' }]);

    // A moderator's review: restored, it shows again and leaves the queue; removed, it is gone.
    const notModerator = await eli!.send('POST', `/api/members/moderation/reports/${post.id}`, { decision: 'restore' });
    expect([notModerator.statusCode, notModerator.json()]).toEqual([403, { error: MODERATORS_ONLY }]);
    const unknown = await gus!.send('POST', `/api/members/moderation/reports/${post.id}`, { decision: 'ignore' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: 'Choose restore or remove.' }]);
    await gus!.send('POST', `/api/members/moderation/reports/${post.id}`, { decision: 'restore' });
    expect(await feedCaptions(eli!)).toContain('Buy my course now!!!');
    expect((await gus!.send('GET', '/api/members/moderation/reports')).json()).toEqual({ items: [] });
    const removal = { decision: 'remove', reason: 'Advertising' };
    await gus!.send('POST', `/api/members/moderation/reports/${post.id}`, removal);
    expect(await feedCaptions(dana!)).not.toContain('Buy my course now!!!');
    const gone = await gus!.send('POST', `/api/members/moderation/reports/${post.id}`, removal);
    expect(gone.statusCode).toBe(404);
  });

  it('limits how fast one member shares', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 14; index += 1) {
      statuses.push(
        (await members.gus!.send('POST', '/api/members/community/posts', { caption: `Burst ${index}` })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(12);
    expect(statuses.at(-1)).toBe(429);
  });
});
