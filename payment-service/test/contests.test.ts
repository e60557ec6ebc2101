import { createHash } from 'node:crypto';
import {
  commitmentOf,
  contestAnswer,
  contestsAnswer,
  drawRecord,
  drawWinners,
  entryReference,
  type DrawEntry,
} from '@mindset/payment-contract/contests';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeCurrentRound, runDraw } from '../src/contests/rules';
import {
  identityToken,
  newSigningKey,
  startFakeMemberService,
  TEST_SITE_URL,
  type FakeMemberService,
} from './support/fakeMemberService';
import { countCheckoutSessions, DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/testDatabase';
import { sandboxPost, testApp, VALID_CONTEST_ORDER, VALID_EBOOK_ORDER } from './support/testApp';

const memberKey = newSigningKey();
const as = (role: string, sub = `member-${role}`) => ({
  authorization: `Bearer ${identityToken(memberKey, { sub, claims: { role } })}`,
});
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first scheduled close still ahead (src/catalogue.ts: the first close, then every 28 days), as ISO. */
function nextScheduledClose(firstClosesAt: string): string {
  let close = Date.parse(firstClosesAt);
  while (close <= Date.now()) close += 28 * DAY_MS;
  return new Date(close).toISOString();
}
const addHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 60 * 60 * 1000).toISOString();
const US_ORDER = { ...VALID_CONTEST_ORDER, surveyId: '2', currency: 'usd', residenceCountry: 'US' };

describe('the draw algorithm (docs/contests-draw.md)', () => {
  const seed = 'a'.repeat(64);

  it('commits to the seed with SHA-256 of its 32 bytes', async () => {
    expect(await commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('gives the same winners for the same seed and entries, whatever their order', async () => {
    const entries: DrawEntry[] = ['0A', '1B', '2C', '3D', '4E'].map((reference, index) => ({
      reference,
      weight: index + 1,
    }));
    const draw = (list: DrawEntry[]) => drawWinners({ seed, contestId: '1', round: 1, winnerCount: 2, entries: list });
    const winners = await draw(entries);
    expect(winners).toHaveLength(2);
    expect(new Set(winners.map((winner) => winner.reference)).size).toBe(2);
    expect(await draw([...entries].reverse())).toEqual(winners);
  });

  it('weights an entry by the entries bought with it', async () => {
    const entries = [
      { reference: 'AAAA', weight: 1 },
      { reference: 'BBBB', weight: 3 },
    ];
    const wins = { AAAA: 0, BBBB: 0 };
    for (let round = 1; round <= 800; round += 1) {
      const [winner] = await drawWinners({ seed, contestId: '1', round, winnerCount: 1, entries });
      wins[winner?.reference as keyof typeof wins] += 1;
    }
    // Expected 200 and 600; 5 standard deviations (about 12 each) either side.
    expect(wins.AAAA).toBeGreaterThan(140);
    expect(wins.AAAA).toBeLessThan(260);
  });

  it('draws nobody from no entries', async () => {
    expect(await drawWinners({ seed, contestId: '1', round: 1, winnerCount: 1, entries: [] })).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('contests that run for real, on %s', (kind) => {
  let testDatabase: TestDatabase;
  let memberService: FakeMemberService;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind);
    memberService = await startFakeMemberService([memberKey]);
    app = testApp(testDatabase.database, {
      PUBLIC_SITE_URL: TEST_SITE_URL,
      MEMBER_JWKS_URL: memberService.jwksUrl,
      RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await app.close();
    await memberService.close();
    await testDatabase.cleanup();
  });
  beforeEach(async () => {
    await testDatabase.database.query('DELETE FROM checkout_sessions');
    await testDatabase.database.query('DELETE FROM contest_rounds');
  });

  const enter = (order: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/create-payment', payload: order, headers });
  const enterAndPay = async (order: object, headers: Record<string, string> = {}) => {
    const response = await enter(order, headers);
    expect(response.statusCode, response.body).toBe(200);
    const { sessionId } = response.json<{ sessionId: string }>();
    expect((await sandboxPost(app, sessionId, 'pay')).statusCode).toBe(303);
    const [row] = await testDatabase.database.query<{ id: string }>(
      'SELECT id FROM checkout_sessions WHERE provider_session_id = $1',
      [sessionId],
    );
    return row?.id ?? '';
  };
  const contest = async (id: string) =>
    contestAnswer.parse((await app.inject({ method: 'GET', url: `/contests/${id}` })).json());
  /** Moves the current round's close and draw date into the past, as time would. */
  const reachDrawDate = (contestId: string) =>
    testDatabase.database.query(
      `UPDATE contest_rounds SET committed_at = now() - interval '3 hours', closes_at = now() - interval '2 hours',
          draw_at = now() - interval '1 hour'
        WHERE contest_id = $1 AND drawn_at IS NULL`,
      [contestId],
    );
  const draw = (contestId: string, round: number, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/contests/${contestId}/rounds/${round}/draw`, headers });

  describe('GET /contests/:contestId', () => {
    it("shows the round's closing and draw dates and the commitment, never the seed", async () => {
      const answer = await contest('1');
      const closesAt = nextScheduledClose('2026-12-18T18:00:00Z');
      expect(answer).toMatchObject({
        contestId: '1',
        region: 'UK',
        current: { round: 1, state: 'open', closesAt, drawAt: addHours(closesAt, 18) },
        lastDraw: null,
      });
      expect(answer.current.commitment).toMatch(/^[0-9a-f]{64}$/);
      // The same commitment on every visit: one seed per round, kept by the database.
      expect((await contest('1')).current.commitment).toBe(answer.current.commitment);
      expect(JSON.stringify(answer)).not.toContain('seed');
      expect((await app.inject({ method: 'GET', url: '/contests/9' })).statusCode).toBe(404);
    });
  });

  describe('GET /contests', () => {
    it('lists every contest with its name, current round and latest draw, never a seed before its draw', async () => {
      const listed = () => app.inject({ method: 'GET', url: '/contests' });
      const { contests } = contestsAnswer.parse((await listed()).json());
      expect(contests.map(({ contestId, title, region }) => ({ contestId, title, region }))).toEqual([
        { contestId: '1', title: 'UK Wellness Retreat Giveaway entry', region: 'UK' },
        { contestId: '2', title: 'USA Resort Holiday Giveaway entry', region: 'USA' },
      ]);
      expect(contests[1]).toEqual({ ...(await contest('2')), title: 'USA Resort Holiday Giveaway entry' });
      expect(JSON.stringify(contests)).not.toContain('seed');

      await enterAndPay(US_ORDER);
      await reachDrawDate('2');
      expect((await draw('2', 1, as('owner'))).statusCode).toBe(200);
      const [, drawn] = contestsAnswer.parse((await listed()).json()).contests;
      expect(drawn?.current.round).toBe(2);
      expect(drawn?.lastDraw).toMatchObject({ round: 1, entryCount: 1, winners: [expect.anything()] });
      expect(drawn?.lastDraw?.seed).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('entering', () => {
    it('records the declared country of a resident of the region', async () => {
      const id = await enterAndPay(VALID_CONTEST_ORDER);
      const [row] = await testDatabase.database.query<{ residence_country: string; contest_round: number }>(
        'SELECT residence_country, contest_round FROM checkout_sessions WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ residence_country: 'GB', contest_round: 1 });
    });

    const refusals = [
      {
        name: 'a US resident entering the UK contest',
        order: { ...VALID_CONTEST_ORDER, residenceCountry: 'US' },
        error:
          'This contest is open to UK residents only. You told us you live in United States, so we cannot accept your entry.',
      },
      {
        name: 'someone from another country entering the US contest',
        order: { ...US_ORDER, residenceCountry: 'ZZ' },
        error:
          'This contest is open to US residents only. You told us you live in another country, so we cannot accept your entry.',
      },
      {
        name: 'no declaration',
        order: { ...VALID_CONTEST_ORDER, residenceCountry: undefined },
        error: 'Tell us the country you live in to enter this contest.',
      },
      {
        name: 'a country not on the list',
        order: { ...VALID_CONTEST_ORDER, residenceCountry: 'FR' },
        error: 'Choose the country you live in from the list.',
      },
      {
        name: 'a NUL in the country',
        order: { ...VALID_CONTEST_ORDER, residenceCountry: 'G\u0000' },
        error: 'Choose the country you live in from the list.',
      },
      {
        name: 'a lone surrogate in the country',
        order: { ...VALID_CONTEST_ORDER, residenceCountry: '\uD800B' },
        error: 'Choose the country you live in from the list.',
      },
      {
        name: 'a country with the ebook',
        order: { ...VALID_EBOOK_ORDER, residenceCountry: 'GB' },
        error: 'A country of residence is only asked with a contest entry.',
      },
    ];
    it.each(refusals)('refuses $name with a clear message and records nothing', async ({ order, error }) => {
      const response = await enter(order);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect(await countCheckoutSessions(testDatabase.database)).toBe(0);
    });

    it('refuses entries after the close, saying when the draw is', async () => {
      await contest('1');
      await testDatabase.database.query(
        `UPDATE contest_rounds SET closes_at = '2026-01-02T10:00:00Z', draw_at = '2099-01-03T12:00:00Z'`,
      );
      const response = await enter(VALID_CONTEST_ORDER);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'This contest closed on 2 January 2026 at 10:00 UTC; entries are no longer accepted. The draw is on 3 January 2099 at 12:00 UTC.',
      });
      expect((await contest('1')).current.state).toBe('closed');
    });
  });

  describe('the draw', () => {
    it('is run by the owner once; anyone recomputes the same winners from the seed and the entries list', async () => {
      const published = (await contest('2')).current.commitment;
      const ids = [
        await enterAndPay({ ...US_ORDER, quantity: 3 }, as('member', 'member-ann')),
        await enterAndPay({ ...US_ORDER, quantity: 1 }),
        await enterAndPay({ ...US_ORDER, quantity: 5 }, as('member', 'member-bo')),
      ];
      // Not counted: a cancelled checkout, and an entry to the other contest.
      const unpaid = (await enter(US_ORDER)).json<{ sessionId: string }>().sessionId;
      await sandboxPost(app, unpaid, 'cancel');
      await enterAndPay(VALID_CONTEST_ORDER);

      await reachDrawDate('2');
      const response = await draw('2', 1, as('owner'));
      expect(response.statusCode, response.body).toBe(200);
      const record = drawRecord.parse(response.json());

      expect(record.commitment).toBe(published);
      expect(await commitmentOf(record.seed)).toBe(published);
      const expected = await Promise.all(
        ids.map(async (id, index) => ({ reference: await entryReference(id), weight: [3, 1, 5][index] })),
      );
      expect(record.entries).toEqual(expected.sort((a, b) => a.reference.localeCompare(b.reference)));
      expect(record).toMatchObject({ entryCount: 3, totalWeight: 9, winnerCount: 1, algorithm: 'sha256-weighted-v1' });
      expect(record.winners).toEqual(
        await drawWinners({ seed: record.seed, contestId: '2', round: 1, winnerCount: 1, entries: record.entries }),
      );
      expect(record.winners).toHaveLength(1);

      // Published: the record for anyone, the winners and seed on the contest page; a new round opens.
      const read = await app.inject({ method: 'GET', url: '/contests/2/rounds/1/draw' });
      expect(drawRecord.parse(read.json())).toEqual(record);
      const page = await contest('2');
      expect(page.lastDraw).toMatchObject({ round: 1, seed: record.seed, winners: record.winners });
      expect(page.current).toMatchObject({
        round: 2,
        state: 'open',
        closesAt: nextScheduledClose('2026-12-18T23:00:00Z'),
      });
      expect(page.current.commitment).not.toBe(published);

      // A second run is refused and changes nothing.
      const again = await draw('2', 1, as('owner'));
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: string }>().error).toMatch(
        /^Round 1 of this contest was drawn on .*; a draw cannot be run twice\.$/,
      );
      expect(drawRecord.parse((await app.inject({ method: 'GET', url: '/contests/2/rounds/1/draw' })).json())).toEqual(
        record,
      );
    });

    it('is refused twice at once: one draw wins, the other is told', async () => {
      await enterAndPay(VALID_CONTEST_ORDER);
      await reachDrawDate('1');
      const statuses = await Promise.all([draw('1', 1, as('owner')), draw('1', 1, as('owner'))]);
      expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    it('is refused before its draw date, and to anyone but the owner', async () => {
      await contest('1');
      await testDatabase.database.query(
        `UPDATE contest_rounds SET closes_at = '2099-12-18T18:00:00Z', draw_at = '2099-12-19T12:00:00Z'`,
      );
      const early = await draw('1', 1, as('owner'));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        error: 'The draw of round 1 is due on 19 December 2099 at 12:00 UTC; it cannot be run before then.',
      });

      await reachDrawDate('1');
      for (const role of ['member', 'moderator']) {
        const refused = await draw('1', 1, as(role));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'Only the owner of the site can run a draw.' });
      }
      expect((await draw('1', 1, {})).statusCode).toBe(401);
      expect((await draw('1', 7, as('owner'))).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/contests/1/rounds/1/draw' })).json()).toEqual({
        error: 'This round has not been drawn yet; its seed stays secret until the draw.',
      });
    });

    it("the operator's close-now draws at once; an entry paid after its round was drawn counts in the next", async () => {
      const response = await enter(VALID_CONTEST_ORDER);
      const { sessionId } = response.json<{ sessionId: string }>();
      const outcome = await runDraw(testDatabase.database, {
        contestId: '1',
        round: null,
        drawnBy: 'operator',
        now: new Date(),
        closeNow: true,
      });
      expect(outcome.ok && outcome.record.entryCount).toBe(0);
      await sandboxPost(app, sessionId, 'pay');
      const [row] = await testDatabase.database.query<{ contest_round: number }>(
        'SELECT contest_round FROM checkout_sessions WHERE provider_session_id = $1',
        [sessionId],
      );
      expect(row?.contest_round).toBe(2);
    });

    it("the operator's close-only closes the round and leaves its draw to the owner", async () => {
      await enterAndPay(VALID_CONTEST_ORDER);
      expect((await draw('1', 1, as('owner'))).statusCode).toBe(409);
      expect(await closeCurrentRound(testDatabase.database, '1', new Date())).toEqual({ ok: true, round: 1 });
      expect((await contest('1')).current).toMatchObject({ round: 1, state: 'closed' });
      expect((await enter(VALID_CONTEST_ORDER)).json()).toMatchObject({
        error: expect.stringContaining('entries are no longer accepted'),
      });
      const drawn = await draw('1', 1, as('owner'));
      expect(drawn.statusCode, drawn.body).toBe(200);
      expect(drawRecord.parse(drawn.json())).toMatchObject({ round: 1, entryCount: 1 });
      expect(await closeCurrentRound(testDatabase.database, '9', new Date())).toEqual({
        ok: false,
        message: 'There is no contest with this id.',
      });
    });
  });
});
