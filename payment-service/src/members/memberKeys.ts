import { createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** member-service says `max-age=300` on its JWKS; a key removed there stops working here within this. */
export const KEYS_FRESH_FOR_MS = 5 * 60 * 1000;
/**
 * The least time between two fetches caused by an unknown key id or a failed fetch, so a flood of
 * forged tokens (each naming a new kid) or an outage costs member-service one request per interval.
 */
export const REFETCH_COOLDOWN_MS = 10_000;
/** One outward call: connection, answer and body. */
export const JWKS_FETCH_TIMEOUT_MS = 2_000;
const MAX_JWKS_BYTES = 64 * 1024;
/** member-service publishes one key (two while one replaces another); anything past this is ignored. */
const MAX_KEYS = 8;

/** Only Ed25519 signing keys are taken; any other entry of the document is skipped. */
const ed25519Jwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  kid: z.string().min(1).max(200),
  alg: z.literal('EdDSA').optional(),
  use: z.literal('sig').optional(),
});
const jwksDocument = z.object({ keys: z.array(z.unknown()).max(100) });

export type KeyLookup =
  | { status: 'found'; key: KeyObject }
  /** The key set is current and holds no key with this id: the token was not signed by member-service. */
  | { status: 'unknown' }
  /** No current key set (member-service unreachable or answering nonsense): nothing can be verified. */
  | { status: 'unavailable' };

export interface MemberKeys {
  find(kid: string): Promise<KeyLookup>;
}

interface KeySet {
  keys: Map<string, KeyObject>;
  fetchedAt: number;
}

async function fetchKeySet(jwksUrl: string): Promise<Map<string, KeyObject>> {
  const response = await fetch(jwksUrl, {
    signal: AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS),
    redirect: 'error',
    headers: { accept: 'application/json' },
  });
  if (response.status !== 200) throw new Error(`JWKS answered ${response.status}`);
  const declaredLength = Number(response.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_JWKS_BYTES) throw new Error('JWKS document too large');
  const text = await response.text();
  if (text.length > MAX_JWKS_BYTES) throw new Error('JWKS document too large');
  const document = jwksDocument.parse(JSON.parse(text));
  const keys = new Map<string, KeyObject>();
  for (const entry of document.keys) {
    const jwk = ed25519Jwk.safeParse(entry);
    if (!jwk.success || keys.size >= MAX_KEYS) continue;
    const { kty, crv, x, kid } = jwk.data;
    keys.set(kid, createPublicKey({ key: { kty, crv, x }, format: 'jwk' }));
  }
  return keys;
}

/**
 * member-service's public keys, fetched from its JWKS with a time limit and kept for
 * KEYS_FRESH_FOR_MS. An unknown key id triggers a fetch (the key may be new), at most once per
 * cooldown; concurrent callers share one fetch. A key set older than its freshness is never used,
 * so when member-service cannot be reached, tokens are refused rather than trusted on old keys
 * (docs/decisions/0054-member-identity-verification.md).
 */
export function memberKeys(
  jwksUrl: string,
  options: { now?: () => number; onFetchError?: (error: unknown) => void } = {},
): MemberKeys {
  const now = options.now ?? Date.now;
  let current: KeySet | null = null;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const refresh = () => {
    inFlight ??= (async () => {
      lastAttemptAt = now();
      try {
        current = { keys: await fetchKeySet(jwksUrl), fetchedAt: now() };
      } catch (error) {
        options.onFetchError?.(error);
      }
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  const isFresh = (set: KeySet | null): set is KeySet => set !== null && now() - set.fetchedAt < KEYS_FRESH_FOR_MS;

  return {
    async find(kid) {
      const known = isFresh(current) && current.keys.has(kid);
      if (!known) {
        if (inFlight) await inFlight;
        else if (now() - lastAttemptAt >= REFETCH_COOLDOWN_MS) await refresh();
      }
      const set = current;
      if (!isFresh(set)) return { status: 'unavailable' };
      const key = set.keys.get(kid);
      return key ? { status: 'found', key } : { status: 'unknown' };
    },
  };
}
