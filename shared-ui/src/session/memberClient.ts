import type { JoinRequest, Member } from '@mindset/member-contract';
import type { ZodMiniType, output } from 'zod/mini';

/** A member as `member-service` describes them (`GET /api/members/session`): the contract's shape. */
export type { Member };

export type JoinDetails = JoinRequest;

/** `{data}` or `{error}` with the service's sentence (or a plain one when it could not be reached). */
export type MemberResult<T> = { data: T; error: null } | { data: null; error: string };

export const MEMBER_API = '/api/members';
export const memberMessages = {
  unreachable: 'We could not reach the member service. Check your connection and try again.',
  notUnderstood: 'The service answered in a way this page does not understand. Reload the page.',
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

/** What a request made while this page was signing out answers, without being sent: the member is gone. */
export const SIGNED_OUT_HERE = 'You signed out.';

/** While this page ends its own session: true once it ended, false if the request to end it failed. */
let sessionEnding: Promise<boolean> | null = null;

/**
 * Sends the request that ends this page's session (Log out, Deactivate, Delete). Member requests
 * made meanwhile (a screen that mounted just then) wait for its answer and, if the session ended,
 * are never sent: sent, they would leave with the cookie already cleared and be refused.
 */
export async function endingTheSession<T>(request: () => Promise<MemberResult<T>>): Promise<MemberResult<T>> {
  const sent = request();
  const ending = sent.then(
    (result) => result.error === null,
    () => false,
  );
  sessionEnding = ending;
  try {
    return await sent;
  } finally {
    if (sessionEnding === ending) sessionEnding = null;
  }
}

/**
 * A request to member-service. A success is parsed with the contract's schema for that answer
 * (`answer`, from @mindset/member-contract): an answer of another shape is an error result with a
 * plain sentence, never data the page would trust.
 */
export async function memberRequest<Answer extends ZodMiniType>(
  path: string,
  answer: Answer,
  init: { method?: string; body?: unknown } = {},
): Promise<MemberResult<output<Answer>>> {
  if (sessionEnding && (await sessionEnding)) return { data: null, error: SIGNED_OUT_HERE };
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
  // Through the schema's own standard validator, so this module needs none of zod's code itself.
  const parsed = await answer['~standard'].validate(body);
  if (parsed.issues) {
    console.error(`member-service answered ${path} in an unexpected shape`, parsed.issues);
    return { data: null, error: memberMessages.notUnderstood };
  }
  return { data: parsed.value, error: null };
}
