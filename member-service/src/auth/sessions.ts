import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { findMemberById, type MemberRow } from '../storage/members';

export const SESSION_DAYS = 30;
/** last_active_at is written at most this often, so reading a page is not a write each time. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieName(config: Config): string {
  // __Host- makes the browser refuse the cookie unless Secure, Path=/ and without Domain.
  return config.secureCookies ? '__Host-mindset_session' : 'mindset_session';
}

/**
 * A readable cookie that only says "this browser has a member session", so the site asks for the
 * session only then: a guest's page load makes no request to the member service at all.
 */
export function signedInHintCookieName(config: Config): string {
  return config.secureCookies ? '__Host-mindset_member' : 'mindset_member';
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** "Chrome on macOS": enough for a person to recognise a device in their sessions list. */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : 'Unknown browser';
  const system = /iPhone|iPad/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac OS X/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

export interface ResolvedSession {
  idHash: string;
  member: MemberRow;
}

/**
 * Starts a new session for `memberId` and sets its cookie. The session the request came with (if
 * any) is ended first: the id a visitor holds before signing in is never the one after (no fixation).
 */
export async function startSession(
  db: Queryable,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string,
): Promise<void> {
  const previous = request.cookies[sessionCookieName(config)];
  if (previous) await db.query('DELETE FROM sessions WHERE id_hash = $1', [hashToken(previous)]);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, member_id, device, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [hashToken(token), memberId, describeDevice(request.headers['user-agent']), SESSION_DAYS],
  );
  const lifetime = {
    path: '/',
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  } as const;
  void reply.setCookie(sessionCookieName(config), token, { ...lifetime, httpOnly: true });
  void reply.setCookie(signedInHintCookieName(config), '1', { ...lifetime, httpOnly: false });
}

export function clearSessionCookie(config: Config, reply: FastifyReply): void {
  const scope = { path: '/', sameSite: 'lax', secure: config.secureCookies } as const;
  void reply.clearCookie(sessionCookieName(config), { ...scope, httpOnly: true });
  void reply.clearCookie(signedInHintCookieName(config), scope);
}

/** The signed-in member of this request, or null (no cookie, unknown, expired, or account not active). */
export async function resolveSession(
  db: Queryable,
  config: Config,
  request: FastifyRequest,
): Promise<ResolvedSession | null> {
  const token = request.cookies[sessionCookieName(config)];
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const [session] = await db.query<{ member_id: string; last_active_at: Date }>(
    'SELECT member_id, last_active_at FROM sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  if (!session) return null;
  const member = await findMemberById(db, session.member_id);
  if (!member || member.status !== 'active') return null;
  if (Date.now() - new Date(session.last_active_at).getTime() > TOUCH_INTERVAL_MS) {
    await db.query('UPDATE sessions SET last_active_at = now() WHERE id_hash = $1', [idHash]);
  }
  return { idHash, member };
}

/** Whether a session (by its stored hash) still stands: not ended, not expired, its account active. */
export async function sessionIsLive(db: Queryable, idHash: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id_hash = $1 AND s.expires_at > now() AND m.status = 'active'`,
    [idHash],
  );
  return rows.length > 0;
}
