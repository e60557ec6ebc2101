import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, JANE, count, join, startTestService, type TestService } from './support/testApp';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { SIGN_IN_MAX_FAILURES: '3' });
  });
  afterAll(() => service.close());

  it('joins: the account is created, signed in, with a username from the name and no password hash', async () => {
    const browser = new Browser(service.app);
    const response = await browser.send('POST', '/api/members/accounts', {
      ...JANE,
      email: ' Jane@Example.ORG ',
      goals: 'Calm',
    });
    expect(response.statusCode).toBe(201);
    const { member } = response.json();
    expect(member).toMatchObject({
      name: 'Jane Doe',
      username: 'jane.doe',
      email: 'jane@example.org',
      goals: 'Calm',
      avatarUrl: null,
    });
    expect(response.body).not.toMatch(/scrypt|password/i);

    const cookie = response.cookies.find((item) => item.name === 'mindset_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    // The page's script may see only that a session exists, never the session itself.
    const hint = response.cookies.find((item) => item.name === 'mindset_member');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    // Only the hash of the cookie's id is stored.
    const stored = await service.db.database.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(stored.map((row) => row.id_hash)).not.toContain(cookie?.value);

    const session = await browser.send('GET', '/api/members/session');
    expect(session.json()).toEqual({ member, role: 'member' });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('refuses a second account with the same email, whatever its case, and creates nothing', async () => {
    const before = await count(service.db.database, 'members');
    const response = await new Browser(service.app).send('POST', '/api/members/accounts', {
      ...JANE,
      email: 'JANE@example.org',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'An account with this email already exists. Sign in instead.' });
    expect(await count(service.db.database, 'members')).toBe(before);
  });

  it('gives a second Jane Doe her own username', async () => {
    const member = await join(new Browser(service.app), { ...JANE, email: 'other.jane@example.org' });
    expect(member.username).toBe('jane.doe2');
  });

  it('refuses a password under 8 characters with the spec words', async () => {
    const response = await new Browser(service.app).send('POST', '/api/members/accounts', {
      ...JANE,
      email: 'short@example.org',
      password: 'seven77',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Password must be at least 8 characters.' });
  });

  it('signs in on a second browser and out again; a guest has no member', async () => {
    const guest = await new Browser(service.app).send('GET', '/api/members/session');
    expect(guest.json()).toEqual({ member: null, role: null });

    const second = new Browser(service.app);
    const signIn = await second.send('POST', '/api/members/session', {
      email: 'JANE@example.org',
      password: JANE.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ member: { name: 'Jane Doe' }, restored: false });
    expect((await second.send('GET', '/api/members/session')).json().member.name).toBe('Jane Doe');

    const signOut = await second.send('DELETE', '/api/members/session');
    expect(signOut.json()).toEqual({ ok: true });
    expect(second.cookies.size).toBe(0);
    expect(signOut.cookies.map((cookie) => cookie.name).sort()).toEqual(['mindset_member', 'mindset_session']);
    expect((await second.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
  });

  it('answers a wrong password and an unknown email with the same words', async () => {
    const browser = new Browser(service.app);
    const wrong = await browser.send('POST', '/api/members/session', {
      email: JANE.email,
      password: 'not the password',
    });
    const unknown = await browser.send('POST', '/api/members/session', {
      email: 'nobody@example.org',
      password: JANE.password,
    });
    const sample = await browser.send('POST', '/api/members/session', {
      email: 'alex@example.com',
      password: JANE.password,
    });
    for (const response of [wrong, unknown, sample]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'The email or password is not correct.' });
    }
    expect(browser.cookies.size).toBe(0);
  });

  it('throttles sign-in from an address after too many failures there, even with the right password', async () => {
    const browser = new Browser(service.app);
    await join(browser, { name: 'Tom Try', email: 'tom@example.org', password: 'tom-password' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await browser.send('POST', '/api/members/session', {
        email: 'tom@example.org',
        password: 'guess-guess',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await browser.send('POST', '/api/members/session', {
      email: 'tom@example.org',
      password: 'tom-password',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many wrong passwords for this email from here. Please wait 30 seconds and try again.',
    });
  });

  it('never keeps a session id chosen before sign-in (fixation)', async () => {
    const victim = new Browser(service.app);
    // An attacker plants a cookie value they know in the victim's browser.
    victim.cookies.set('mindset_session', 'planted-by-attacker-aaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await victim.send('POST', '/api/members/session', { email: JANE.email, password: JANE.password });
    expect(victim.cookies.get('mindset_session')).not.toBe('planted-by-attacker-aaaaaaaaaaaaaaaaaaaaaaaaaaaa');

    const attacker = new Browser(service.app);
    attacker.cookies.set('mindset_session', 'planted-by-attacker-aaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await attacker.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });

    // A real session carried into a new sign-in is ended, not reused.
    const before = victim.cookies.get('mindset_session') ?? '';
    await victim.send('POST', '/api/members/session', { email: JANE.email, password: JANE.password });
    const stale = new Browser(service.app);
    stale.cookies.set('mindset_session', before);
    expect((await stale.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
  });

  it.each([
    ['no Origin', {}],
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike', { origin: 'http://localhost:5173.evil.example' }],
  ])('refuses state changes with %s (CSRF) and writes nothing', async (_name, headers) => {
    const browser = new Browser(service.app);
    await browser.send('POST', '/api/members/session', { email: JANE.email, password: JANE.password });
    const members = await count(service.db.database, 'members');
    const forged = await service.app.inject({
      method: 'POST',
      url: '/api/members/accounts',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { name: 'Forged', email: 'forged@example.org', password: 'forged-password' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toMatch(/did not come from the site/);
    const signOut = await service.app.inject({
      method: 'DELETE',
      url: '/api/members/session',
      headers: { cookie: browser.cookieHeader, ...headers },
    });
    expect(signOut.statusCode).toBe(403);
    expect(await count(service.db.database, 'members')).toBe(members);
    expect((await browser.send('GET', '/api/members/session')).json().member.name).toBe('Jane Doe');
  });

  it('resets a forgotten password through the outbox, once, and signs out every session', async () => {
    const signedIn = new Browser(service.app);
    await signedIn.send('POST', '/api/members/session', { email: JANE.email, password: JANE.password });

    const visitor = new Browser(service.app);
    const unknown = await visitor.send('POST', '/api/members/password-resets', { email: 'nobody@example.org' });
    const known = await visitor.send('POST', '/api/members/password-resets', { email: JANE.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      'If an account uses this email, we have sent it a link to choose a new password.',
    );

    await expect.poll(() => service.mail.length).toBe(1);
    const [mail] = service.mail;
    expect(mail).toMatchObject({ to: JANE.email, subject: 'Choose a new password for Mindset' });
    const token = /\/signin\/reset\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    // A plain-text part and an HTML part with the same link, as every mail the service writes.
    expect(mail?.body).toContain(`Choose a new password: http://localhost:5173/signin/reset?token=${token}`);
    expect(mail?.body).toContain('Choose a new one within 60 minutes.');
    expect(mail?.html).toContain(
      `<a href="http://localhost:5173/signin/reset?token=${token}">Choose a new password</a>`,
    );
    // Nothing to unsubscribe from: the member asked for it.
    expect(mail?.headers?.['List-Unsubscribe']).toBeUndefined();

    const confirm = await visitor.send('POST', '/api/members/password-resets/confirm', {
      token,
      password: 'a new password',
    });
    expect(confirm.json()).toEqual({ ok: true });
    const again = await visitor.send('POST', '/api/members/password-resets/confirm', {
      token,
      password: 'another one!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This reset link is not valid or has expired. Ask for a new one.' });

    expect((await signedIn.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
    const oldPassword = await visitor.send('POST', '/api/members/session', {
      email: JANE.email,
      password: JANE.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await visitor.send('POST', '/api/members/session', {
      email: JANE.email,
      password: 'a new password',
    });
    expect(newPassword.statusCode).toBe(200);
    const outbox = await service.db.database.query<{ sent_at: Date | null }>('SELECT sent_at FROM outbox');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.sent_at).not.toBeNull();
  });

  it('shows sent mail on the dev mailbox page', async () => {
    const page = await service.app.inject({ method: 'GET', url: '/api/members/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Choose a new password for Mindset');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:5173\/signin\/reset\?token=[\w-]+">/);
  });
});
