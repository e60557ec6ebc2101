/** Pages a visitor is never sent back to after signing in: they would only show the sign-in again. */
const NOT_A_RETURN = /^\/signin(?:\/|$|\?)/;

/**
 * The page to return to after signing in, from `?returnTo=`: a path on this site only. Anything that
 * could leave the site (`//host`, `/\host`, a scheme, control characters) or loop back to /signin is
 * refused (null), and the member stays on /signin.
 */
export function safeReturnPath(value: string | null, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_RETURN.test(path) ? null : path;
}
