import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, SITE_ORIGIN, join, rowCounts, startTestService, type TestService } from './support/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface BadRequest {
  name: string;
  method: Method;
  url: string;
  /** A JSON value, or raw text sent as it is. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  status: number;
  error: string | RegExp;
}

const valid = { name: 'Bad Input', email: 'bad.input@example.org', password: 'long enough' };
const lesson = { moduleId: '1', lessonId: '1', checkedExercises: [], completed: false, notes: '' };
const JOIN = '/api/members/accounts';
const SIGN_IN = '/api/members/session';

const table: BadRequest[] = [
  {
    name: 'join: malformed JSON',
    method: 'POST',
    url: JOIN,
    raw: '{"name":',
    status: 400,
    error: 'The request body is not valid JSON.',
  },
  { name: 'join: empty body', method: 'POST', url: JOIN, raw: '', status: 400, error: /body is empty/ },
  {
    name: 'join: plain text',
    method: 'POST',
    url: JOIN,
    raw: 'name=x',
    contentType: 'text/plain',
    status: 415,
    error: 'This content type is not accepted here.',
  },
  {
    name: 'join: form encoded',
    method: 'POST',
    url: JOIN,
    raw: 'name=x',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    error: 'This content type is not accepted here.',
  },
  { name: 'join: an array', method: 'POST', url: JOIN, body: [valid], status: 400, error: /not valid/ },
  {
    name: 'join: no name',
    method: 'POST',
    url: JOIN,
    body: { ...valid, name: undefined },
    status: 400,
    error: 'Full Name must be text.',
  },
  {
    name: 'join: blank name',
    method: 'POST',
    url: JOIN,
    body: { ...valid, name: '   ' },
    status: 400,
    error: 'Enter your full name.',
  },
  {
    name: 'join: name too long',
    method: 'POST',
    url: JOIN,
    body: { ...valid, name: 'x'.repeat(81) },
    status: 400,
    error: 'Full Name can be at most 80 characters.',
  },
  {
    name: 'join: name a number',
    method: 'POST',
    url: JOIN,
    body: { ...valid, name: 42 },
    status: 400,
    error: 'Full Name must be text.',
  },
  {
    name: 'join: no email',
    method: 'POST',
    url: JOIN,
    body: { ...valid, email: undefined },
    status: 400,
    error: 'Enter your email address.',
  },
  {
    name: 'join: email without @',
    method: 'POST',
    url: JOIN,
    body: { ...valid, email: 'jane.example.org' },
    status: 400,
    error: 'Enter a valid email address, such as jane@example.com.',
  },
  {
    name: 'join: email with spaces inside',
    method: 'POST',
    url: JOIN,
    body: { ...valid, email: 'ja ne@example.org' },
    status: 400,
    error: 'Enter a valid email address, such as jane@example.com.',
  },
  {
    name: 'join: email too long',
    method: 'POST',
    url: JOIN,
    body: { ...valid, email: `${'a'.repeat(250)}@x.io` },
    status: 400,
    error: 'That email address is too long.',
  },
  {
    name: 'join: password of 7',
    method: 'POST',
    url: JOIN,
    body: { ...valid, password: '1234567' },
    status: 400,
    error: 'Password must be at least 8 characters.',
  },
  {
    name: 'join: password a number',
    method: 'POST',
    url: JOIN,
    body: { ...valid, password: 12345678 },
    status: 400,
    error: 'Enter a password.',
  },
  {
    name: 'join: password too long',
    method: 'POST',
    url: JOIN,
    body: { ...valid, password: 'p'.repeat(201) },
    status: 400,
    error: 'Password can be at most 200 characters.',
  },
  {
    name: 'join: unknown field',
    method: 'POST',
    url: JOIN,
    body: { ...valid, isAdmin: true },
    status: 400,
    error: /Unrecognized key: "isAdmin"/,
  },
  {
    name: 'join: goals too long',
    method: 'POST',
    url: JOIN,
    body: { ...valid, goals: 'g'.repeat(2001) },
    status: 400,
    error: 'Your goals can be at most 2,000 characters.',
  },
  {
    name: 'join: body over 64 KB',
    method: 'POST',
    url: JOIN,
    body: { ...valid, goals: 'g'.repeat(70_000) },
    status: 413,
    error: 'The request body is too large; the limit is 64 KB.',
  },
  {
    name: 'sign in: no password',
    method: 'POST',
    url: SIGN_IN,
    body: { email: valid.email },
    status: 400,
    error: 'Enter your password.',
  },
  {
    name: 'sign in: empty password',
    method: 'POST',
    url: SIGN_IN,
    body: { email: valid.email, password: '' },
    status: 400,
    error: 'Enter your password.',
  },
  {
    name: 'sign in: bad email',
    method: 'POST',
    url: SIGN_IN,
    body: { email: 'nope', password: 'whatever1' },
    status: 400,
    error: /valid email/,
  },
  {
    name: 'reset: bad email',
    method: 'POST',
    url: '/api/members/password-resets',
    body: { email: '@' },
    status: 400,
    error: /valid email/,
  },
  {
    name: 'reset confirm: made-up token',
    method: 'POST',
    url: '/api/members/password-resets/confirm',
    body: { token: 'made-up', password: 'long enough' },
    status: 400,
    error: 'This reset link is not valid or has expired. Ask for a new one.',
  },
  {
    name: 'reset confirm: short password',
    method: 'POST',
    url: '/api/members/password-resets/confirm',
    body: { token: 'made-up', password: 'short' },
    status: 400,
    error: 'Password must be at least 8 characters.',
  },
  {
    name: 'profile: bad username',
    method: 'PATCH',
    url: '/api/members/me/profile',
    body: { username: 'Has Spaces' },
    status: 400,
    error: /A username has 3 to 30/,
  },
  {
    name: 'profile: javascript: website',
    method: 'PATCH',
    url: '/api/members/me/profile',
    body: { website: 'javascript:alert(1)' },
    status: 400,
    error: 'Enter a website address starting with https://.',
  },
  {
    name: 'profile: letters in phone',
    method: 'PATCH',
    url: '/api/members/me/profile',
    body: { phone: 'call me' },
    status: 400,
    error: /Enter a phone number/,
  },
  {
    name: 'profile: column name as a field',
    method: 'PATCH',
    url: '/api/members/me/profile',
    body: { password_hash: 'x' },
    status: 400,
    error: /Unrecognized key/,
  },
  {
    name: 'profile: bio too long',
    method: 'PATCH',
    url: '/api/members/me/profile',
    body: { bio: 'b'.repeat(501) },
    status: 400,
    error: 'Bio can be at most 500 characters.',
  },
  {
    name: 'settings: a toggle as text',
    method: 'PUT',
    url: '/api/members/me/settings',
    body: { privacy: { privateAccount: 'yes' } },
    status: 400,
    error: 'A setting is on or off.',
  },
  {
    name: 'settings: an unknown toggle',
    method: 'PUT',
    url: '/api/members/me/settings',
    body: { notifications: { everything: true } },
    status: 400,
    error: /notifications/,
  },
  {
    name: 'password: short new one',
    method: 'POST',
    url: '/api/members/me/password',
    body: { currentPassword: valid.password, newPassword: 'short' },
    status: 400,
    error: 'Password must be at least 8 characters.',
  },
  {
    name: 'password: wrong current one',
    method: 'POST',
    url: '/api/members/me/password',
    body: { currentPassword: 'wrong-one', newPassword: 'new long one' },
    status: 400,
    error: 'Your current password is not correct.',
  },
  {
    name: 'progress: module id with a slash',
    method: 'PUT',
    url: '/api/members/me/progress',
    body: { ...lesson, moduleId: '../1' },
    status: 400,
    error: 'Not a module id.',
  },
  {
    name: 'progress: completed as text',
    method: 'PUT',
    url: '/api/members/me/progress',
    body: { ...lesson, completed: 'true' },
    status: 400,
    error: /completed/,
  },
  {
    name: 'progress: 101 exercises',
    method: 'PUT',
    url: '/api/members/me/progress',
    body: { ...lesson, checkedExercises: Array.from({ length: 101 }, (_, i) => `e${i}`) },
    status: 400,
    error: 'A lesson has at most 100 exercises.',
  },
  {
    name: 'progress merge: not a list',
    method: 'POST',
    url: '/api/members/me/progress/merge',
    body: { lessons: lesson },
    status: 400,
    error: /lessons/,
  },
  {
    name: 'photo: a text file',
    method: 'PUT',
    url: '/api/members/me/photo',
    raw: 'hello',
    contentType: 'text/plain',
    status: 415,
    error: 'This content type is not accepted here.',
  },
  {
    name: 'photo: bytes that are not an image',
    method: 'PUT',
    url: '/api/members/me/photo',
    raw: 'GIF89a-but-not-really',
    contentType: 'image/gif',
    status: 415,
    error: /not an image we can read/,
  },
  {
    name: 'photo file: traversal',
    method: 'GET',
    url: '/api/members/photos/..%2F..%2Fpackage.json',
    status: 404,
    error: 'There is no such photo.',
  },
  {
    name: 'unknown address',
    method: 'GET',
    url: '/api/members/nothing-here',
    status: 404,
    error: 'There is nothing at this address.',
  },
  {
    name: 'bad URL encoding',
    method: 'GET',
    url: '/api/members/photos/%E0%A4%A',
    status: 400,
    error: 'The address of this request is not valid.',
  },
];

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  let service: TestService;
  let browser: Browser;
  beforeAll(async () => {
    service = await startTestService(kind);
    browser = new Browser(service.app);
    await join(browser, valid);
  });
  afterAll(() => service.close());

  it('has a table of at least 30 rows', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it.each(table)('$name: $status {error}, nothing written', async (row) => {
    const before = await rowCounts(service.db.database);
    const hasBody = row.raw !== undefined || row.body !== undefined;
    const response = await service.app.inject({
      method: row.method,
      url: row.url,
      headers: {
        origin: SITE_ORIGIN,
        cookie: browser.cookieHeader,
        ...(hasBody ? { 'content-type': row.contentType ?? 'application/json' } : {}),
      },
      ...(row.raw !== undefined
        ? { payload: row.raw }
        : row.body !== undefined
          ? { payload: JSON.stringify(row.body) }
          : {}),
    });
    expect(response.statusCode).toBe(row.status);
    const { error } = response.json<{ error: string }>();
    if (typeof row.error === 'string') expect(error).toBe(row.error);
    else expect(error).toMatch(row.error);
    expect(response.body).not.toMatch(/scrypt\$/);
    expect(await rowCounts(service.db.database)).toEqual(before);
  });

  it('still has the member as joined after every refusal', async () => {
    const session = (await browser.send('GET', '/api/members/session')).json();
    expect(session.member).toMatchObject({ name: 'Bad Input', bio: '', phone: '', website: '' });
  });
});
