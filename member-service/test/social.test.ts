import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_FOLLOW, CANNOT_FOLLOW_SELF, NO_SUCH_REQUEST } from '../src/social/routes';
import { NOT_YOUR_PHOTO } from '@mindset/member-contract';
import { NO_SUCH_STORY } from '../src/stories/routes';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

interface Profile {
  profile: { posts: number; followers: number; following: number; followState: string; followsYou: boolean };
  posts: { caption: string }[] | null;
}
interface Activity {
  type: string;
  person: { username: string };
  target: { username: string } | null;
  text: string | null;
  postId: string | null;
  youFollow: boolean;
}

describe.each(DATABASE_KINDS)('follows, profiles, activity, search and stories on %s', (kind) => {
  let service: TestService;
  let hana: Browser;
  let ivan: Browser;
  let jude: Browser;

  const share = async (browser: Browser, caption: string, location?: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption, ...(location ? { location } : {}) })).json<{
      post: { id: string };
    }>().post;
  const profile = async (viewer: Browser, username: string) =>
    (await viewer.send('GET', `/api/members/community/profiles/${username}`)).json<Profile>();
  const activity = async (viewer: Browser, tab: 'you' | 'following') =>
    (await viewer.send('GET', `/api/members/community/activity?tab=${tab}`)).json<{ activity: Activity[] }>().activity;
  const makePrivate = async (browser: Browser, privateAccount: boolean) => {
    const { privacy } = (await browser.send('GET', '/api/members/me/settings')).json<{ privacy: object }>();
    await browser.send('PUT', '/api/members/me/settings', { privacy: { ...privacy, privateAccount } });
  };

  beforeAll(async () => {
    service = await startTestService(kind);
    [hana, ivan, jude] = [new Browser(service.app), new Browser(service.app), new Browser(service.app)];
    await join(hana, { name: 'Hana Ito', email: 'hana@example.org', password: 'hana-password-1' });
    await join(ivan, { name: 'Ivan Roe', email: 'ivan@example.org', password: 'ivan-password-1' });
    await join(jude, { name: 'Jude Kay', email: 'jude@example.org', password: 'jude-password-1' });
  });
  afterAll(() => service.close());

  it('counts posts, followers and following for real, and a follow of a public account is at once', async () => {
    await share(hana, 'First light #Dawn', 'Kyoto, Japan');
    expect((await profile(ivan, 'hana.ito')).profile).toMatchObject({
      posts: 1,
      followers: 0,
      following: 0,
      followState: 'none',
    });
    expect((await ivan.send('PUT', '/api/members/follows/hana.ito')).json()).toEqual({ followState: 'following' });
    const seen = await profile(ivan, 'hana.ito');
    expect(seen.profile).toMatchObject({ followers: 1, followState: 'following' });
    expect(seen.posts?.map((post) => post.caption)).toEqual(['First light #Dawn']);
    expect((await profile(ivan, 'ivan.roe')).profile).toMatchObject({ following: 1, followState: 'self' });
    expect((await profile(hana, 'ivan.roe')).profile.followsYou).toBe(true);

    const self = await hana.send('PUT', '/api/members/follows/hana.ito');
    expect([self.statusCode, self.json()]).toEqual([400, { error: CANNOT_FOLLOW_SELF }]);
    expect((await hana.send('GET', '/api/members/community/profiles/no.body')).statusCode).toBe(404);
  });

  it('limits a private account’s posts to the followers it approves', async () => {
    await makePrivate(jude, true);
    await share(jude, 'Just for approved eyes');
    const stranger = await profile(hana, 'jude.kay');
    expect(stranger.posts).toBeNull();
    expect(stranger.profile.posts).toBe(1);

    expect((await hana.send('PUT', '/api/members/follows/jude.kay')).json()).toEqual({ followState: 'requested' });
    expect((await profile(hana, 'jude.kay')).posts).toBeNull();
    const feedOf = async (browser: Browser) =>
      (await browser.send('GET', '/api/members/community/feed')).json<{ posts: { caption: string }[] }>().posts;
    expect((await feedOf(hana)).map((post) => post.caption)).not.toContain('Just for approved eyes');
    expect((await activity(jude, 'you')).map((item) => [item.type, item.person.username])).toContainEqual([
      'request',
      'hana.ito',
    ]);

    expect((await jude.send('PUT', '/api/members/follows/requests/hana.ito')).json()).toEqual({ approved: true });
    expect((await profile(hana, 'jude.kay')).posts?.map((post) => post.caption)).toEqual(['Just for approved eyes']);
    expect((await feedOf(hana)).map((post) => post.caption)).toContain('Just for approved eyes');
    // Ivan has not asked, so still sees nothing.
    expect((await profile(ivan, 'jude.kay')).posts).toBeNull();

    // A new private post reaches the approved follower's open feed live, on her own topic, and nobody else's.
    const ownTopic = async (browser: Browser) => {
      const { member } = (await browser.send('GET', '/api/members/session')).json<{ member: { id: string } }>();
      const client = await LiveClient.open(service.app, browser);
      await client.waitFor('ready');
      client.send({ type: 'subscribe', topics: [`member:${member.id}`, 'feed'] });
      await client.waitFor('subscribed');
      return client;
    };
    const [hanaLive, ivanLive] = [await ownTopic(hana), await ownTopic(ivan)];
    const second = await share(jude, 'Second private note');
    const heard = await hanaLive.waitForEvent((data) => (data as { kind?: string }).kind === 'post.created');
    expect(heard).toMatchObject({ kind: 'post.created', post: { id: second.id } });
    await share(hana, 'A public one, after it');
    await ivanLive.waitFor('event');
    expect(JSON.stringify(ivanLive.messages)).not.toContain(second.id);
    hanaLive.close();
    ivanLive.close();

    const again = await jude.send('PUT', '/api/members/follows/requests/hana.ito');
    expect([again.statusCode, again.json()]).toEqual([404, { error: NO_SUCH_REQUEST }]);

    // Going public lets waiting requests through.
    await ivan.send('PUT', '/api/members/follows/jude.kay');
    await makePrivate(jude, false);
    expect((await profile(ivan, 'jude.kay')).profile.followState).toBe('following');
  });

  it('lists likes, comments, mentions and follows in activity, and tells the member live', async () => {
    const post = await share(hana, 'Evening run');
    const live = await LiveClient.open(service.app, hana);
    const ready = await live.waitFor('ready');
    const me = (await hana.send('GET', '/api/members/session')).json<{ member: { id: string } }>().member;
    live.send({ type: 'subscribe', topics: [`member:${me.id}`] });
    await live.waitFor('subscribed');
    expect(ready).toBeDefined();

    await ivan.send('PUT', `/api/members/community/posts/${post.id}/like`);
    const [event] = await live.waitFor('event');
    expect(event?.data).toEqual({ kind: 'activity.new' });
    live.close();
    await ivan.send('POST', `/api/members/community/posts/${post.id}/comments`, { text: 'Strong pace!' });
    const other = await share(jude, 'Trail day');
    await jude.send('POST', `/api/members/community/posts/${other.id}/comments`, { text: 'Next time, @hana.ito' });

    const items = await activity(hana, 'you');
    expect(items.slice(0, 3).map((item) => [item.type, item.person.username, item.text])).toEqual([
      ['mention', 'jude.kay', 'Next time, @hana.ito'],
      ['comment', 'ivan.roe', 'Strong pace!'],
      ['like', 'ivan.roe', null],
    ]);
    // Ivan follows Hana, and she does not follow him: "Follow back" is offered.
    expect(items.find((item) => item.type === 'follow')).toMatchObject({
      person: { username: 'ivan.roe' },
      youFollow: false,
    });
    // Nothing of your own doing shows.
    await hana.send('PUT', `/api/members/community/posts/${post.id}/like`);
    expect((await activity(hana, 'you')).filter((item) => item.person.username === 'hana.ito')).toEqual([]);

    // Ivan follows Hana: what Hana does to others shows on his Following tab.
    await hana.send('PUT', `/api/members/community/posts/${other.id}/like`);
    const following = await activity(ivan, 'following');
    expect(following[0]).toMatchObject({
      type: 'like',
      person: { username: 'hana.ito' },
      target: { username: 'jude.kay' },
    });

    // A blocked member's doings disappear from activity.
    await hana.send('PUT', '/api/members/blocks/ivan.roe');
    expect((await activity(hana, 'you')).filter((item) => item.person.username === 'ivan.roe')).toEqual([]);
    const blockedFollow = await ivan.send('PUT', '/api/members/follows/hana.ito');
    expect([blockedFollow.statusCode, blockedFollow.json()]).toEqual([403, { error: CANNOT_FOLLOW }]);
    await hana.send('DELETE', '/api/members/blocks/ivan.roe');
  });

  it('searches people, hashtags, places and posts, and gives hashtag and place pages real counts', async () => {
    await share(ivan, 'Cold plunge #dawn #grit', 'Kyoto, Japan');
    const found = (await hana.send('GET', '/api/members/community/search?q=%23daw')).json<{
      hashtags: { name: string; posts: number }[];
    }>();
    expect(found.hashtags).toEqual([{ name: 'dawn', posts: 2 }]);
    const places = (await hana.send('GET', '/api/members/community/search?q=kyoto')).json<{
      locations: { name: string; posts: number }[];
      posts: unknown[];
    }>();
    expect(places.locations).toEqual([{ name: 'Kyoto, Japan', posts: 2 }]);
    expect(places.posts).toHaveLength(2);
    const people = (await hana.send('GET', '/api/members/community/search?q=roe')).json<{
      people: { username: string }[];
    }>();
    expect(people.people.map((person) => person.username)).toEqual(['ivan.roe']);
    // The spec's sample people are members too.
    const sample = (await hana.send('GET', '/api/members/community/search?q=sarah')).json<{
      people: { username: string }[];
    }>();
    expect(sample.people.map((person) => person.username)).toEqual(['sarah.growth']);
    const empty = await hana.send('GET', '/api/members/community/search?q=%20%20');
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: 'Type something to search for.' }]);

    const tag = (await hana.send('GET', '/api/members/community/topics/hashtag/Dawn')).json<{
      name: string;
      posts: number;
      following: boolean;
      recent: { caption: string }[];
    }>();
    expect(tag).toMatchObject({ name: 'dawn', posts: 2, following: false });
    expect(tag.recent.map((post) => post.caption)).toEqual(['Cold plunge #dawn #grit', 'First light #Dawn']);
    expect((await hana.send('PUT', '/api/members/community/topics/hashtag/dawn/follow')).json()).toEqual({
      following: true,
    });
    expect((await hana.send('GET', '/api/members/community/topics/hashtag/dawn')).json()).toMatchObject({
      following: true,
    });
    const place = (await hana.send('GET', '/api/members/community/topics/location/kyoto%2C%20japan')).json();
    expect(place).toMatchObject({ name: 'Kyoto, Japan', posts: 2 });
    const sampleTag = (await hana.send('GET', '/api/members/community/topics/hashtag/mindset')).json();
    // Six sample posts carry #mindset; one is David Okafor's, whose account is private.
    expect(sampleTag).toMatchObject({ posts: 5 });
    const badKind = await hana.send('GET', '/api/members/community/topics/person/dawn');
    expect([badKind.statusCode, badKind.json()]).toEqual([400, { error: 'A topic is a hashtag or a location.' }]);
  });

  it('shows stories for 24 hours with seen rings, text on six backgrounds or a photo of your own', async () => {
    const text = await hana.send('POST', '/api/members/community/stories', {
      kind: 'text',
      text: 'Day 1 of the plan',
      background: 'ocean',
    });
    expect(text.statusCode, text.body).toBe(201);
    const { id } = text.json<{ id: string }>();
    const storiesOf = async (browser: Browser) =>
      (await browser.send('GET', '/api/members/community/stories')).json<{
        authors: {
          author: { username: string };
          stories: { id: string; text: string; seen: boolean }[];
          allSeen: boolean;
        }[];
      }>().authors;
    expect((await storiesOf(ivan))[0]).toMatchObject({
      author: { username: 'hana.ito' },
      stories: [{ id, text: 'Day 1 of the plan', seen: false }],
      allSeen: false,
    });
    expect((await ivan.send('PUT', `/api/members/community/stories/${id}/seen`)).statusCode).toBe(200);
    expect((await storiesOf(ivan))[0]).toMatchObject({ allSeen: true, stories: [{ seen: true }] });
    expect((await storiesOf(jude))[0]).toMatchObject({ allSeen: false });

    const badBackground = await hana.send('POST', '/api/members/community/stories', {
      kind: 'text',
      text: 'Hi',
      background: 'plaid',
    });
    expect([badBackground.statusCode, badBackground.json()]).toEqual([
      400,
      { error: 'Choose one of the six backgrounds.' },
    ]);
    const blank = await hana.send('POST', '/api/members/community/stories', {
      kind: 'text',
      text: ' ',
      background: 'black',
    });
    expect([blank.statusCode, blank.json()]).toEqual([400, { error: 'Write something for a text story.' }]);

    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const upload = await ivan.send('POST', '/api/members/community/media', png, { 'content-type': 'image/png' });
    const { file } = upload.json<{ file: string }>();
    const stolen = await hana.send('POST', '/api/members/community/stories', { kind: 'image', file });
    expect([stolen.statusCode, stolen.json()]).toEqual([400, { error: NOT_YOUR_PHOTO }]);
    const photo = await ivan.send('POST', '/api/members/community/stories', {
      kind: 'image',
      file,
      alt: 'Pink square',
    });
    expect(photo.statusCode).toBe(201);
    const ivans = (await storiesOf(hana)).find((entry) => entry.author.username === 'ivan.roe');
    expect(ivans?.stories[0]).toMatchObject({ kind: 'image', url: `/api/members/media/${file}`, alt: 'Pink square' });

    // A day later it is gone.
    await service.db.database.query(`UPDATE stories SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await storiesOf(ivan)).some((entry) => entry.author.username === 'hana.ito')).toBe(false);
    const late = await ivan.send('PUT', `/api/members/community/stories/${id}/seen`);
    expect([late.statusCode, late.json()]).toEqual([404, { error: NO_SUCH_STORY }]);
  });
});
