import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityMessages } from '../src/members/memberIdentity';
import type { Queryable } from '@mindset/service-kit';
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
const JANE = 'member-jane';
const OMAR = 'member-omar';
const bearer = (memberId: string) => ({ authorization: `Bearer ${identityToken(memberKey, { sub: memberId })}` });

async function buyerOf(db: Queryable, sessionId: string): Promise<string | null | undefined> {
  const [row] = await db.query<{ buyer_member_id: string | null }>(
    'SELECT buyer_member_id FROM checkout_sessions WHERE provider_session_id = $1',
    [sessionId],
  );
  return row?.buyer_member_id;
}

describe.each(DATABASE_KINDS)('purchases that follow the member, on %s', (kind) => {
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
    memberService.setBehaviour('serve');
  });

  const buy = async (order: object, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'POST', url: '/create-payment', payload: order, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sessionId: string }>().sessionId;
  };
  const buyAndPay = async (order: object, headers: Record<string, string> = {}) => {
    const sessionId = await buy(order, headers);
    expect((await sandboxPost(app, sessionId, 'pay')).statusCode).toBe(303);
    return sessionId;
  };
  const listPurchases = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/purchases', headers });
  const requestDownloadToken = (purchaseId: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/purchases/${purchaseId}/download-token`, headers });

  describe('POST /create-payment with an identity token', () => {
    it("records the verified member as the buyer, and a guest's purchase with none", async () => {
      const member = await buy(VALID_EBOOK_ORDER, bearer(JANE));
      const guest = await buy(VALID_EBOOK_ORDER);
      expect(await buyerOf(testDatabase.database, member)).toBe(JANE);
      expect(await buyerOf(testDatabase.database, guest)).toBeNull();
    });

    const refused: { name: string; authorization: () => string; error: string }[] = [
      {
        name: 'a token signed by another key',
        authorization: () => `Bearer ${identityToken({ ...newSigningKey(), kid: memberKey.kid })}`,
        error: identityMessages.notVerified,
      },
      {
        name: 'a token from an unknown key',
        authorization: () => `Bearer ${identityToken(newSigningKey())}`,
        error: identityMessages.notVerified,
      },
      {
        name: 'an expired token',
        authorization: () => {
          const now = Math.floor(Date.now() / 1000);
          return `Bearer ${identityToken(memberKey, { claims: { iat: now - 600, exp: now - 300 } })}`;
        },
        error: identityMessages.expired,
      },
      {
        name: 'a token for another audience',
        authorization: () => `Bearer ${identityToken(memberKey, { claims: { aud: 'elsewhere' } })}`,
        error: identityMessages.notVerified,
      },
      {
        name: 'a token from another issuer',
        authorization: () => `Bearer ${identityToken(memberKey, { claims: { iss: 'https://evil.example' } })}`,
        error: identityMessages.notVerified,
      },
      { name: 'a garbled token', authorization: () => 'Bearer not.a.token', error: identityMessages.notVerified },
      { name: 'an empty header', authorization: () => '', error: identityMessages.malformedHeader },
      { name: 'Bearer without a token', authorization: () => 'Bearer', error: identityMessages.malformedHeader },
      {
        name: 'Basic credentials',
        authorization: () => 'Basic amFuZTpzZWNyZXQ=',
        error: identityMessages.malformedHeader,
      },
      {
        name: 'two tokens',
        authorization: () => `Bearer ${identityToken(memberKey)} ${identityToken(memberKey)}`,
        error: identityMessages.malformedHeader,
      },
    ];

    it.each(refused)('refuses $name with 401 and records nothing', async ({ authorization, error }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/create-payment',
        payload: VALID_EBOOK_ORDER,
        headers: { authorization: authorization() },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error });
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(await countCheckoutSessions(testDatabase.database)).toBe(0);
    });

    it('refuses a valid token while the keys cannot be fetched, rather than selling to a guest', async () => {
      const unreachable = testApp(testDatabase.database, {
        PUBLIC_SITE_URL: TEST_SITE_URL,
        MEMBER_JWKS_URL: 'http://127.0.0.1:9/api/members/.well-known/jwks.json',
      });
      const response = await unreachable.inject({
        method: 'POST',
        url: '/create-payment',
        payload: VALID_CONTEST_ORDER,
        headers: bearer(JANE),
      });
      await unreachable.close();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: identityMessages.unavailable });
      expect(await countCheckoutSessions(testDatabase.database)).toBe(0);
    });

    it('lets the site send the Authorization header cross-origin', async () => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/create-payment',
        headers: {
          origin: TEST_SITE_URL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(TEST_SITE_URL);
      expect(
        String(preflight.headers['access-control-allow-headers'])
          .split(',')
          .map((name) => name.trim()),
      ).toEqual(expect.arrayContaining(['content-type', 'authorization']));
    });
  });

  describe('GET /purchases', () => {
    it("lists only the member's own paid purchases, newest first, with what was charged", async () => {
      await buyAndPay(VALID_CONTEST_ORDER, bearer(JANE));
      await buyAndPay(VALID_EBOOK_ORDER, bearer(JANE));
      await buy({ ...VALID_CONTEST_ORDER, quantity: 5 }, bearer(JANE)); // never paid
      await buyAndPay(
        { surveyId: '2', surveyTitle: 'USA', quantity: 2, currency: 'usd', residenceCountry: 'US' },
        bearer(OMAR),
      );
      await buyAndPay(VALID_EBOOK_ORDER); // a guest

      const jane = await listPurchases(bearer(JANE));
      expect(jane.statusCode).toBe(200);
      expect(jane.headers['cache-control']).toBe('no-store');
      const { purchases } = jane.json<{ purchases: Record<string, unknown>[] }>();
      expect(purchases).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          kind: 'ebook',
          surveyId: 'victim-to-victor-ebook',
          title: 'Victim to Victor ebook bundle',
          quantity: 1,
          currency: 'gbp',
          unitAmount: 599,
          amountTotal: 599,
          paidAt: expect.any(String),
          active: true,
        },
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          kind: 'contest',
          surveyId: '1',
          title: 'UK Wellness Retreat Giveaway entry',
          quantity: 3,
          currency: 'gbp',
          unitAmount: 200,
          amountTotal: 600,
          paidAt: expect.any(String),
          active: true,
        },
      ]);
      // The checkout id is a bearer reference to the downloads: never part of the list.
      expect(jane.body).not.toContain('cs_sandbox_');

      const omar = (await listPurchases(bearer(OMAR))).json<{ purchases: { title: string; amountTotal: number }[] }>();
      expect(omar.purchases).toMatchObject([{ title: 'USA Resort Holiday Giveaway entry', amountTotal: 600 }]);
      expect((await listPurchases(bearer('member-with-nothing'))).json()).toEqual({ purchases: [] });
    });

    it('marks a refunded purchase as no longer active', async () => {
      const sessionId = await buyAndPay(VALID_EBOOK_ORDER, bearer(JANE));
      await testDatabase.database.query(
        "UPDATE checkout_sessions SET access_revoked_at = now(), access_revoked_reason = 'refunded' WHERE provider_session_id = $1",
        [sessionId],
      );
      const { purchases } = (await listPurchases(bearer(JANE))).json<{ purchases: { active: boolean }[] }>();
      expect(purchases).toMatchObject([{ active: false }]);
    });

    it('asks a guest to sign in, and refuses a token that does not verify', async () => {
      const guest = await listPurchases({});
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ error: identityMessages.signInRequired });
      expect(guest.headers['www-authenticate']).toBe('Bearer');

      const forged = await listPurchases({ authorization: `Bearer ${identityToken(newSigningKey(), { sub: JANE })}` });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: identityMessages.notVerified });
    });
  });

  describe('POST /purchases/:purchaseId/download-token', () => {
    const ebookPurchaseOf = async (memberId: string) => {
      await buyAndPay(VALID_EBOOK_ORDER, bearer(memberId));
      const { purchases } = (await listPurchases(bearer(memberId))).json<{ purchases: { id: string }[] }>();
      const [purchase] = purchases;
      if (!purchase) throw new Error('no purchase listed');
      return purchase.id;
    };

    it('gives the buyer a 15-minute token that downloads the bundle, and nobody else', async () => {
      const purchaseId = await ebookPurchaseOf(JANE);
      const issued = await requestDownloadToken(purchaseId, bearer(JANE));
      expect(issued.statusCode).toBe(200);
      const { token, expiresAt } = issued.json<{ token: string; expiresAt: string }>();
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
      const file = await app.inject({ method: 'GET', url: `/downloads/${token}/bundle` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="victim-to-victor-bundle.zip"');

      // Another member, or a guest, learns nothing about it.
      const other = await requestDownloadToken(purchaseId, bearer(OMAR));
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'Purchase not found' });
      expect((await requestDownloadToken(purchaseId, {})).statusCode).toBe(401);
    });

    it('refuses a contest entry, an unpaid checkout and a refunded ebook with the download page’s reasons', async () => {
      await buyAndPay(VALID_CONTEST_ORDER, bearer(JANE));
      const [contest] = (await listPurchases(bearer(JANE))).json<{ purchases: { id: string }[] }>().purchases;
      const contestAnswer = await requestDownloadToken(contest?.id ?? '', bearer(JANE));
      expect(contestAnswer.statusCode).toBe(403);
      expect(contestAnswer.json()).toEqual({ error: 'This purchase does not include the ebook downloads.' });

      const unpaid = await buy(VALID_EBOOK_ORDER, bearer(JANE));
      const [unpaidRow] = await testDatabase.database.query<{ id: string }>(
        'SELECT id FROM checkout_sessions WHERE provider_session_id = $1',
        [unpaid],
      );
      const unpaidAnswer = await requestDownloadToken(unpaidRow?.id ?? '', bearer(JANE));
      expect(unpaidAnswer.statusCode).toBe(403);
      expect(unpaidAnswer.json()).toEqual({
        error: 'This purchase has not been paid, so its downloads are not available.',
      });

      const refundedId = await ebookPurchaseOf(JANE);
      await testDatabase.database.query(
        "UPDATE checkout_sessions SET access_revoked_at = now(), access_revoked_reason = 'refunded' WHERE id = $1",
        [refundedId],
      );
      const refunded = await requestDownloadToken(refundedId, bearer(JANE));
      expect(refunded.statusCode).toBe(403);
      expect(refunded.json()).toEqual({
        error: 'This purchase was refunded or disputed, so its downloads are no longer available.',
      });
    });
  });

  it('documents the Authorization header of the three routes in /openapi.json', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    for (const [path, method] of [
      ['/create-payment', 'post'],
      ['/purchases', 'get'],
      ['/purchases/{purchaseId}/download-token', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'authorization' }),
      );
    }
  });

  describe('bad input on the purchase routes', () => {
    const badRequests: {
      name: string;
      request: () => InjectOptions;
      status: number;
      error?: string;
    }[] = [
      {
        name: 'a purchase id that is not one',
        request: () => ({ method: 'POST', url: '/purchases/not-an-id/download-token', headers: bearer(JANE) }),
        status: 404,
        error: 'Purchase not found',
      },
      {
        name: 'a checkout id in place of a purchase id',
        request: () => ({
          method: 'POST',
          url: '/purchases/cs_sandbox_abcdefghijklmnopqrstuvwxyz012345/download-token',
          headers: bearer(JANE),
        }),
        status: 404,
        error: 'Purchase not found',
      },
      {
        name: 'SQL in the purchase id',
        request: () => ({
          method: 'POST',
          url: `/purchases/${encodeURIComponent("' OR 1=1 --")}/download-token`,
          headers: bearer(JANE),
        }),
        status: 404,
        error: 'Purchase not found',
      },
      {
        name: 'a NUL in the purchase id',
        request: () => ({ method: 'POST', url: '/purchases/%00/download-token', headers: bearer(JANE) }),
        status: 404,
        error: 'Purchase not found',
      },
      {
        name: 'a purchase id over 300 characters',
        request: () => ({ method: 'POST', url: `/purchases/${'a'.repeat(400)}/download-token`, headers: bearer(JANE) }),
        status: 414,
      },
      {
        name: 'a malformed escape in the purchase id',
        request: () => ({ method: 'POST', url: '/purchases/%E0%A4%A/download-token', headers: bearer(JANE) }),
        status: 400,
      },
      {
        name: 'a JSON body that is not JSON',
        request: () => ({
          method: 'POST',
          url: '/purchases/00000000-0000-4000-8000-000000000000/download-token',
          headers: { ...bearer(JANE), 'content-type': 'application/json' },
          payload: '{"oops"',
        }),
        status: 400,
        error: 'The request body is not valid JSON.',
      },
      {
        name: 'a form post',
        request: () => ({
          method: 'POST',
          url: '/purchases/00000000-0000-4000-8000-000000000000/download-token',
          headers: { ...bearer(JANE), 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        }),
        status: 415,
      },
      {
        name: 'a token in the query instead of the header',
        request: () => ({ method: 'GET', url: `/purchases?access_token=${identityToken(memberKey, { sub: JANE })}` }),
        status: 401,
        error: identityMessages.signInRequired,
      },
      {
        name: 'a token over 4 KB',
        request: () => ({ method: 'GET', url: '/purchases', headers: { authorization: `Bearer ${'a'.repeat(5000)}` } }),
        status: 401,
        error: identityMessages.notVerified,
      },
      {
        name: 'two spaces after Bearer',
        request: () => ({
          method: 'GET',
          url: '/purchases',
          headers: { authorization: `Bearer  ${identityToken(memberKey, { sub: JANE })}` },
        }),
        status: 401,
        error: identityMessages.malformedHeader,
      },
      {
        name: 'a PUT on the list',
        request: () => ({ method: 'PUT', url: '/purchases', headers: bearer(JANE) }),
        status: 404,
      },
    ];

    it.each(badRequests)('$name: $status, {error}, no row written', async ({ request, status, error }) => {
      await buyAndPay(VALID_EBOOK_ORDER, bearer(JANE));
      const before = await testDatabase.database.query('SELECT * FROM checkout_sessions ORDER BY id');
      const response = await app.inject(request());
      expect(response.statusCode).toBe(status);
      const body = response.json<{ error: string }>();
      expect(typeof body.error).toBe('string');
      if (error) expect(body).toEqual({ error });
      expect(await testDatabase.database.query('SELECT * FROM checkout_sessions ORDER BY id')).toEqual(before);
    });
  });
});
