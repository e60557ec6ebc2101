import type { Queryable } from '@mindset/service-kit';
import type { JWK } from 'jose';

// Identity tokens' signing keys: every SQL statement about them.

const KEY_LOCK = 4_343_002;

export interface StoredKey {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

/** Within a transaction: one instance at a time makes the first key. */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
}

export async function newestSigningKey(db: Queryable): Promise<StoredKey | null> {
  const [existing] = await db.query<StoredKey>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  return existing ?? null;
}

export async function insertSigningKey(db: Queryable, key: StoredKey): Promise<void> {
  await db.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2::jsonb, $3::jsonb)', [
    key.kid,
    JSON.stringify(key.private_jwk),
    JSON.stringify(key.public_jwk),
  ]);
}
