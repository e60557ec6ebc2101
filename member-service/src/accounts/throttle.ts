import type { Queryable } from '@mindset/service-kit';
import { recentFailures } from './store';

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

/** Seconds this address must still wait before trying this email again; 0 when it may try now. */
export async function signInWaitSeconds(
  db: Queryable,
  emailKey: string,
  address: string,
  { freeFailures, windowMinutes }: SignInThrottle,
): Promise<number> {
  const { failures, sinceLast } = await recentFailures(db, emailKey, address, windowMinutes);
  if (failures < freeFailures || sinceLast === null) return 0;
  const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - freeFailures), windowMinutes * 60);
  return Math.max(0, Math.ceil(wait - sinceLast));
}

/** "30 seconds", "2 minutes": how long, as the refusal says it. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
