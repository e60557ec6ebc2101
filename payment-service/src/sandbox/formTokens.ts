import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for the sandbox page's Pay and Cancel forms: an HMAC of the checkout session id under a
 * key drawn when the service starts, so a form posted from another site (which cannot read the
 * page) carries no valid token. The sandbox runs as one test instance, so a per-process key does.
 */
export function sandboxFormTokens() {
  const key = randomBytes(32);
  const tokenFor = (sessionId: string) => createHmac('sha256', key).update(sessionId).digest('base64url');
  return {
    tokenFor,
    isValid(sessionId: string, token: unknown): boolean {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(tokenFor(sessionId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
