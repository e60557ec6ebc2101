// The sign-in and join forms as plain form posts (decisions 0097 and 0145): /signin and /join arrive as
// server HTML, so a visitor can press the button before the page's script has run, or without
// JavaScript at all. For sign-in the site's server signs in for the browser: it sends the fields to
// member-service as the page's script would, passes the session cookie back, and sends the visitor on
// (303), or shows the same page with the service's own message. Joining makes no call (the spec's join
// is kept on the visitor's device): the server checks the email as the page does and hands the details
// back to the page, which records the membership where it always has.
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
 * signed in), or answers with the sign-in page and `showAnswer(status, answer)`: the message, with the
 * email put back in its field.
 */
export async function handleSignInPost(req, res, showAnswer) {
  const form = await readForm(req);
  if (!form) {
    await showAnswer(400, NOT_A_FORM);
    return;
  }
  const email = form.get('email') ?? '';
  // A refusal keeps the email typed, as the page's script does: only the password is typed again.
  const refused = (message) => ({ data: { error: message }, html: alertHtml(message), fields: { email } });
  let result;
  try {
    result = await signInUpstream(req, email, form.get('password') ?? '');
  } catch {
    await showAnswer(502, refused(UNREACHABLE));
    return;
  }
  if (result.status !== 200) {
    await showAnswer(result.status, refused(result.error ?? UNREACHABLE));
    return;
  }
  const query = new URL(req.url ?? SIGN_IN_PATH, 'http://site.invalid').searchParams;
  const location = safeReturnPath(query.get('returnTo')) ?? req.url ?? SIGN_IN_PATH;
  res.writeHead(303, { location, 'set-cookie': result.cookies, 'cache-control': 'no-store' });
  res.end();
}

const escapeText = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (value) => escapeText(value).replace(/"/g, '&quot;');
const alertHtml = (message) => `<p role="alert" class="form-answer">${escapeText(message)}</p>`;

/**
 * The page's form with what was typed back in its fields, for a reader without JavaScript (the
 * prerendered form is empty): an `<input name>`'s value attribute, a `<textarea name>`'s text.
 * @param {string} html @param {Record<string, string>} fields
 */
function withTypedValues(html, fields) {
  let filled = html;
  for (const [name, value] of Object.entries(fields)) {
    const named = `name="${name}"`;
    filled = filled
      .replace(new RegExp(`<input(?=[^>]*\\s${named})[^>]*>`), (tag) =>
        tag.replace(/\svalue="[^"]*"/, '').replace(/\/?>$/, (end) => ` value="${escapeAttribute(value)}"${end}`),
      )
      .replace(
        new RegExp(`(<textarea(?=[^>]*\\s${named})[^>]*>)[^<]*(</textarea>)`),
        (_, open, close) => `${open}${escapeText(value)}${close}`,
      );
  }
  return filled;
}

/**
 * The answer as data for the page's script (read once after hydration) and as HTML for a page without
 * it. A message alone (sign-in's refusal) is `{ error }` and an alert; an answer of its own (join's)
 * gives its data, its HTML and what to put back in the form's fields.
 * @param {string} html @param {string | { data: object, html: string, fields?: Record<string, string> }} answer
 */
export function withFormAnswer(html, answer) {
  const { data, html: shown } =
    typeof answer === 'string' ? { data: { error: answer }, html: alertHtml(answer) } : answer;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const page = typeof answer === 'string' || !answer.fields ? html : withTypedValues(html, answer.fields);
  // Above the page's content: inside the site's chrome when the page came in it (decision 0185), where
  // the fixed header does not cover it.
  const at = page.includes('<div id="ssr-area"') ? '<div id="ssr-area"' : '<div id="root">';
  return page
    .replace('</head>', () => `<script type="application/json" id="form-answer">${json}</script></head>`)
    .replace(at, (found) => (found === '<div id="root">' ? `${found}${shown}` : `${shown}${found}`));
}

export const JOIN_PATH = '/join';

/**
 * The join page's own rule and messages (mfe-marketing's JoinForm.tsx, `joinMessages` and
 * components/emailFormat.ts), for a page whose script has not run; tooling/test/joinPost.test.mjs
 * holds them equal to the page's.
 */
export const JOIN_MESSAGES = {
  emailMissing: 'Please enter your email address so we can welcome you in.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
};
export const JOIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NOT_A_JOIN_FORM = 'The join form could not be read. Reload the page and try again.';
const JOIN_FROM_ANOTHER_SITE = 'This join form was sent from another site. Join here, on this page.';

/** A post whose Origin names another host came from another site's page (a browser always sends it). */
function fromAnotherSite(req) {
  const origin = req.headers.origin;
  if (!origin) return false;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The joined details travel from the post to the page it is sent to (303) in this cookie, once. */
export const JOINED_COOKIE = 'mindset_joined';
/** Browsers drop a cookie over 4 KB: details longer than this are answered on the post's own page. */
const MAX_JOINED_COOKIE_BYTES = 3_800;
const JOINED_COOKIE_SECONDS = 300;

/** `joinedAt` as the confirmation writes it ('26 November 2026', date-fns' 'd MMMM yyyy'). */
const joinedDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The page's answer to a join: the confirmation for a reader without JavaScript, the details for the page's script. */
function joinedAnswer(details) {
  const firstName = details.fullName.split(/\s+/)[0];
  const heading = firstName ? `You're in, ${firstName}!` : "You're in!";
  return {
    data: { join: { joined: details } },
    html:
      `<section role="status" class="form-answer"><h2>${escapeText(heading)}</h2>` +
      `<p>Welcome to the community. Your membership is free and active: we will reach you at <strong>${escapeText(details.email)}</strong>.</p>` +
      `<p>Joined ${joinedDate.format(new Date(details.joinedAt))}</p>` +
      `<p><a href="/modules">Start Module 1</a> · <a href="/community">Meet the community</a></p></section>`,
  };
}

function refusedJoin(message, values) {
  return {
    data: { join: { error: message, field: 'email', values } },
    html: `<p role="alert" class="form-answer">${escapeText(message)}</p>`,
    fields: values,
  };
}

function readCookie(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * POST /join: a refusal is the join page with the email's message and what was typed; joined, the
 * visitor is sent to /join (303), which shows the confirmation once (`joinedAnswerFor`).
 * `showAnswer(status, answer)` sends the join page with an answer for `withFormAnswer`.
 */
export async function handleJoinPost(req, res, showAnswer) {
  // Another site must not set what this visitor's device records as their membership.
  if (fromAnotherSite(req)) {
    await showAnswer(403, JOIN_FROM_ANOTHER_SITE);
    return;
  }
  const form = await readForm(req);
  if (!form) {
    await showAnswer(400, NOT_A_JOIN_FORM);
    return;
  }
  const values = {
    fullName: (form.get('fullName') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
    goals: (form.get('goals') ?? '').trim(),
  };
  const problem = !values.email
    ? JOIN_MESSAGES.emailMissing
    : JOIN_EMAIL_PATTERN.test(values.email)
      ? null
      : JOIN_MESSAGES.emailInvalid;
  if (problem) {
    // 200, as the page's script shows it: the join page, found and served, with its message.
    await showAnswer(200, refusedJoin(problem, values));
    return;
  }
  const details = { ...values, joinedAt: new Date().toISOString() };
  const cookieValue = Buffer.from(JSON.stringify(details)).toString('base64url');
  if (cookieValue.length > MAX_JOINED_COOKIE_BYTES) {
    await showAnswer(200, joinedAnswer(details));
    return;
  }
  const secure = req.socket.encrypted || req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  res.writeHead(303, {
    location: JOIN_PATH,
    'set-cookie': `${JOINED_COOKIE}=${cookieValue}; Path=${JOIN_PATH}; Max-Age=${JOINED_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    'cache-control': 'no-store',
  });
  res.end();
}

/**
 * The confirmation a join post sent this visitor to see, once: the answer for `withFormAnswer` and the
 * cookie that forgets it; null when there is none (or it is not one).
 */
export function joinedAnswerFor(req) {
  const value = readCookie(req, JOINED_COOKIE);
  if (!value) return null;
  const forget = `${JOINED_COOKIE}=; Path=${JOIN_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
  let details;
  try {
    details = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return { answer: null, forget };
  }
  const fields = ['fullName', 'email', 'goals', 'joinedAt'];
  if (
    !details ||
    !fields.every((field) => typeof details[field] === 'string') ||
    !JOIN_EMAIL_PATTERN.test(details.email)
  )
    return { answer: null, forget };
  const { fullName, email, goals, joinedAt } = details;
  if (Number.isNaN(Date.parse(joinedAt))) return { answer: null, forget };
  return { answer: joinedAnswer({ fullName, email, goals, joinedAt }), forget };
}
