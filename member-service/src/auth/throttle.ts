import { createHash } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';

/**
 * Failed sign-ins slow down one email from one address (docs/decisions/0079-sign-in-protection.md):
 * the first `freeFailures` cost nothing, then each further attempt from that address waits twice as
 * long as the one before (30 s, 1 min, 2 min, …, at most `windowMinutes`). The owner signing in
 * from another address is never held back by someone else's guesses. Counted in the database, so
 * every instance agrees; the address is kept only as a hash, for at most a day.
 */
export interface SignInThrottle {
  freeFailures: number;
  windowMinutes: number;
}

const FIRST_WAIT_SECONDS = 30;

const addressKey = (address: string) => createHash('sha256').update(address).digest('base64url');

/** Seconds this address must still wait before trying this email again; 0 when it may try now. */
export async function signInWaitSeconds(
  db: Queryable,
  emailKey: string,
  address: string,
  { freeFailures, windowMinutes }: SignInThrottle,
): Promise<number> {
  const [row] = await db.query<{ failures: number; since_last: number | null }>(
    `SELECT count(*)::int AS failures, extract(epoch FROM now() - max(failed_at))::float8 AS since_last
       FROM sign_in_failures
      WHERE email_key = $1 AND address_key = $2 AND failed_at > now() - make_interval(mins => $3)`,
    [emailKey, addressKey(address), windowMinutes],
  );
  const failures = row?.failures ?? 0;
  if (failures < freeFailures || row?.since_last == null) return 0;
  const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - freeFailures), windowMinutes * 60);
  return Math.max(0, Math.ceil(wait - row.since_last));
}

export async function recordFailure(db: Queryable, emailKey: string, address: string): Promise<void> {
  await db.query('INSERT INTO sign_in_failures (email_key, address_key) VALUES ($1, $2)', [
    emailKey,
    addressKey(address),
  ]);
}

/** A correct password from this address clears this address's failures only. */
export async function clearFailuresFrom(db: Queryable, emailKey: string, address: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email_key = $1 AND address_key = $2', [
    emailKey,
    addressKey(address),
  ]);
}

/** A new password (a reset) makes every earlier guess moot. */
export async function clearFailures(db: Queryable, emailKey: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email_key = $1', [emailKey]);
}

/** "30 seconds", "2 minutes": how long, as the refusal says it. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
