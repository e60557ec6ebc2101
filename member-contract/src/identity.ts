import * as z from 'zod/mini';

/** `POST /api/members/identity-token`: a signed token (5 minutes) for another service. */
export const identityTokenAnswer = z.object({ token: z.string(), expiresAt: z.string() });
export type IdentityTokenAnswer = z.infer<typeof identityTokenAnswer>;

/** `GET /api/members/.well-known/jwks.json`: the public key that verifies identity tokens. */
export const jwksAnswer = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
export type JwksAnswer = z.infer<typeof jwksAnswer>;
