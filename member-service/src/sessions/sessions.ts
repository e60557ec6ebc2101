import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { MemberRow } from '../accounts/people';
import { deleteSession, findSessionMember, insertSession, touchSession } from './store';

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
  if (previous) await deleteSession(db, hashToken(previous));
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, hashToken(token), memberId, describeDevice(request.headers['user-agent']), SESSION_DAYS);
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

const sessionOfRequest = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();

/**
 * `resolveSession` read once per request: the suspension check before every change and the route
 * itself both ask, and a second read was a database round trip on every write.
 */
export function requestSession(
  db: Queryable,
  config: Config,
  request: FastifyRequest,
): Promise<ResolvedSession | null> {
  let session = sessionOfRequest.get(request);
  if (!session) {
    session = resolveSession(db, config, request);
    sessionOfRequest.set(request, session);
  }
  return session;
}

/** The signed-in member of this request, or null (no cookie, unknown, expired, or account not active). */
export async function resolveSession(
  db: Queryable,
  config: Config,
  request: FastifyRequest,
  /** How the session is found: alone, or in a read shared with others (live sockets reconnecting together). */
  find: (idHash: string) => Promise<{ member: MemberRow; lastActiveAt: Date } | null> = (idHash) =>
    findSessionMember(db, idHash),
): Promise<ResolvedSession | null> {
  const token = request.cookies[sessionCookieName(config)];
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const session = await find(idHash);
  if (!session || session.member.status !== 'active') return null;
  const { member } = session;
  if (Date.now() - new Date(session.lastActiveAt).getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, idHash);
  }
  return { idHash, member };
}
