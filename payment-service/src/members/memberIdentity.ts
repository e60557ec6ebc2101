import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { verifyIdentityToken, type IdentityVerification } from './identityTokens';
import { memberKeys, type MemberKeys } from './memberKeys';

/** Who is asking: a guest (no Authorization header), the member a valid token names, or a refusal. */
export type Identification =
  | { status: 'guest' }
  | { status: 'member'; memberId: string; role: string }
  | { status: 'refused'; message: string; reason: string };

export interface MemberIdentity {
  identify(authorization: string | undefined): Promise<Identification>;
}

/** The header as routes declare it (documented in the OpenAPI document, checked by identify). */
export const authorizationHeaders = z.object({
  authorization: z
    .string()
    .optional()
    .describe('Bearer <identity token from POST /api/members/identity-token>; absent for a guest'),
});

export const identityMessages = {
  malformedHeader: 'The Authorization header must be "Bearer" followed by an identity token from the member service.',
  notVerified: 'Your sign-in could not be verified. Please sign in again.',
  expired: 'Your sign-in token has expired. Please try again.',
  unavailable: 'Your sign-in cannot be checked right now. Please try again in a moment.',
  signInRequired: 'Sign in to see your purchases.',
} as const;

const REFUSALS: Record<Exclude<IdentityVerification, { ok: true }>['reason'], string> = {
  malformed: identityMessages.notVerified,
  forged: identityMessages.notVerified,
  'wrong-claims': identityMessages.notVerified,
  expired: identityMessages.expired,
  'keys-unavailable': identityMessages.unavailable,
};

/** RFC 6750: the scheme is case-insensitive, one space, then one token68. */
const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * Reads the Authorization header. Without one the buyer is a guest, as before members existed;
 * with one, it must prove a member, or the request is refused: a token that does not verify is
 * never taken for a guest (docs/decisions/0054-member-identity-verification.md).
 */
export function memberIdentity(
  { jwksUrl, issuer }: Config['memberIdentity'],
  log: FastifyBaseLogger,
  keys: MemberKeys = memberKeys(jwksUrl, {
    onFetchError: (error) =>
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'member keys could not be fetched'),
  }),
): MemberIdentity {
  return {
    async identify(authorization) {
      if (authorization === undefined) return { status: 'guest' };
      const token = BEARER.exec(authorization)?.[1];
      if (!token) return { status: 'refused', message: identityMessages.malformedHeader, reason: 'header' };
      const verified = await verifyIdentityToken(token, keys, { issuer });
      if (verified.ok) return { status: 'member', memberId: verified.memberId, role: verified.role };
      return { status: 'refused', message: REFUSALS[verified.reason], reason: verified.reason };
    },
  };
}

/**
 * 401 in the service's `{error}` shape, with the challenge RFC 6750 asks for: `invalid_token` when a
 * token was sent and refused, a bare `Bearer` when none was. The reason is logged, never the token.
 */
export function refuseIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Extract<Identification, { status: 'refused' }> | { status: 'guest' },
) {
  if (refusal.status === 'guest') {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ error: identityMessages.signInRequired });
  }
  request.log.info({ reason: refusal.reason }, 'identity token refused');
  return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: refusal.message });
}
