import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyIdentityToken } from '../src/members/identityTokens';
import { JWKS_FETCH_TIMEOUT_MS, KEYS_FRESH_FOR_MS, memberKeys, REFETCH_COOLDOWN_MS } from '../src/members/memberKeys';
import {
  identityToken,
  newSigningKey,
  startFakeMemberService,
  TEST_SITE_URL,
  type FakeMemberService,
} from './support/fakeMemberService';

const current = newSigningKey('key-1');
let memberService: FakeMemberService;

beforeAll(async () => {
  memberService = await startFakeMemberService([current]);
});
afterAll(() => memberService.close());
beforeEach(() => {
  memberService.setKeys([current]);
  memberService.setBehaviour('serve');
});

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("member-service's keys (JWKS)", () => {
  it('fetches the key set once and serves later look-ups from memory while it is fresh', async () => {
    const clock = manualClock();
    const keys = memberKeys(memberService.jwksUrl, { now: clock.now });
    const before = memberService.requests();
    const lookups = await Promise.all([keys.find('key-1'), keys.find('key-1'), keys.find('key-1')]);
    expect(lookups.map((lookup) => lookup.status)).toEqual(['found', 'found', 'found']);
    clock.advance(KEYS_FRESH_FOR_MS - 1);
    expect((await keys.find('key-1')).status).toBe('found');
    expect(memberService.requests() - before).toBe(1);
  });

  it('fetches again once the key set is older than its freshness, and drops a key member-service removed', async () => {
    const clock = manualClock();
    const keys = memberKeys(memberService.jwksUrl, { now: clock.now });
    expect((await keys.find('key-1')).status).toBe('found');
    const replacement = newSigningKey('key-2');
    memberService.setKeys([replacement]);
    clock.advance(KEYS_FRESH_FOR_MS);
    expect((await keys.find('key-1')).status).toBe('unknown');
    expect((await keys.find('key-2')).status).toBe('found');
  });

  it('fetches on an unknown key id (a new key), but at most once per cooldown', async () => {
    const clock = manualClock();
    const keys = memberKeys(memberService.jwksUrl, { now: clock.now });
    await keys.find('key-1');
    const before = memberService.requests();
    clock.advance(REFETCH_COOLDOWN_MS);
    memberService.setKeys([current, newSigningKey('key-new')]);
    expect((await keys.find('key-new')).status).toBe('found');
    expect(memberService.requests() - before).toBe(1);

    // A flood of forged key ids inside the cooldown costs member-service nothing more.
    for (const kid of ['forged-1', 'forged-2', 'forged-3']) expect((await keys.find(kid)).status).toBe('unknown');
    expect(memberService.requests() - before).toBe(1);
    clock.advance(REFETCH_COOLDOWN_MS);
    expect((await keys.find('forged-4')).status).toBe('unknown');
    expect(memberService.requests() - before).toBe(2);
  });

  it('fails closed: no key set when member-service answers an error, and none past freshness', async () => {
    const clock = manualClock();
    memberService.setBehaviour('fail');
    const failing = memberKeys(memberService.jwksUrl, { now: clock.now });
    expect(await failing.find('key-1')).toEqual({ status: 'unavailable' });

    memberService.setBehaviour('serve');
    const keys = memberKeys(memberService.jwksUrl, { now: clock.now });
    expect((await keys.find('key-1')).status).toBe('found');
    memberService.setBehaviour('fail');
    clock.advance(KEYS_FRESH_FOR_MS);
    // The old keys are not trusted once stale, even though member-service cannot be asked.
    expect(await keys.find('key-1')).toEqual({ status: 'unavailable' });
  });

  it('gives up on a JWKS that does not answer within its time limit', async () => {
    memberService.setBehaviour('hang');
    const keys = memberKeys(memberService.jwksUrl);
    const started = Date.now();
    expect(await keys.find('key-1')).toEqual({ status: 'unavailable' });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(JWKS_FETCH_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(JWKS_FETCH_TIMEOUT_MS + 3_000);
  });

  it('refuses a JWKS address with nothing listening', async () => {
    const keys = memberKeys('http://127.0.0.1:9/api/members/.well-known/jwks.json');
    expect(await keys.find('key-1')).toEqual({ status: 'unavailable' });
  });
});

describe('identity token verification', () => {
  /** A new key set each time, over the fake member-service, so one case's fetch does not decide another's. */
  const verify = (token: string) =>
    verifyIdentityToken(token, memberKeys(memberService.jwksUrl), { issuer: TEST_SITE_URL });
  const someoneElse = newSigningKey('key-1');

  it('names the member of a token member-service signed', async () => {
    expect(await verify(identityToken(current, { sub: 'member-42' }))).toEqual({
      ok: true,
      memberId: 'member-42',
      role: 'member',
    });
  });

  const refusals: { name: string; token: () => string; reason: string }[] = [
    { name: 'signed by another key under the same kid', token: () => identityToken(someoneElse), reason: 'forged' },
    { name: 'a kid member-service does not have', token: () => identityToken(newSigningKey()), reason: 'forged' },
    {
      name: 'a changed member id under the original signature',
      token: () => {
        const [header, , signature] = identityToken(current, { sub: 'member-1' }).split('.');
        const claims = identityToken(current, { sub: 'member-2' }).split('.')[1];
        return `${header}.${claims}.${signature}`;
      },
      reason: 'forged',
    },
    {
      name: 'expired',
      token: () => identityToken(current, { claims: { iat: nowSeconds() - 400, exp: nowSeconds() - 100 } }),
      reason: 'expired',
    },
    {
      name: 'another audience',
      token: () => identityToken(current, { claims: { aud: 'another-service' } }),
      reason: 'wrong-claims',
    },
    {
      name: 'another issuer',
      token: () => identityToken(current, { claims: { iss: 'https://evil.example' } }),
      reason: 'wrong-claims',
    },
    {
      name: 'a lifetime of a day',
      token: () => identityToken(current, { claims: { exp: nowSeconds() + 86_400 } }),
      reason: 'wrong-claims',
    },
    {
      name: 'issued in the future',
      token: () => identityToken(current, { claims: { iat: nowSeconds() + 600, exp: nowSeconds() + 900 } }),
      reason: 'wrong-claims',
    },
    {
      name: 'alg none (over a valid signature)',
      token: () => identityToken(current, { header: { alg: 'none' } }),
      reason: 'malformed',
    },
    { name: 'alg HS256', token: () => identityToken(current, { header: { alg: 'HS256' } }), reason: 'malformed' },
    { name: 'no kid', token: () => identityToken(current, { header: { kid: undefined } }), reason: 'malformed' },
    { name: 'no subject', token: () => identityToken(current, { claims: { sub: undefined } }), reason: 'malformed' },
    {
      name: 'an exp that is text',
      token: () => identityToken(current, { claims: { exp: 'never' } }),
      reason: 'malformed',
    },
    { name: 'two parts', token: () => 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0', reason: 'malformed' },
    { name: 'not base64url', token: () => 'a+b.c/d.e=f', reason: 'malformed' },
    { name: 'over 4 KB', token: () => `${'a'.repeat(4097)}.b.c`, reason: 'malformed' },
    {
      name: 'a truncated signature',
      token: () => identityToken(current).slice(0, -10),
      reason: 'forged',
    },
  ];

  it.each(refusals)('refuses a token: $name', async ({ token, reason }) => {
    expect(await verify(token())).toEqual({ ok: false, reason });
  });

  it('refuses every token when the keys cannot be fetched', async () => {
    memberService.setBehaviour('fail');
    expect(await verify(identityToken(current))).toEqual({ ok: false, reason: 'keys-unavailable' });
  });
});

function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}
