import * as contract from '@mindset/member-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SITE_ORIGIN, startTestService, type TestService } from './support/testApp';

/**
 * The contract's request schemas accept and refuse what the service's route schemas do, until the
 * routes validate with the contract itself. Each row is one request without a session: a refused
 * input answers 400 before the route asks who is signed in; an accepted one gets past validation
 * (to 401, or on the open account routes to their own answer). Where the contract is stricter on
 * purpose (the text rule: NUL and lone surrogates; a website's length cap) the row says so.
 */
interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** What the contract says of this request's body, query or params. */
  schema: z.ZodMiniType;
  input: unknown;
  /** The contract refuses it on purpose, where the service today answers something else. */
  stricter?: true;
}

const join = { name: 'Parity', email: 'parity@example.org', password: 'long enough' };
const file = 'photo-0123456789abcdef.webp';
const NUL = 'a\u0000b';
const LONE = 'a\uD83Db';

const bodyRows = (
  name: string,
  method: Row['method'],
  url: string,
  schema: z.ZodMiniType,
  bodies: [string, unknown, true?][],
): Row[] =>
  bodies.map(([label, body, stricter]) => ({
    name: `${name}: ${label}`,
    method,
    url,
    body,
    schema,
    input: body,
    ...(stricter ? { stricter } : {}),
  }));

const table: Row[] = [
  ...bodyRows('join', 'POST', '/api/members/accounts', contract.joinRequest, [
    ['valid', { ...join, email: 'parity.valid@example.org' }],
    ['blank name', { ...join, name: '  ' }],
    ['long name', { ...join, name: 'x'.repeat(81) }],
    ['bad email', { ...join, email: 'nope' }],
    ['short password', { ...join, password: 'short' }],
    ['long goals', { ...join, goals: 'x'.repeat(2001) }],
    ['unknown field', { ...join, admin: true }],
    ['NUL in the name', { ...join, email: 'parity.nul@example.org', name: NUL }, true],
  ]),
  ...bodyRows('sign in', 'POST', '/api/members/session', contract.signInRequest, [
    ['valid', { email: join.email, password: 'whatever' }],
    ['no password', { email: join.email, password: '' }],
    ['no email', { password: 'whatever' }],
  ]),
  ...bodyRows('reset', 'POST', '/api/members/password-resets', contract.passwordResetRequest, [
    ['valid', { email: 'someone@example.org' }],
    ['bad email', { email: 'x' }],
  ]),
  ...bodyRows('profile', 'PATCH', '/api/members/me/profile', contract.profileUpdateRequest, [
    ['valid', { name: 'Jane', bio: 'Runs', website: 'https://example.org', phone: '+44 (0) 1', username: 'jane.d' }],
    ['empty website', { website: '' }],
    ['ftp website', { website: 'ftp://example.org' }],
    ['bad phone', { phone: 'call me' }],
    ['bad username', { username: 'A' }],
    ['long bio', { bio: 'x'.repeat(501) }],
    ['lone surrogate in the bio', { bio: LONE }, true],
    ['overlong website', { website: `https://example.org/${'a'.repeat(200)}` }],
  ]),
  ...bodyRows('settings', 'PUT', '/api/members/me/settings', contract.settingsUpdateRequest, [
    ['nothing', {}],
    ['a partial group', { privacy: { privateAccount: true } }],
    ['a whole group', { notifications: contract.NOTIFICATION_DEFAULTS }],
  ]),
  ...bodyRows('password', 'POST', '/api/members/me/password', contract.passwordChangeRequest, [
    ['valid', { currentPassword: 'x', newPassword: 'long enough' }],
    ['short new one', { currentPassword: 'x', newPassword: 'short' }],
  ]),
  ...bodyRows('post', 'POST', '/api/members/community/posts', contract.newPostRequest, [
    ['caption', { caption: 'Hello' }],
    ['photo only', { media: [{ file, alt: '' }] }],
    ['empty', { caption: '   ' }],
    ['foreign file', { media: [{ file: '../x', alt: '' }] }],
    ['eleven photos', { media: Array.from({ length: 11 }, () => ({ file, alt: '' })) }],
    ['long location', { caption: 'Hi', location: 'x'.repeat(121) }],
    ['NUL in the caption', { caption: NUL }, true],
  ]),
  ...bodyRows('comment', 'POST', '/api/members/community/posts/p1/comments', contract.newCommentRequest, [
    ['valid', { text: 'Nice' }],
    ['blank', { text: '  ' }],
    ['long', { text: 'x'.repeat(2001) }],
    ['lone surrogate', { text: LONE }, true],
  ]),
  ...bodyRows('story', 'POST', '/api/members/community/stories', contract.newStoryRequest, [
    ['text', { kind: 'text', text: 'Hi', background: 'ocean' }],
    ['photo', { kind: 'image', file }],
    ['other background', { kind: 'text', text: 'Hi', background: 'pink' }],
    ['video', { kind: 'video' }],
    ['blank text', { kind: 'text', text: ' ', background: 'ocean' }],
  ]),
  ...bodyRows('open thread', 'POST', '/api/members/messages/threads', contract.openThreadRequest, [
    ['valid', { username: 'sam' }],
    ['empty', { username: '' }],
  ]),
  ...bodyRows('message', 'POST', '/api/members/messages/threads/t1', contract.sendMessageRequest, [
    ['valid', { text: ' hi ' }],
    ['blank', { text: '   ' }],
    ['long', { text: 'x'.repeat(5001) }],
    ['NUL', { text: NUL }, true],
  ]),
  ...bodyRows('chat', 'POST', '/api/members/collab/conversations/general/messages', contract.sendChatMessageRequest, [
    ['valid', { text: 'hi', parentId: 'm1' }],
    ['blank', { text: ' ' }],
    ['long', { text: 'x'.repeat(4001) }],
  ]),
  ...bodyRows('pin', 'PUT', '/api/members/collab/conversations/general/pin', contract.pinRequest, [
    ['valid', { messageId: 'm1' }],
    ['empty', { messageId: '' }],
  ]),
  ...bodyRows('voice join', 'PUT', '/api/members/collab/voice/morning', contract.joinVoiceRequest, [
    ['valid', { listenOnly: true }],
    ['not a boolean', { listenOnly: 'yes' }],
  ]),
  ...bodyRows('signal', 'POST', '/api/members/collab/voice/morning/signal', contract.signalRequest, [
    ['offer', { to: 'sam', signal: { type: 'offer', sdp: 'v=0' } }],
    ['candidate', { to: 'sam', signal: { type: 'candidate', candidate: 'c', sdpMid: null, sdpMLineIndex: 0 } }],
    ['unknown type', { to: 'sam', signal: { type: 'hello' } }],
    ['huge sdp', { to: 'sam', signal: { type: 'offer', sdp: 'x'.repeat(20_001) } }],
  ]),
  ...bodyRows('report', 'POST', '/api/members/community/posts/p1/report', contract.reportRequest, [
    ['valid', { reason: 'Spam' }],
    ['blank', { reason: '  ' }],
  ]),
  ...bodyRows('review', 'POST', '/api/members/moderation/reports/p1', contract.reviewRequest, [
    ['valid', { decision: 'remove' }],
    ['other', { decision: 'shout' }],
  ]),
  ...bodyRows('progress', 'PUT', '/api/members/me/progress', contract.lessonProgressSchema, [
    ['valid', { moduleId: '1', lessonId: '2', checkedExercises: ['a'], completed: true, notes: '' }],
    ['bad module', { moduleId: 'A B', lessonId: '2', checkedExercises: [], completed: true, notes: '' }],
    ['long notes', { moduleId: '1', lessonId: '2', checkedExercises: [], completed: true, notes: 'x'.repeat(20_001) }],
  ]),
  {
    name: 'feed: a cursor',
    method: 'GET',
    url: '/api/members/community/feed?cursor=abc',
    schema: contract.feedQuery,
    input: { cursor: 'abc' },
  },
  {
    name: 'feed: an unknown parameter',
    method: 'GET',
    url: '/api/members/community/feed?page=2',
    schema: contract.feedQuery,
    input: { page: '2' },
  },
  {
    name: 'activity: a tab',
    method: 'GET',
    url: '/api/members/community/activity?tab=you',
    schema: contract.activityQuery,
    input: { tab: 'you' },
  },
  {
    name: 'activity: another tab',
    method: 'GET',
    url: '/api/members/community/activity?tab=all',
    schema: contract.activityQuery,
    input: { tab: 'all' },
  },
  {
    name: 'search: blank',
    method: 'GET',
    url: '/api/members/community/search?q=%20',
    schema: contract.searchQuery,
    input: { q: ' ' },
  },
  {
    name: 'search: words',
    method: 'GET',
    url: '/api/members/community/search?q=run',
    schema: contract.searchQuery,
    input: { q: 'run' },
  },
  {
    name: 'collection: saved',
    method: 'GET',
    url: '/api/members/community/collections/saved',
    schema: contract.collectionParams,
    input: { kind: 'saved' },
  },
  {
    name: 'collection: other',
    method: 'GET',
    url: '/api/members/community/collections/shared',
    schema: contract.collectionParams,
    input: { kind: 'shared' },
  },
  {
    name: 'topic: other kind',
    method: 'GET',
    url: '/api/members/community/topics/person/run',
    schema: contract.topicParams,
    input: { kind: 'person', name: 'run' },
  },
  {
    name: 'voice room: other',
    method: 'GET',
    url: '/api/members/collab/voice/night',
    schema: contract.roomParams,
    input: { room: 'night' },
  },
  {
    name: 'thread page: not a time',
    method: 'GET',
    url: '/api/members/messages/threads/t1?before=yesterday',
    schema: contract.threadPageQuery,
    input: { before: 'yesterday' },
  },
  {
    name: 'thread page: a time',
    method: 'GET',
    url: '/api/members/messages/threads/t1?before=2026-01-01T00:00:00.000Z',
    schema: contract.threadPageQuery,
    input: { before: '2026-01-01T00:00:00.000Z' },
  },
];

describe('the contract and the service agree on what a request may be', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite');
  });
  afterAll(() => service.close());

  it.each(table)('$name', async (row) => {
    const response = await service.app.inject({
      method: row.method,
      url: row.url,
      headers: { origin: SITE_ORIGIN, ...(row.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(row.body === undefined ? {} : { payload: JSON.stringify(row.body) }),
    });
    const contractAccepts = z.safeParse(row.schema, row.input).success;
    const serviceAccepts = response.statusCode !== 400;
    if (row.stricter) {
      expect(contractAccepts).toBe(false);
    } else {
      expect({ contractAccepts, status: response.statusCode }).toEqual({
        contractAccepts: serviceAccepts,
        status: response.statusCode,
      });
    }
  });
});
