import { verify } from 'node:crypto';
import { z } from 'zod';
import type { MemberKeys } from './memberKeys';

/** The audience member-service writes into every identity token (member-service/src/identity/tokens.ts). */
export const IDENTITY_TOKEN_AUDIENCE = 'mindset-services';
/** Longer than member-service ever issues (5 minutes): a token claiming more was not made there. */
const MAX_LIFETIME_SECONDS = 15 * 60;
/** Clocks of two machines disagree a little; no more than this is forgiven. */
const CLOCK_SKEW_SECONDS = 30;
export const MAX_IDENTITY_TOKEN_LENGTH = 4096;

const header = z.object({
  // Exactly the algorithm member-service signs with: "none", HS256 and the rest are refused before any key is used.
  alg: z.literal('EdDSA'),
  kid: z.string().min(1).max(200),
  typ: z.literal('JWT').optional(),
});

const claims = z.object({
  sub: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string()).max(10)]),
  exp: z.number().int(),
  iat: z.number().int(),
  nbf: z.number().int().optional(),
  /** The member's role in member-service ('member', 'moderator', 'owner'); tokens issued before roles have none. */
  role: z.string().max(40).optional(),
});

export type IdentityVerification =
  | { ok: true; memberId: string; role: string }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-claims' | 'keys-unavailable' };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): unknown {
  if (!BASE64URL.test(part)) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks an identity token from member-service: an EdDSA (Ed25519) JWT signed by a key of its
 * JWKS, for our audience and issuer, within its lifetime. Only a token that passes every check
 * names a member; anything else says why it was refused.
 */
export async function verifyIdentityToken(
  token: string,
  keys: MemberKeys,
  expected: { issuer: string; nowSeconds?: number },
): Promise<IdentityVerification> {
  if (token.length > MAX_IDENTITY_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts;
  const parsedHeader = header.safeParse(decodeJson(encodedHeader));
  const parsedClaims = claims.safeParse(decodeJson(encodedClaims));
  if (!parsedHeader.success || !parsedClaims.success || !BASE64URL.test(encodedSignature)) {
    return { ok: false, reason: 'malformed' };
  }
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== 64) return { ok: false, reason: 'forged' };

  const lookup = await keys.find(parsedHeader.data.kid);
  if (lookup.status === 'unavailable') return { ok: false, reason: 'keys-unavailable' };
  if (lookup.status === 'unknown') return { ok: false, reason: 'forged' };
  // Ed25519 takes no digest name: the algorithm is the key's.
  const signedPart = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  if (!verify(null, signedPart, lookup.key, signature)) return { ok: false, reason: 'forged' };

  const { sub, iss, aud, exp, iat, nbf, role } = parsedClaims.data;
  const now = expected.nowSeconds ?? Math.floor(Date.now() / 1000);
  const audiences = typeof aud === 'string' ? [aud] : aud;
  if (iss !== expected.issuer || !audiences.includes(IDENTITY_TOKEN_AUDIENCE)) {
    return { ok: false, reason: 'wrong-claims' };
  }
  if (exp - iat > MAX_LIFETIME_SECONDS || iat > now + CLOCK_SKEW_SECONDS || (nbf ?? iat) > now + CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'wrong-claims' };
  }
  if (exp <= now - CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, memberId: sub, role: role ?? 'member' };
}
