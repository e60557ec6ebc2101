import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredAccounts } from '../src/jobs';
import { Browser, join, startTestService, type TestService } from './support/testApp';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(DATABASE_KINDS)("the member's own account on %s", (kind) => {
  let service: TestService;
  let browser: Browser;
  const ME = { name: 'Sam Rivers', email: 'sam@example.org', password: 'sam-password-1' };
  const credentials = () => ({ email: ME.email, password: ME.password });
  beforeAll(async () => {
    service = await startTestService(kind);
    browser = new Browser(service.app);
    await join(browser, ME);
  });
  afterAll(() => service.close());

  it('refuses every account endpoint to a guest with 401', async () => {
    const guest = new Browser(service.app);
    for (const [method, url] of [
      ['GET', '/api/members/me/settings'],
      ['GET', '/api/members/me/sessions'],
      ['GET', '/api/members/me/export'],
      ['GET', '/api/members/me/progress'],
      ['POST', '/api/members/identity-token'],
      ['POST', '/api/members/me/delete'],
    ] as const) {
      const response = await guest.send(method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in to do this.' });
    }
  });

  it('edits the profile; a taken username or email is refused', async () => {
    const response = await browser.send('PATCH', '/api/members/me/profile', {
      name: 'Sam R. Rivers',
      bio: 'Learning to rest.',
      website: 'https://sam.example',
      phone: '+44 20 7946 0000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({
      name: 'Sam R. Rivers',
      bio: 'Learning to rest.',
      username: 'sam.rivers',
    });
    expect((await browser.send('GET', '/api/members/session')).json().member.name).toBe('Sam R. Rivers');

    const taken = await browser.send('PATCH', '/api/members/me/profile', { username: 'sarah.growth' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'That username is taken. Try another.' });
    const email = await browser.send('PATCH', '/api/members/me/profile', { email: 'sarah@example.com' });
    expect(email.json()).toEqual({ error: 'An account with this email already exists. Sign in instead.' });
  });

  it("saves privacy and notification settings, starting from the spec's defaults", async () => {
    const defaults = (await browser.send('GET', '/api/members/me/settings')).json();
    expect(defaults.privacy).toMatchObject({ privateAccount: false, showOnlineStatus: true });
    expect(defaults.notifications).toMatchObject({ smsNotifications: false, likes: true, marketingEmails: false });
    const saved = await browser.send('PUT', '/api/members/me/settings', {
      privacy: { ...defaults.privacy, privateAccount: true, showActivity: false },
    });
    expect(saved.json().privacy).toMatchObject({ privateAccount: true, showActivity: false });
    expect(saved.json().notifications).toEqual(defaults.notifications);
    const other = new Browser(service.app);
    await other.send('POST', '/api/members/session', credentials());
    expect((await other.send('GET', '/api/members/me/settings')).json().privacy.privateAccount).toBe(true);
  });

  it('uploads a profile photo: resized to a 512 px WebP served by the service; a non-image is refused', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const response = await browser.send('PUT', '/api/members/me/photo', photo, { 'content-type': 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const avatarUrl: string = response.json().member.avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/members\/photos\/[a-z0-9-]+-[a-f0-9]{16}\.webp$/);
    const served = await service.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const text = await browser.send('PUT', '/api/members/me/photo', Buffer.from('not an image at all'), {
      'content-type': 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: 'That file is not an image we can read. Choose a JPEG, PNG, WebP, GIF or AVIF photo.',
    });
    const pdf = await browser.send('PUT', '/api/members/me/photo', Buffer.from('%PDF-1.4'), {
      'content-type': 'application/pdf',
    });
    expect(pdf.statusCode).toBe(415);
    const huge = await browser.send('PUT', '/api/members/me/photo', Buffer.alloc(10 * 1024 * 1024 + 1), {
      'content-type': 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The request body is too large; the limit is 10 MB.' });
    expect((await browser.send('GET', '/api/members/session')).json().member.avatarUrl).toBe(avatarUrl);
  });

  it('lists sessions with device and current, and signs out the others', async () => {
    const phone = new Browser(service.app, FIREFOX_MAC);
    await phone.send('POST', '/api/members/session', credentials());
    const { sessions } = (await browser.send('GET', '/api/members/me/sessions')).json();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(sessions.find((session: { current: boolean }) => session.current).device).toBe('Chrome on Linux');
    expect(sessions.map((session: { device: string }) => session.device)).toContain('Firefox on macOS');

    const ended = await browser.send('DELETE', '/api/members/me/sessions/others');
    expect(ended.json().signedOut).toBe(sessions.length - 1);
    expect((await phone.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
    expect((await browser.send('GET', '/api/members/me/sessions')).json().sessions).toHaveLength(1);
  });

  it('changes the password only with the right current password, signing out the other browsers', async () => {
    const other = new Browser(service.app);
    await other.send('POST', '/api/members/session', credentials());
    const wrong = await browser.send('POST', '/api/members/me/password', {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Your current password is not correct.' });
    expect((await other.send('GET', '/api/members/session')).json().member).not.toBeNull();

    const right = await browser.send('POST', '/api/members/me/password', {
      currentPassword: ME.password,
      newPassword: 'brand-new-password',
    });
    expect(right.json()).toEqual({ ok: true });
    expect((await other.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
    expect((await browser.send('GET', '/api/members/session')).json().member.name).toBe('Sam R. Rivers');
    ME.password = 'brand-new-password';
  });

  it('saves lesson progress and merges what a guest did on this device', async () => {
    const saved = await browser.send('PUT', '/api/members/me/progress', {
      moduleId: '1',
      lessonId: '1',
      checkedExercises: ['ex-1'],
      completed: false,
      notes: 'Server note',
    });
    expect(saved.statusCode).toBe(200);
    const merged = await browser.send('POST', '/api/members/me/progress/merge', {
      lessons: [
        { moduleId: '1', lessonId: '1', checkedExercises: ['ex-2'], completed: true, notes: 'Guest note' },
        { moduleId: '1', lessonId: '2', checkedExercises: [], completed: false, notes: 'Only here' },
      ],
    });
    expect(merged.json().lessons).toMatchObject([
      {
        moduleId: '1',
        lessonId: '1',
        checkedExercises: ['ex-1', 'ex-2'],
        completed: true,
        notes: 'Server note\n\nGuest note',
      },
      { moduleId: '1', lessonId: '2', checkedExercises: [], completed: false, notes: 'Only here' },
    ]);
    const elsewhere = new Browser(service.app);
    await elsewhere.send('POST', '/api/members/session', credentials());
    expect((await elsewhere.send('GET', '/api/members/me/progress')).json().lessons).toHaveLength(2);
  });

  it('exports everything as JSON and readable HTML in a ZIP', async () => {
    const response = await browser.send('GET', '/api/members/me/export');
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mindset-data-sam.rivers.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['member.html', 'member.json']);
    const data = JSON.parse(strFromU8(files['member.json'] ?? new Uint8Array()));
    expect(data.profile).toMatchObject({ name: 'Sam R. Rivers', email: 'sam@example.org' });
    expect(data.settings.privacy.privateAccount).toBe(true);
    expect(data.learningProgress).toHaveLength(2);
    const html = strFromU8(files['member.html'] ?? new Uint8Array());
    expect(html).toContain('<td>Sam R. Rivers</td>');
    expect(html).toContain('Guest note');
    expect(JSON.stringify(data)).not.toMatch(/scrypt|password/i);
  });

  it('issues identity tokens that verify against the JWKS', async () => {
    const { createLocalJWKSet, jwtVerify } = await import('jose');
    const { token } = (await browser.send('POST', '/api/members/identity-token')).json();
    const jwks = (await service.app.inject({ method: 'GET', url: '/api/members/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { audience: 'mindset-services' });
    expect(payload).toMatchObject({
      name: 'Sam R. Rivers',
      username: 'sam.rivers',
      role: 'member',
      iss: 'http://localhost:5173',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
  });

  it('deactivates: signed out everywhere until the member signs in again', async () => {
    const response = await browser.send('POST', '/api/members/me/deactivate');
    expect(response.json()).toEqual({ ok: true });
    expect((await browser.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
    const back = await browser.send('POST', '/api/members/session', credentials());
    expect(back.json()).toMatchObject({ restored: true, member: { name: 'Sam R. Rivers' } });
  });

  it('deletes: recoverable by signing in within 30 days, erased by the job after that', async () => {
    await browser.send('POST', '/api/members/me/delete');
    expect((await browser.send('GET', '/api/members/session')).json()).toEqual({ member: null, role: null });
    expect((await browser.send('POST', '/api/members/session', credentials())).json().restored).toBe(true);

    await browser.send('POST', '/api/members/me/delete');
    const { database } = service.db;
    expect(await eraseExpiredAccounts(database, service.filesDir)).toBe(0);
    await database.query(
      `UPDATE members SET status_changed_at = now() - interval '31 days' WHERE email = 'sam@example.org'`,
    );
    expect(await eraseExpiredAccounts(database, service.filesDir)).toBe(1);
    expect(await database.query(`SELECT 1 FROM members WHERE email = 'sam@example.org'`)).toEqual([]);
    expect(await database.query(`SELECT 1 FROM lesson_progress`)).toEqual([]);
    const gone = await browser.send('POST', '/api/members/session', credentials());
    expect(gone.statusCode).toBe(401);
  });
});
