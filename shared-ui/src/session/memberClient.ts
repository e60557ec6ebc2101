/** A member as `member-service` describes them (`GET /api/members/session`). */
export interface Member {
  id: string;
  username: string;
  name: string;
  email: string;
  bio: string;
  website: string;
  phone: string;
  goals: string;
  /** A path on the site, or null: screens show initials. */
  avatarUrl: string | null;
  verified: boolean;
  createdAt: string;
}

export interface JoinDetails {
  name: string;
  email: string;
  password: string;
  goals?: string;
}

/** `{data}` or `{error}` with the service's sentence (or a plain one when it could not be reached). */
export type MemberResult<T> = { data: T; error: null } | { data: null; error: string };

export const MEMBER_API = '/api/members';
export const memberMessages = {
  unreachable: 'We could not reach the member service. Check your connection and try again.',
} as const;
/** Same origin as the page (the site's server forwards it), so the session cookie is first-party. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Set by member-service next to the session cookie; readable, it only says a session exists. */
export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)(?:__Host-)?mindset_member=1(?:;|$)/.test(document.cookie);
}

/** An upload of a large file (a video) may take longer: at least 100 KB/s is expected of the connection. */
const SLOWEST_UPLOAD_BYTES_PER_MS = 100;

/** A Blob or File, from this window or another realm (a test's fetch, a worker). */
function isBlob(body: unknown): body is Blob {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Blob).slice === 'function' &&
    typeof (body as Blob).size === 'number' &&
    typeof (body as Blob).type === 'string'
  );
}

function timeoutFor(body: unknown): number {
  return isBlob(body) ? Math.max(REQUEST_TIMEOUT_MS, body.size / SLOWEST_UPLOAD_BYTES_PER_MS) : REQUEST_TIMEOUT_MS;
}

/** A file (a profile photo) goes as the raw body with its own type; anything else as JSON. */
function requestBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: {} };
  if (isBlob(body)) return { headers: { 'content-type': body.type }, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

let sessionRefused: (() => void) | null = null;

/** The session store's ear for a 401: a member's session may have ended without this page being told. */
export function onSessionRefused(listener: () => void): void {
  sessionRefused = listener;
}

export async function memberRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<MemberResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${MEMBER_API}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      ...requestBody(init.body),
      signal: AbortSignal.timeout(timeoutFor(init.body)),
    });
  } catch {
    return { data: null, error: memberMessages.unreachable };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) sessionRefused?.();
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : memberMessages.unreachable;
    return { data: null, error: message };
  }
  return { data: body as T, error: null };
}
