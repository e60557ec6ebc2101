import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ACCOUNT } from '../src/posts/rules';
import { CANNOT_SIGNAL } from '../src/voice/routes';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

/**
 * "Blocking does not protect" and "Private is not private" (issue: members you can trust): a block
 * ends follows both ways and hides each member from the other everywhere, and a private account's
 * posts reach only approved followers.
 */
describe.each(DATABASE_KINDS)('blocks and private accounts on %s', (kind) => {
  let service: TestService;
  const members: Record<string, Browser> = {};
  const ids: Record<string, string> = {};

  const share = async (browser: Browser, caption: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption })).json<{ post: { id: string } }>().post;
  const feedCaptions = async (browser: Browser) =>
    (await browser.send('GET', '/api/members/community/feed'))
      .json<{ posts: { caption: string }[] }>()
      .posts.map((post) => post.caption);
  const profile = async (viewer: Browser, username: string) =>
    viewer.send('GET', `/api/members/community/profiles/${username}`);
  const setPrivate = async (browser: Browser, privateAccount: boolean) => {
    const { privacy } = (await browser.send('GET', '/api/members/me/settings')).json<{ privacy: object }>();
    await browser.send('PUT', '/api/members/me/settings', { privacy: { ...privacy, privateAccount } });
  };
  const followState = async (viewer: Browser, username: string) =>
    (await profile(viewer, username)).json<{ profile: { followState: string } }>().profile.followState;

  beforeAll(async () => {
    service = await startTestService(kind, { RATE_LIMIT_SHARES_PER_MINUTE: '100' });
    for (const name of ['Kai Rowe', 'Lea Brandt', 'Max Ortiz', 'Nia Cole']) {
      const browser = new Browser(service.app);
      const first = name.split(' ')[0]?.toLowerCase() ?? '';
      ids[first] = (await join(browser, { name, email: `${first}@example.org`, password: `${first}-password-1` })).id;
      members[first] = browser;
    }
  });
  afterAll(() => service.close());

  it('a private account’s posts reach only its approved followers: not by id, feed, profile, search or hashtag', async () => {
    const { kai, lea, max } = members as Record<string, Browser>;
    await setPrivate(kai!, true);
    const post = await share(kai!, 'Private thoughts #quietkai');
    await lea!.send('PUT', '/api/members/follows/kai.rowe');
    await kai!.send('PUT', '/api/members/follows/requests/lea.brandt');
    // Max asks to follow but is never approved.
    await max!.send('PUT', '/api/members/follows/kai.rowe');

    expect((await lea!.send('GET', `/api/members/community/posts/${post.id}`)).statusCode).toBe(200);
    const pending = await profile(max!, 'kai.rowe');
    expect(pending.json<{ posts: unknown }>().posts).toBeNull();
    const byId = await max!.send('GET', `/api/members/community/posts/${post.id}`);
    expect([byId.statusCode, byId.json()]).toEqual([403, { error: PRIVATE_ACCOUNT }]);
    expect(
      (await max!.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'hi' })).statusCode,
    ).toBe(403);
    expect((await max!.send('PUT', `/api/members/community/posts/${post.id}/like`)).statusCode).toBe(403);
    expect(await feedCaptions(max!)).not.toContain('Private thoughts #quietkai');
    const found = (await max!.send('GET', '/api/members/community/search?q=quietkai')).json<{
      posts: { caption: string }[];
      hashtags: { name: string; posts: number }[];
    }>();
    expect(found.posts).toEqual([]);
    const tag = (await max!.send('GET', '/api/members/community/topics/hashtag/quietkai')).json<{
      posts: number;
      recent: unknown[];
    }>();
    expect([tag.posts, tag.recent]).toEqual([0, []]);
  });

  it('a block by a private account ends the approved follow: the blocked member no longer reads, sees or hears its posts', async () => {
    const { kai, lea } = members as Record<string, Browser>;
    const earlier = await share(kai!, 'Before the block');
    const leaLive = await LiveClient.open(service.app, lea!);
    await leaLive.waitFor('ready');
    leaLive.send({ type: 'subscribe', topics: [`post:${earlier.id}`, `member:${ids.lea}`] });
    const [subscribed] = await leaLive.waitFor('subscribed');
    expect(subscribed?.refused).toEqual([]);

    expect((await kai!.send('PUT', '/api/members/blocks/lea.brandt')).json()).toEqual({ blocked: true });
    expect(await followState(kai!, 'lea.brandt')).toBe('none');

    await share(kai!, 'After the block');
    await kai!.send('POST', `/api/members/community/posts/${earlier.id}/comments`, { text: 'Comment after the block' });
    // Kai's own comment reaches Kai's other tab; Lea's socket has left the post's topic by then.
    const kaiLive = await LiveClient.open(service.app, kai!);
    await kaiLive.waitFor('ready');
    kaiLive.send({ type: 'subscribe', topics: [`post:${earlier.id}`] });
    await kaiLive.waitFor('subscribed');
    await kai!.send('POST', `/api/members/community/posts/${earlier.id}/comments`, { text: 'Second comment' });
    await kaiLive.waitForEvent((data) => JSON.stringify(data).includes('Second comment'));
    expect(JSON.stringify(leaLive.messages)).not.toContain('Comment after the block');
    expect(JSON.stringify(leaLive.messages)).not.toContain('Second comment');
    expect(JSON.stringify(leaLive.messages)).not.toContain('After the block');
    leaLive.close();
    kaiLive.close();

    expect((await lea!.send('GET', `/api/members/community/posts/${earlier.id}`)).statusCode).toBe(404);
    expect(await feedCaptions(lea!)).not.toContain('After the block');
    // Lea cannot follow again while the block stands, and Kai's profile is not there for her.
    expect((await lea!.send('PUT', '/api/members/follows/kai.rowe')).statusCode).toBe(403);
    expect((await profile(lea!, 'kai.rowe')).statusCode).toBe(404);
    // Kai's own view says Lea is blocked, so the screen can offer Unblock.
    const kaiView = (await profile(kai!, 'lea.brandt')).json<{ profile: { blocked: boolean }; posts: unknown }>();
    expect(kaiView.profile.blocked).toBe(true);
    expect(kaiView.posts).toBeNull();
  });

  it('a blocked member of a public account cannot comment, like, message, mention, reply or call the blocker', async () => {
    const { max, nia } = members as Record<string, Browser>;
    const post = await share(nia!, 'Nia’s public post');
    const thread = (await max!.send('POST', '/api/members/messages/threads', { username: 'nia.cole' })).json<{
      thread: { id: string };
    }>().thread;
    await max!.send('POST', `/api/members/messages/threads/${thread.id}`, { text: 'Hello before' });
    const chatParent = (
      await nia!.send('POST', '/api/members/collab/conversations/general/messages', { text: 'Nia asks a question' })
    ).json<{ message: { id: string } }>().message;

    expect((await nia!.send('PUT', '/api/members/blocks/max.ortiz')).statusCode).toBe(200);

    const comment = await max!.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Still here' });
    expect(comment.statusCode).toBe(404);
    expect((await max!.send('PUT', `/api/members/community/posts/${post.id}/like`)).statusCode).toBe(404);
    expect((await max!.send('GET', `/api/members/community/posts/${post.id}`)).statusCode).toBe(404);
    expect(await feedCaptions(max!)).not.toContain('Nia’s public post');
    expect(
      (await max!.send('POST', `/api/members/messages/threads/${thread.id}`, { text: 'Hello after' })).statusCode,
    ).toBe(403);
    // The conversation is gone for both.
    expect((await max!.send('GET', `/api/members/messages/threads/${thread.id}`)).statusCode).toBe(404);
    expect((await nia!.send('GET', `/api/members/messages/threads/${thread.id}`)).statusCode).toBe(404);

    // Search finds neither for the other.
    const people = (await max!.send('GET', '/api/members/community/search?q=nia')).json<{
      people: { username: string }[];
    }>().people;
    expect(people.map((person) => person.username)).not.toContain('nia.cole');

    // A chat reply and an @mention by Max do not reach Nia.
    const niaLive = await LiveClient.open(service.app, nia!);
    await niaLive.waitFor('ready');
    niaLive.send({ type: 'subscribe', topics: ['chat:general', `member:${ids.nia}`] });
    await niaLive.waitFor('subscribed');
    await max!.send('POST', '/api/members/collab/conversations/general/messages', {
      text: 'Reply from Max',
      parentId: chatParent.id,
    });
    await max!.send('POST', '/api/members/collab/conversations/general/messages', { text: 'Hey @nia.cole look' });
    await members.kai!.send('POST', '/api/members/collab/conversations/general/messages', { text: 'Kai says hi' });
    await niaLive.waitForEvent((data) => JSON.stringify(data).includes('Kai says hi'));
    expect(JSON.stringify(niaLive.messages)).not.toContain('Reply from Max');
    expect(JSON.stringify(niaLive.messages)).not.toContain('chat.mention');
    niaLive.close();
    const thread2 = (await nia!.send('GET', `/api/members/collab/messages/${chatParent.id}/thread`)).json<{
      replies: { text: string }[];
    }>();
    expect(thread2.replies.map((reply) => reply.text)).not.toContain('Reply from Max');
    const channels = (await nia!.send('GET', '/api/members/collab/conversations')).json<{
      conversations: { id: string; mentions: number }[];
    }>().conversations;
    expect(channels.find((channel) => channel.id === 'general')?.mentions).toBe(0);

    // A voice offer from Max to Nia is refused.
    await nia!.send('PUT', '/api/members/collab/voice/morning', { listenOnly: true });
    await max!.send('PUT', '/api/members/collab/voice/morning', { listenOnly: true });
    const offer = await max!.send('POST', '/api/members/collab/voice/morning/signal', {
      to: 'nia.cole',
      signal: { type: 'offer', sdp: 'v=0' },
    });
    expect([offer.statusCode, offer.json()]).toEqual([403, { error: CANNOT_SIGNAL }]);
  });

  it('hides the comments of someone who blocked you, and yours from them', async () => {
    const { kai, max, nia } = members as Record<string, Browser>;
    const post = await share(kai!, 'Kai’s open post');
    await setPrivate(kai!, false);
    await nia!.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Nia comments' });
    await max!.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Max comments' });
    const seenBy = async (browser: Browser) =>
      (await browser.send('GET', `/api/members/community/posts/${post.id}`))
        .json<{ comments: { text: string }[] }>()
        .comments.map((comment) => comment.text);
    // Nia blocked Max: neither sees the other's comment; Kai sees both.
    expect(await seenBy(max!)).toEqual(['Max comments']);
    expect(await seenBy(nia!)).toEqual(['Nia comments']);
    expect(await seenBy(kai!)).toEqual(['Nia comments', 'Max comments']);
  });
});
