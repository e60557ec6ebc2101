import { contestEntryNotice, contestResultNotice, memberNoticesRequest } from '@mindset/member-contract';
import { entryReference } from '@mindset/payment-contract/contests';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { runDraw } from '../src/contests/rules';
import { relayMemberNotices, type NoticeTarget } from '../src/members/noticeRelay';
import { insertNotices } from '../src/storage/memberNotices';
import { purgeExpiredData } from '../src/storage/retention';
import {
  identityToken,
  newSigningKey,
  startFakeMemberService,
  TEST_SITE_URL,
  type FakeMemberService,
} from './support/fakeMemberService';
import { startFakeStripe, stripeEnvironment, type FakeStripe } from './support/fakeStripe';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/testDatabase';
import { testApp, VALID_CONTEST_ORDER, VALID_EBOOK_ORDER } from './support/testApp';

// Contest receipts and results for member-service (docs/decisions/0141-contest-notices-from-payment-service.md).
const SECRET = 'the-payment-service-notices-secret-0123456789';
const memberKey = newSigningKey();
const member = (sub: string) => ({ authorization: `Bearer ${identityToken(memberKey, { sub })}` });
let eventCounter = 0;
/** A Stripe checkout.session.completed event for the session, signed as Stripe signs. */
function paidEvent(sessionId: string, amountTotal: number, currency: string, id = `evt_notice_${(eventCounter += 1)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'checkout.session',
        id: sessionId,
        payment_status: 'paid',
        status: 'complete',
        amount_total: amountTotal,
        currency,
      },
    },
  });
  const secret = 'whsec_test_secret_for_tests';
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
/** The relay's log: silent, but what it warns of is kept. */
function quietLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = { warn: keep, error: keep, info: keep, debug: keep, trace: keep, fatal: keep, level: 'info' };
  return {
    lines,
    log: { ...log, child: () => log, silent: keep } as unknown as Parameters<typeof relayMemberNotices>[2],
  };
}

describe.each(DATABASE_KINDS)('notices for member-service on %s', (kind) => {
  let testDatabase: TestDatabase;
  let fakeStripe: FakeStripe;
  let memberService: FakeMemberService;
  let app: FastifyInstance;
  let target: NoticeTarget;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind);
    fakeStripe = await startFakeStripe();
    memberService = await startFakeMemberService([memberKey]);
    target = { memberServiceUrl: memberService.url, secret: SECRET };
    app = testApp(testDatabase.database, {
      ...stripeEnvironment(fakeStripe),
      PUBLIC_SITE_URL: TEST_SITE_URL,
      MEMBER_JWKS_URL: memberService.jwksUrl,
      // The job timer's relay stays out of the way; these tests run the relay themselves.
      MEMBER_SERVICE_URL: 'http://127.0.0.1:9',
      MEMBER_NOTICES_SECRET: SECRET,
      JOB_INTERVAL_MS: '3600000',
      RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await app.close();
    await memberService.close();
    await fakeStripe.close();
    await testDatabase.cleanup();
  });
  beforeEach(async () => {
    await testDatabase.database.query('DELETE FROM member_notices');
    await testDatabase.database.query('DELETE FROM checkout_sessions');
    await testDatabase.database.query('DELETE FROM contest_rounds');
    memberService.notices.length = 0;
    memberService.setNoticesBehaviour('serve');
  });

  const db = () => testDatabase.database;
  const notices = () =>
    db().query<{ notice_key: string; member_id: string; notice: unknown; attempts: number; delivered_at: Date | null }>(
      'SELECT notice_key, member_id, notice, attempts, delivered_at FROM member_notices ORDER BY id',
    );
  /** Creates a checkout and answers the provider's id and the internal id. */
  const checkout = async (order: object, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'POST', url: '/create-payment', payload: order, headers });
    expect(response.statusCode, response.body).toBe(200);
    const { sessionId } = response.json<{ sessionId: string }>();
    const [row] = await db().query<{ id: string }>('SELECT id FROM checkout_sessions WHERE provider_session_id = $1', [
      sessionId,
    ]);
    return { sessionId, id: row?.id ?? '' };
  };
  const webhook = (request: { payload: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/webhooks/stripe', ...request });
  const paidEntry = async (headers: Record<string, string> = {}) => {
    const session = await checkout(VALID_CONTEST_ORDER, headers);
    const paid = await webhook(paidEvent(session.sessionId, 600, 'gbp'));
    expect(paid.json()).toEqual({ received: true, outcome: 'paid' });
    return session;
  };
  const makeDue = () => db().query('UPDATE member_notices SET next_attempt_at = now()');

  it("writes one receipt with a member's paid contest entry; a replayed webhook or a later event for it writes none", async () => {
    const session = await checkout(VALID_CONTEST_ORDER, member('member-dee'));
    const event = paidEvent(session.sessionId, 600, 'gbp');
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate-event' });
    expect((await webhook(paidEvent(session.sessionId, 600, 'gbp'))).json()).toEqual({
      received: true,
      outcome: 'already-paid',
    });

    const rows = await notices();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.notice_key).toBe(`entry:${session.id}`);
    expect(rows[0]?.member_id).toBe('member-dee');
    expect(contestEntryNotice.parse(rows[0]?.notice)).toEqual({
      key: `entry:${session.id}`,
      kind: 'contest_entry',
      memberId: 'member-dee',
      contest: 'UK Wellness Retreat Giveaway',
      round: 1,
      entries: 3,
      reference: await entryReference(session.id),
    });
  });

  it("writes nothing for a guest's entry or a member's ebook", async () => {
    await paidEntry();
    const ebook = await checkout(VALID_EBOOK_ORDER, member('member-eve'));
    expect((await webhook(paidEvent(ebook.sessionId, 599, 'gbp'))).json()).toEqual({ received: true, outcome: 'paid' });
    expect(await notices()).toEqual([]);
  });

  it('writes one result per member who entered a drawn round (won or not), none for guests, and none on a second attempt', async () => {
    const ann = [await paidEntry(member('member-ann')), await paidEntry(member('member-ann'))];
    const bob = await paidEntry(member('member-bob'));
    await paidEntry();
    await db().query("DELETE FROM member_notices WHERE notice_key LIKE 'entry:%'");

    const drawn = await runDraw(db(), {
      contestId: '1',
      round: null,
      drawnBy: 'test',
      now: new Date(),
      closeNow: true,
    });
    if (!drawn.ok) throw new Error(drawn.message);
    const winning = new Set(drawn.record.winners.map((winner) => winner.reference));
    const won = async (sessions: { id: string }[]) =>
      (await Promise.all(sessions.map(async (session) => winning.has(await entryReference(session.id))))).some(Boolean);

    const results = (await notices()).map((row) => contestResultNotice.parse(row.notice));
    expect(results).toEqual(
      expect.arrayContaining([
        {
          key: 'result:1:1:member-ann',
          kind: 'contest_result',
          memberId: 'member-ann',
          contest: 'UK Wellness Retreat Giveaway',
          round: 1,
          won: await won(ann),
        },
        {
          key: 'result:1:1:member-bob',
          kind: 'contest_result',
          memberId: 'member-bob',
          contest: 'UK Wellness Retreat Giveaway',
          round: 1,
          won: await won([bob]),
        },
      ]),
    );
    expect(results).toHaveLength(2);

    const again = await runDraw(db(), { contestId: '1', round: 1, drawnBy: 'test', now: new Date() });
    expect(again.ok).toBe(false);
    expect(await notices()).toHaveLength(2);
  });

  it('relays due notices with the secret and marks them delivered on a 2xx, once', async () => {
    await paidEntry(member('member-dee'));
    const { log } = quietLog();
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 1, failed: 0 });
    expect(memberService.notices).toHaveLength(1);
    const [request] = memberService.notices;
    expect(request?.authorization).toBe(`Bearer ${SECRET}`);
    expect(memberNoticesRequest.parse(request?.body).notices).toEqual([
      expect.objectContaining({ kind: 'contest_entry', memberId: 'member-dee' }),
    ]);
    expect((await notices())[0]?.delivered_at).not.toBeNull();
    // Delivered: the next run sends nothing.
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 0 });
    expect(memberService.notices).toHaveLength(1);
  });

  it('keeps a notice member-service refused (503) and retries it after 30 s, then 60 s, until it is taken', async () => {
    await paidEntry(member('member-dee'));
    const { log, lines } = quietLog();
    memberService.setNoticesBehaviour('fail');
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 1 });
    expect(lines.join('\n')).toContain('member-service answered 503');
    const delay = async () => {
      const [row] = await db().query<{ seconds: number }>(
        'SELECT extract(epoch FROM next_attempt_at - now())::float AS seconds FROM member_notices',
      );
      return row?.seconds ?? 0;
    };
    expect(await delay()).toBeGreaterThan(25);
    expect(await delay()).toBeLessThanOrEqual(30);
    // Not due yet: nothing is sent.
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 0 });
    expect(memberService.notices).toHaveLength(1);

    await makeDue();
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 1 });
    expect(await delay()).toBeGreaterThan(55);
    expect(await delay()).toBeLessThanOrEqual(60);

    memberService.setNoticesBehaviour('serve');
    await makeDue();
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 1, failed: 0 });
    expect(memberService.notices).toHaveLength(3);
    const [row] = await notices();
    expect(row?.attempts).toBe(2);
    expect(row?.delivered_at).not.toBeNull();
  });

  it('gives up on member-service after 5 s without an answer, and retries later', { timeout: 20_000 }, async () => {
    await paidEntry(member('member-dee'));
    const { log, lines } = quietLog();
    memberService.setNoticesBehaviour('hang');
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 1 });
    expect(lines.join('\n')).toContain('did not answer within 5 s');
    expect((await notices())[0]).toMatchObject({ attempts: 1, delivered_at: null });
  });

  it('settles a notice still refused after a day, and never sends it again', async () => {
    await paidEntry(member('member-dee'));
    await db().query("UPDATE member_notices SET created_at = now() - interval '25 hours'");
    const { log, lines } = quietLog();
    memberService.setNoticesBehaviour('fail');
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 1 });
    expect(lines.join('\n')).toContain('given up after a day');
    await makeDue();
    memberService.setNoticesBehaviour('serve');
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 0, failed: 0 });
    expect(memberService.notices).toHaveLength(1);
  });

  it('deletes delivered notices after 30 days, and keeps one still waiting', async () => {
    await paidEntry(member('member-dee'));
    await paidEntry(member('member-eve'));
    await db().query(
      "UPDATE member_notices SET created_at = now() - interval '31 days', delivered_at = now() WHERE member_id = 'member-dee'",
    );
    await db().query(
      "UPDATE member_notices SET created_at = now() - interval '31 days' WHERE member_id = 'member-eve'",
    );
    expect((await purgeExpiredData(db())).noticesDeleted).toBe(1);
    expect((await notices()).map((row) => row.member_id)).toEqual(['member-eve']);
  });

  it('sends at most 50 notices a request', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      key: `result:1:1:member-${index}`,
      kind: 'contest_result' as const,
      memberId: `member-${index}`,
      contest: 'UK Wellness Retreat Giveaway',
      round: 1,
      won: false,
    }));
    expect(await insertNotices(db(), many)).toBe(120);
    expect(await insertNotices(db(), many)).toBe(0);
    const { log } = quietLog();
    expect(await relayMemberNotices(db(), target, log)).toEqual({ delivered: 120, failed: 0 });
    expect(memberService.notices.map((request) => memberNoticesRequest.parse(request.body).notices.length)).toEqual([
      50, 50, 20,
    ]);
  });

  it("relays a member's receipt on the service's job timer", async () => {
    const timed = testApp(db(), {
      ...stripeEnvironment(fakeStripe),
      PUBLIC_SITE_URL: TEST_SITE_URL,
      MEMBER_JWKS_URL: memberService.jwksUrl,
      MEMBER_SERVICE_URL: memberService.url,
      MEMBER_NOTICES_SECRET: SECRET,
      JOB_INTERVAL_MS: '100',
    });
    try {
      await timed.ready();
      await paidEntry(member('member-dee'));
      await expect.poll(() => memberService.notices.length, { timeout: 5_000 }).toBe(1);
      await expect.poll(async () => (await notices())[0]?.delivered_at ?? null, { timeout: 5_000 }).not.toBeNull();
    } finally {
      await timed.close();
    }
  });
});

describe('the notice relay configuration', () => {
  const base = { PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'silent' };
  it('refuses MEMBER_NOTICES_SECRET without MEMBER_SERVICE_URL, and a short secret', () => {
    expect(() => loadConfig({ ...base, MEMBER_NOTICES_SECRET: SECRET })).toThrow(
      /MEMBER_NOTICES_SECRET.*MEMBER_SERVICE_URL/s,
    );
    expect(() =>
      loadConfig({ ...base, MEMBER_NOTICES_SECRET: 'short', MEMBER_SERVICE_URL: 'http://127.0.0.1:4343' }),
    ).toThrow(/MEMBER_NOTICES_SECRET/);
  });
  it('runs no relay without both halves, and names the target with both', () => {
    expect(loadConfig(base).memberNotices).toBeNull();
    expect(loadConfig({ ...base, MEMBER_SERVICE_URL: 'http://127.0.0.1:4343' }).memberNotices).toBeNull();
    expect(
      loadConfig({ ...base, MEMBER_SERVICE_URL: 'http://127.0.0.1:4343/', MEMBER_NOTICES_SECRET: SECRET })
        .memberNotices,
    ).toEqual({ memberServiceUrl: 'http://127.0.0.1:4343', secret: SECRET });
  });
});
