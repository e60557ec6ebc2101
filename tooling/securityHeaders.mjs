// Security headers of every HTML answer of the site (docs/security.md, "Headers").
// Origins come from the runtime manifest, which comes from configuration only, never from a request.

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy for the site's pages: scripts, styles, images and fonts from the
 * site itself and the configured remotes; fetches to those and to the payment service. No inline
 * script (the runtime manifest is a JSON data tag); inline styles stay allowed because
 * styled-components writes its rules into <style> elements at run time.
 */
export function contentSecurityPolicy(manifest) {
  const remotes = [...new Set(Object.values(manifest.remotes).map(originOf).filter(Boolean))];
  const payment = originOf(manifest.paymentServiceUrl);
  const assets = ["'self'", ...remotes].join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': assets,
    'style-src': `${assets} 'unsafe-inline'`,
    'img-src': `${assets} data: blob:`,
    'font-src': `${assets} data:`,
    'media-src': `${assets} data: blob:`,
    'connect-src': [assets, payment].filter(Boolean).join(' '),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': ["'self'", payment].filter(Boolean).join(' '),
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Features the site never uses, switched off for it and anything it might embed; the microphone is
 * the site's own, for the hub's voice rooms (docs/decisions/0069-voice-rooms.md).
 */
const PERMISSIONS_POLICY = ['camera=()', 'microphone=(self)', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');

/**
 * Headers for an HTML answer. `https` says the site is served over TLS (its configured public
 * URL starts with https:), the only case where Strict-Transport-Security means anything.
 */
export function htmlSecurityHeaders({ manifest, https }) {
  return {
    'content-security-policy': contentSecurityPolicy(manifest),
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
