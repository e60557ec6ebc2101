/**
 * A checkout session id is a bearer token for the paid downloads, so logs keep only enough of
 * it to correlate (its last 6 characters). service-kit logs requests as method and URL only: no
 * headers (Stripe signatures), no client address and no body (survey answers are personal data).
 */
export function maskSessionIds(url: string): string {
  return url.replace(/cs_[A-Za-z0-9_-]+/g, (id) => `cs_…${id.slice(-6)}`);
}
