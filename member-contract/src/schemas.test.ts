import * as z from 'zod/mini';
import {
  chatEvent,
  feedAnswer,
  joinRequest,
  liveServerMessage,
  memberEvent,
  memberNoticesRequest,
  notificationCreatedEvent,
  notificationsAnswer,
  newPostRequest,
  newStoryRequest,
  profileUpdateRequest,
  sendChatMessageRequest,
  settingsUpdateRequest,
  signalRequest,
} from './index';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;
const author = { username: 'jane', name: 'Jane', avatarUrl: null, verified: false };
const post = {
  id: 'p1',
  author,
  caption: 'Morning run',
  location: null,
  media: [{ kind: 'image', url: '/api/members/media/a.webp', alt: 'A path' }],
  likes: 2,
  comments: 0,
  liked: false,
  saved: false,
  createdAt: '2026-01-01T08:00:00.000Z',
};

describe('requests', () => {
  it("payment-service's notices: either kind, whole rounds, storable text, at most 50", () => {
    const entry = {
      key: 'entry:s1',
      kind: 'contest_entry',
      memberId: 'm1',
      contest: 'UK Wellness Retreat Giveaway',
      round: 2,
      entries: 3,
      reference: '0A1B2C3D4E5F',
    };
    const result = { key: 'result:1:2:m1', kind: 'contest_result', memberId: 'm1', contest: 'UK', round: 2, won: true };
    expect(z.parse(memberNoticesRequest, { notices: [entry, result] }).notices).toHaveLength(2);
    expect(firstMessage(memberNoticesRequest, { notices: [{ ...entry, contest: 'UK\u0000' }] })).toBe(
      'The contest has a character we cannot store. Remove it and try again.',
    );
    expect(firstMessage(memberNoticesRequest, { notices: [{ ...entry, reference: '\uDC00' }] })).toBe(
      'The entry reference has a character we cannot store. Remove it and try again.',
    );
    expect(firstMessage(memberNoticesRequest, { notices: [{ ...entry, round: 1.5 }] })).toBe(
      'The round must be a whole number.',
    );
    expect(firstMessage(memberNoticesRequest, { notices: [{ ...result, won: 'yes' }] })).toBe(
      'Whether the member won must be true or false.',
    );
    expect(firstMessage(memberNoticesRequest, { notices: [{ ...entry, extra: 1 }] })).toBeDefined();
    expect(firstMessage(memberNoticesRequest, { notices: Array.from({ length: 51 }, () => entry) })).toBe(
      'Send at most 50 notices at once.',
    );
  });

  it('join keeps the service’s sentences and normalises the email', () => {
    const valid = { name: ' Jane ', email: ' Jane@Example.ORG ', password: 'long enough' };
    expect(z.parse(joinRequest, valid)).toEqual({ name: 'Jane', email: 'jane@example.org', password: 'long enough' });
    expect(firstMessage(joinRequest, { ...valid, email: 'jane' })).toBe(
      'Enter a valid email address, such as jane@example.com.',
    );
    expect(firstMessage(joinRequest, { ...valid, password: 'short' })).toBe('Password must be at least 8 characters.');
    expect(firstMessage(joinRequest, { ...valid, name: 'Ja\u0000ne' })).toBe(
      'Full Name has a character we cannot store. Remove it and try again.',
    );
    expect(z.safeParse(joinRequest, { ...valid, admin: true }).success).toBe(false);
  });

  it('a post needs a caption or a photo, and its caption refuses a lone surrogate', () => {
    expect(firstMessage(newPostRequest, { caption: '   ' })).toBe(
      'Add a photo or video, or write a caption, to share a post.',
    );
    expect(z.parse(newPostRequest, { caption: ' Hello ' })).toEqual({ caption: 'Hello', media: [] });
    expect(firstMessage(newPostRequest, { caption: 'Hi \uD83D' })).toBe(
      'The caption has a character we cannot store. Remove it and try again.',
    );
    expect(firstMessage(newPostRequest, { media: [{ file: '../etc/passwd', alt: '' }] })).toBe(
      'One of those photos or videos was not uploaded by you. Add it again.',
    );
  });

  it('a story is a photo or text on one of six backgrounds', () => {
    expect(firstMessage(newStoryRequest, { kind: 'video' })).toBe('A story is a photo or text.');
    expect(firstMessage(newStoryRequest, { kind: 'text', text: 'Hi', background: 'pink' })).toBe(
      'Choose one of the six backgrounds.',
    );
    expect(z.safeParse(newStoryRequest, { kind: 'text', text: 'Hi', background: 'ocean' }).success).toBe(true);
  });

  it('profile edits check the website, phone and username as the service does', () => {
    expect(firstMessage(profileUpdateRequest, { website: 'ftp://example.org' })).toBe(
      'Enter a website address starting with https://.',
    );
    expect(z.safeParse(profileUpdateRequest, { website: '' }).success).toBe(true);
    expect(firstMessage(profileUpdateRequest, { website: `https://example.org/${'a'.repeat(200)}` })).toBe(
      'A website address can be at most 200 characters.',
    );
    expect(firstMessage(profileUpdateRequest, { phone: 'call me' })).toBe(
      'Enter a phone number with digits, spaces and + ( ) - only.',
    );
    expect(firstMessage(profileUpdateRequest, { username: 'A' })).toBe(
      'A username has 3 to 30 lower-case letters, digits, dots or underscores.',
    );
  });

  it('a settings change names only the switches it changes, and only known ones', () => {
    expect(z.safeParse(settingsUpdateRequest, {}).success).toBe(true);
    expect(z.safeParse(settingsUpdateRequest, { privacy: { privateAccount: true } }).success).toBe(true);
    expect(z.safeParse(settingsUpdateRequest, { privacy: { privateAccount: 'yes' } }).success).toBe(false);
    expect(z.safeParse(settingsUpdateRequest, { privacy: { invisible: true } }).success).toBe(false);
    expect(z.safeParse(settingsUpdateRequest, { theme: {} }).success).toBe(false);
  });

  it('a blank channel message is not sent; a voice signal passes only what WebRTC sends', () => {
    expect(firstMessage(sendChatMessageRequest, { text: '  ' })).toBe('Write something to send.');
    expect(z.safeParse(signalRequest, { to: 'sam', signal: { type: 'offer', sdp: 'v=0' } }).success).toBe(true);
    expect(z.safeParse(signalRequest, { to: 'sam', signal: { type: 'offer', sdp: 'v=0', extra: 1 } }).success).toBe(
      false,
    );
  });
});

describe('answers and live events', () => {
  it('an answer keeps the fields the screens use and refuses one that changed shape', () => {
    expect(z.parse(feedAnswer, { posts: [post], nextCursor: null }).posts[0]?.caption).toBe('Morning run');
    expect(z.safeParse(feedAnswer, { posts: [{ ...post, likes: '2' }], nextCursor: null }).success).toBe(false);
  });

  it('the socket’s messages and a member topic’s events parse by their kind', () => {
    expect(z.parse(liveServerMessage, { type: 'ready', seq: 4 })).toEqual({ type: 'ready', seq: 4 });
    expect(z.safeParse(liveServerMessage, { type: 'hello' }).success).toBe(false);
    const unread = z.parse(memberEvent, {
      kind: 'message.unread',
      threadId: 't1',
      message: { id: 'm1', threadId: 't1', author, text: 'Hi', createdAt: post.createdAt },
    });
    expect(unread.kind === 'message.unread' && unread.message.text).toBe('Hi');
    expect(z.safeParse(memberEvent, { kind: 'post.created', post: { ...post, author: null } }).success).toBe(false);
  });

  it('a channel event carries a channel message (a direct message is not one)', () => {
    const direct = { id: 'm1', threadId: 't1', author, text: 'Hi', createdAt: post.createdAt };
    expect(z.safeParse(chatEvent, { kind: 'message.created', message: direct }).success).toBe(false);
    expect(z.parse(chatEvent, { kind: 'pinned', message: null })).toEqual({ kind: 'pinned', message: null });
  });

  it('a bell item or live notice of a kind added after the page was released is still read', () => {
    const item = {
      id: '9',
      kind: 'a_kind_from_a_newer_service',
      actors: [],
      others: 0,
      text: 'Something new happened',
      excerpt: '',
      link: '/events',
      createdAt: post.createdAt,
      read: false,
    };
    expect(z.parse(notificationsAnswer, { items: [item], unread: 1 }).items[0]?.text).toBe('Something new happened');
    const notice = {
      kind: 'notification.created',
      username: '',
      notificationKind: 'a_kind_from_a_newer_service',
      excerpt: '',
    };
    expect(z.safeParse(notificationCreatedEvent, notice).success).toBe(true);
  });
});
