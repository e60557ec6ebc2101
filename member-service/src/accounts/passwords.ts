import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_QUEUED_PASSWORD_CHECKS, PASSWORD_WORKERS, ScryptPool } from './scryptPool';

/**
 * scrypt at one of OWASP's equivalent settings (N=2^14, r=8, p=5): 16 MiB per hash instead of
 * the 128 MiB of N=2^17, p=1, for the same work. See docs/decisions/0050-scrypt-password-hashing.md.
 * Stored as `scrypt$N$r$p$salt$hash` so the parameters can be raised later without a migration.
 */
const PARAMETERS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

/** Started with the first password, shared by every app in the process (tests build many). */
let pool: ScryptPool | null = null;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  pool ??= new ScryptPool(PASSWORD_WORKERS, MAX_QUEUED_PASSWORD_CHECKS);
  return pool.derive(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 });
}

/** The sign-in hashing queue, for /metrics; nothing before the first password. */
export function passwordHashingLoad(): { queued: number; running: number } {
  return pool?.load ?? { queued: 0, running: 0 };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMETERS);
  return ['scrypt', PARAMETERS.N, PARAMETERS.r, PARAMETERS.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Checked against when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
