import type { Database } from '@mindset/service-kit';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

const ALGORITHM = 'EdDSA';
/** Long enough to reach the payment service, short enough that a leaked token is soon useless. */
export const IDENTITY_TOKEN_SECONDS = 300;
export const IDENTITY_TOKEN_AUDIENCE = 'mindset-services';
const KEY_LOCK = 4_343_002;

export interface IdentityKeys {
  kid: string;
  publicJwk: JWK;
  sign(claims: { sub: string; name: string; username: string; email: string }, issuer: string): Promise<string>;
}

/**
 * The Ed25519 key pair that signs identity tokens: made by the first instance to start and stored
 * in the database, so every instance signs with the same key and the JWKS stays one document.
 */
export async function loadIdentityKeys(database: Database): Promise<IdentityKeys> {
  const stored = await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
    const [existing] = await tx.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
      'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
    );
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
    const kid = crypto.randomUUID();
    const row = { kid, private_jwk: await exportJWK(privateKey), public_jwk: await exportJWK(publicKey) };
    await tx.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2::jsonb, $3::jsonb)', [
      row.kid,
      JSON.stringify(row.private_jwk),
      JSON.stringify(row.public_jwk),
    ]);
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
