import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A download link works for this long; the download page asks for a fresh one before it runs out. */
export const DOWNLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface DownloadTokens {
  issue(sessionId: string, now?: number): { token: string; expiresAt: Date };
  /** The internal session id the token was issued for, or why it is refused. */
  verify(token: string, now?: number): { ok: true; sessionId: string } | { ok: false; reason: 'invalid' | 'expired' };
}

/**
 * Short-lived signed tokens standing for "the downloads of this paid session": the link holds the
 * session's internal id (never the checkout id the buyer was sent back with) and an expiry,
 * signed with HMAC-SHA256. Without a configured secret a random one is drawn, valid in this
 * process only.
 */
export function downloadTokens(secret: string | null): DownloadTokens {
  const key = secret ?? randomBytes(32).toString('hex');
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(sessionId, now = Date.now()) {
      const expiresAt = new Date(now + DOWNLOAD_TOKEN_TTL_MS);
      const payload = `${sessionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt };
    },
    verify(token, now = Date.now()) {
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'invalid' };
      const [, sessionId = '', expiresAtSeconds = '', signature = ''] = match;
      const expected = Buffer.from(sign(`${sessionId}.${expiresAtSeconds}`));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'invalid' };
      if (Number(expiresAtSeconds) * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, sessionId };
    },
  };
}
