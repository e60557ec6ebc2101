// The sign-in form as a plain form post (decision 0097): the /signin page arrives as server HTML, so a
// visitor can press Sign In before the page's script has run, or without JavaScript at all. The site's
// server then signs in for the browser: it sends the fields to member-service as the page's script
// would, passes the session cookie back, and sends the visitor on (303), or shows the same page with
// the service's own message.
import { memberServiceUrl, MEMBER_PATH_PREFIX } from '../memberProxy.mjs';

export const SIGN_IN_PATH = '/signin';

// A form of an email and a password: anything longer is not one.
const MAX_FORM_BYTES = 8 * 1024;
// member-service that does not answer in time costs this one sign-in an error, never a hung page.
const SIGN_IN_TIMEOUT_MS = 10_000;
const UNREACHABLE = 'The member service is not reachable right now. Please try again in a moment.';
const NOT_A_FORM = 'The sign-in form could not be read. Reload the page and try again.';

/** Pages a visitor is never sent back to after signing in (the rule of mfe-marketing's returnPath.ts). */
const NOT_A_RETURN = /^\/signin(?:\/|$|\?)/;

/** `?returnTo=` as a path on this site, or null: the same rule the page's script applies. */
export function safeReturnPath(value) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  const origin = 'http://site.invalid';
  let url;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_RETURN.test(path) ? null : path;
}

async function readForm(req) {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function signInUpstream(req, email, password) {
  const headers = {
    'content-type': 'application/json',
    // The browser's own Origin and cookie: member-service's cross-site check applies to this post as to any.
    ...(req.headers.origin ? { origin: req.headers.origin } : {}),
    ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
    ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http',
    'x-forwarded-host': req.headers.host ?? '',
  };
  const answer = await fetch(new URL(`${MEMBER_PATH_PREFIX}/session`, memberServiceUrl()), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
  });
  const body = await answer.json().catch(() => null);
  const error = body && typeof body.error === 'string' ? body.error : null;
  return { status: answer.status, cookies: answer.headers.getSetCookie(), error };
}

/**
 * POST /signin: signs in and sends the visitor to `?returnTo=` (or /signin, which then says who is
 * signed in), or answers with the sign-in page and `showAnswer(status, message)`.
 */
export async function handleSignInPost(req, res, showAnswer) {
  const form = await readForm(req);
  if (!form) {
    await showAnswer(400, NOT_A_FORM);
    return;
  }
  let result;
  try {
    result = await signInUpstream(req, form.get('email') ?? '', form.get('password') ?? '');
  } catch {
    await showAnswer(502, UNREACHABLE);
    return;
  }
  if (result.status !== 200) {
    await showAnswer(result.status, result.error ?? UNREACHABLE);
    return;
  }
  const query = new URL(req.url ?? SIGN_IN_PATH, 'http://site.invalid').searchParams;
  const location = safeReturnPath(query.get('returnTo')) ?? req.url ?? SIGN_IN_PATH;
  res.writeHead(303, { location, 'set-cookie': result.cookies, 'cache-control': 'no-store' });
  res.end();
}

/** The answer as data for the page's script (read once after hydration) and as text for a page without it. */
export function withFormAnswer(html, message) {
  const data = JSON.stringify({ error: message }).replace(/</g, '\\u003c');
  const text = message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html
    .replace('</head>', () => `<script type="application/json" id="form-answer">${data}</script></head>`)
    .replace('<div id="root">', () => `<div id="root"><p role="alert" class="form-answer">${text}</p>`);
}
