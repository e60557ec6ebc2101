import { createHash } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';
import type { MemberRow, MemberStatus } from './people';

// Accounts: every SQL statement about members, their password resets and failed sign-ins.

export async function findMemberById(db: Queryable, id: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return row ?? null;
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE lower(email) = lower($1)', [email]);
  return row ?? null;
}

/** "Jane Doe" -> "jane.doe", then "jane.doe2", ... until free. */
export async function freeUsername(db: Queryable, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 24) || 'member';
  const stem = base.length >= 3 ? base : `${base}.member`;
  const taken = new Set(
    (await db.query<{ username: string }>('SELECT username FROM members WHERE username LIKE $1', [`${stem}%`])).map(
      (row) => row.username,
    ),
  );
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${stem}${suffix}`)) return `${stem}${suffix}`;
}

const addressKey = (address: string) => createHash('sha256').update(address).digest('base64url');

/** Failed sign-ins of this email from this address in the last `windowMinutes`, and seconds since the last. */
export async function recentFailures(
  db: Queryable,
  emailKey: string,
  address: string,
  windowMinutes: number,
): Promise<{ failures: number; sinceLast: number | null }> {
  const [row] = await db.query<{ failures: number; since_last: number | null }>(
    `SELECT count(*)::int AS failures, extract(epoch FROM now() - max(failed_at))::float8 AS since_last
       FROM sign_in_failures
      WHERE email_key = $1 AND address_key = $2 AND failed_at > now() - make_interval(mins => $3)`,
    [emailKey, addressKey(address), windowMinutes],
  );
  return { failures: row?.failures ?? 0, sinceLast: row?.since_last ?? null };
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

export async function insertMember(
  db: Queryable,
  member: { id: string; username: string; name: string; email: string; passwordHash: string; goals: string },
): Promise<void> {
  await db.query(
    `INSERT INTO members (id, username, name, email, password_hash, goals) VALUES ($1, $2, $3, $4, $5, $6)`,
    [member.id, member.username, member.name, member.email, member.passwordHash, member.goals],
  );
}

export async function setMemberStatus(db: Queryable, memberId: string, status: MemberStatus): Promise<void> {
  await db.query('UPDATE members SET status = $2, status_changed_at = now() WHERE id = $1', [memberId, status]);
}

export async function insertPasswordReset(db: Queryable, tokenHash: string, memberId: string, minutes: number) {
  await db.query(
    `INSERT INTO password_resets (token_hash, member_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash, memberId, minutes],
  );
}

/** Uses a reset link once; answers its member, or null when it is unknown, used or expired. */
export async function usePasswordReset(db: Queryable, tokenHash: string): Promise<string | null> {
  const [reset] = await db.query<{ member_id: string }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
    [tokenHash],
  );
  return reset?.member_id ?? null;
}

export async function setPasswordHash(db: Queryable, memberId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [memberId, passwordHash]);
}

/** Erases accounts deleted more than `days` ago (sessions, progress and resets go by cascade), old failures and sessions. */
export async function eraseExpiredAccounts(
  db: Queryable,
  days: number,
): Promise<{ id: string; avatar_file: string | null }[]> {
  const erased = await db.query<{ id: string; avatar_file: string | null }>(
    `DELETE FROM members WHERE status = 'deleted' AND status_changed_at < now() - make_interval(days => $1)
     RETURNING id, avatar_file`,
    [days],
  );
  await db.query(`DELETE FROM sign_in_failures WHERE failed_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM sessions WHERE expires_at < now()`);
  return erased;
}
