import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import {
  MEMBER_NOTICES_PATH,
  notificationsAnswer,
  type ContestEntryNotice,
  type MemberNotice,
} from '@mindset/member-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../src/mail/outbox';
import { NOTICES_SECRET_REFUSED } from '../src/internalNotices/rules';
import { Browser, count, join, startTestService, type TestService } from './support/testApp';

// Contest receipts and results from payment-service (docs/decisions/0141-contest-notices-from-payment-service.md).
const SECRET = 'a-test-secret-of-at-least-32-characters-0123456789';

/** payment-service's relay: no cookie, no Origin, the bearer secret. */
const relay = (app: FastifyInstance, notices: MemberNotice[], authorization: string | null = `Bearer ${SECRET}`) =>
  app.inject({
    method: 'POST',
    url: MEMBER_NOTICES_PATH,
    headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    payload: { notices },
  });

describe.each(DATABASE_KINDS)('notices from payment-service on %s', (kind) => {
  let service: TestService;
  let dee: Browser;
  let deeId: string;
  let entry: (key: string) => ContestEntryNotice;

  beforeAll(async () => {
    service = await startTestService(kind, { MEMBER_NOTICES_SECRET: SECRET });
    dee = new Browser(service.app);
    deeId = (await join(dee, { name: 'Dee Entrant', email: 'dee@example.org', password: 'dee-password-1' })).id;
    entry = (key) => ({
      key,
      kind: 'contest_entry',
      memberId: deeId,
      contest: 'UK Wellness Retreat Giveaway',
      round: 3,
      entries: 2,
      reference: '0A1B2C3D4E5F',
    });
  });
  afterAll(() => service.close());

  const bell = async () => notificationsAnswer.parse((await dee.send('GET', '/api/members/notifications')).json());
  const deliver = () =>
    deliverOutbox(service.db.database, async (mail) => void service.mail.push(mail), service.app.log);

  it('is not there without MEMBER_NOTICES_SECRET: 404, whoever asks', async () => {
    const closed = await startTestService(kind);
    try {
      expect((await relay(closed.app, [entry('entry:closed')])).statusCode).toBe(404);
      expect((await relay(closed.app, [entry('entry:closed')], null)).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('refuses a missing or wrong secret with 401, before the body, telling nobody', async () => {
    for (const authorization of [null, 'Bearer wrong', `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`, 'Bearer ']) {
      const answer = await relay(service.app, [entry('entry:refused')], authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json()).toEqual({ error: NOTICES_SECRET_REFUSED });
    }
    // A member's own session is no authority either.
    const fromBrowser = await dee.send('POST', MEMBER_NOTICES_PATH, { notices: [entry('entry:refused')] });
    expect(fromBrowser.statusCode).toBe(401);
    expect(await count(service.db.database, 'received_notices')).toBe(0);
    expect((await bell()).items).toEqual([]);
  });

  it('tells the member of a paid entry in the bell and by email (plain text, HTML, one-click unsubscribe)', async () => {
    const answer = await relay(service.app, [entry('entry:cs_1')]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: 1, duplicates: 0 });
    const excerpt = '2 entries in round 3 of the UK Wellness Retreat Giveaway. Your reference: 0A1B2C3D4E5F.';
    expect((await bell()).items).toEqual([
      expect.objectContaining({
        kind: 'contest_entry',
        text: 'Your contest entry is confirmed',
        excerpt,
        link: '/events',
        actors: [],
      }),
    ]);
    await deliver();
    const mails = service.mail.filter((mail) => mail.to === 'dee@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Your contest entry is confirmed: 2 entries in round 3/);
    expect(mail?.body).toContain(excerpt);
    expect(mail?.html).toContain('0A1B2C3D4E5F');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http.+\/api\/members\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('tells a notice delivered twice once, also when two instances get it at once', async () => {
    const before = (await bell()).items.length;
    const again = await relay(service.app, [entry('entry:cs_1')]);
    expect(again.json()).toEqual({ received: 0, duplicates: 1 });

    const second = await service.startSecondInstance();
    const result: MemberNotice = {
      key: `result:1:3:${deeId}`,
      kind: 'contest_result',
      memberId: deeId,
      contest: 'UK Wellness Retreat Giveaway',
      round: 3,
      won: false,
    };
    const answers = await Promise.all([relay(service.app, [result]), relay(second, [result]), relay(second, [result])]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json<{ received: number }>().received, 0)).toBe(1);
    const { items } = await bell();
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toEqual(
      expect.objectContaining({
        kind: 'contest_result',
        text: 'A contest you entered has its results',
        excerpt: 'Round 3 of the UK Wellness Retreat Giveaway has been drawn. Your entry was not picked this time.',
      }),
    );
  });

  it('refuses a notice with a NUL or a lone surrogate, or too many at once, with 400 and tells nothing', async () => {
    const told = await count(service.db.database, 'received_notices');
    const bad = [
      [{ ...entry('entry:nul'), contest: 'UK\u0000' }],
      [{ ...entry('entry:surrogate'), reference: 'AB\uD800' }],
      [{ ...entry('entry:round'), round: 0 }],
      Array.from({ length: 51 }, (_, index) => entry(`entry:many:${index}`)),
    ];
    for (const notices of bad) {
      const answer = await relay(service.app, notices);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/\w/);
    }
    expect(await count(service.db.database, 'received_notices')).toBe(told);
  });
});
