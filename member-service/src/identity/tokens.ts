import type { Database } from '@mindset/service-kit';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { insertSigningKey, lockSigningKeys, newestSigningKey } from './store';

const ALGORITHM = 'EdDSA';
/** Long enough to reach the payment service, short enough that a leaked token is soon useless. */
export const IDENTITY_TOKEN_SECONDS = 300;
export const IDENTITY_TOKEN_AUDIENCE = 'mindset-services';

export interface IdentityKeys {
  kid: string;
  publicJwk: JWK;
  /** `role`: the member's role ('member', 'moderator', 'owner'): the payment service lets an owner run a draw. */
  sign(
    claims: { sub: string; name: string; username: string; email: string; role: string },
    issuer: string,
  ): Promise<string>;
}

/**
 * The Ed25519 key pair that signs identity tokens: made by the first instance to start and stored
 * in the database, so every instance signs with the same key and the JWKS stays one document.
 */
export async function loadIdentityKeys(database: Database): Promise<IdentityKeys> {
  const stored = await database.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const existing = await newestSigningKey(tx);
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
    const row = {
      kid: crypto.randomUUID(),
      private_jwk: await exportJWK(privateKey),
      public_jwk: await exportJWK(publicKey),
    };
    await insertSigningKey(tx, row);
    return row;
  });
  const privateKey = await importJWK(stored.private_jwk, ALGORITHM);
  return {
    kid: stored.kid,
    publicJwk: { ...stored.public_jwk, kid: stored.kid, alg: ALGORITHM, use: 'sig' },
    sign: ({ sub, ...claims }, issuer) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, kid: stored.kid })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(IDENTITY_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${IDENTITY_TOKEN_SECONDS}s`)
        .sign(privateKey),
  };
}
