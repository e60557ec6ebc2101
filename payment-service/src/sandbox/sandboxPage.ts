import { createHash } from 'node:crypto';
import type { Currency } from '@mindset/payment-contract';
import type { CheckoutSessionRecord } from '../storage/checkoutSessions';

function formatMoney(minorUnits: number, currency: Currency): string {
  return new Intl.NumberFormat(currency === 'gbp' ? 'en-GB' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f4f4f7; color: #1c1c28; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
.test-mode { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 2px dashed #b45309; border-radius: 8px;
  background: #fffbeb; color: #78350f; font-weight: 600; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { color: #4b4b5c; }
dd { margin: 0; text-align: right; font-weight: 600; }
.total { font-size: 1.25rem; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
.actions form { flex: 1; }
button, .link-button { display: block; box-sizing: border-box; width: 100%; padding: 0.8rem 1rem; border-radius: 8px;
  font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
.primary { border: 0; background: #4338ca; color: #fff; }
.secondary { border: 1px solid #9ca3af; background: #fff; color: #1c1c28; }
button:focus-visible, .link-button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** The Content-Security-Policy for these pages: their one inline style (by hash), forms posting to this service. */
export function sandboxPageCsp(siteOrigin: string) {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: [`'sha256-${styleHash}'`],
      // The pay and cancel forms post here and are then redirected to the site.
      formAction: ["'self'", siteOrigin],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  };
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · TEST MODE</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode">TEST MODE: sandbox checkout. No real payment is taken and no card details are asked for.</p>
${content}
</main>
</body>
</html>
`;
}

function orderDetails(session: CheckoutSessionRecord): string {
  return `<dl>
<dt>Item</dt><dd>${escapeHtml(session.title)}</dd>
<dt>Quantity</dt><dd>${session.quantity}</dd>
<dt>Price each</dt><dd>${formatMoney(session.unitAmount, session.currency)}</dd>
<dt>Total</dt><dd class="total">${formatMoney(session.amountTotal, session.currency)}</dd>
</dl>`;
}

/** The form field that carries the token binding a Pay or Cancel post to the page it came from. */
export const FORM_TOKEN_FIELD = 'form_token';

export function checkoutPage(
  session: CheckoutSessionRecord,
  links: { successUrl: string; cancelUrl: string },
  formToken: string,
): string {
  const tokenField = `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(formToken)}">`;
  const action = `/sandbox/checkout/${encodeURIComponent(session.providerSessionId)}`;
  if (session.status === 'paid') {
    return page(
      'Already paid',
      `<h1>This checkout is already paid</h1>
${orderDetails(session)}
<a class="link-button primary" href="${escapeHtml(links.successUrl)}">Continue</a>`,
    );
  }
  if (session.status === 'cancelled') {
    return page('Checkout cancelled', cancelledContent(links.cancelUrl));
  }
  return page(
    'Checkout',
    `<h1>Checkout</h1>
${orderDetails(session)}
<div class="actions">
<form method="post" action="${action}/pay">${tokenField}<button type="submit" class="primary">Pay</button></form>
<form method="post" action="${action}/cancel">${tokenField}<button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

function cancelledContent(cancelUrl: string): string {
  return `<h1>This checkout was cancelled</h1>
<p>It can no longer be paid. Start a new checkout from the site if you still want it.</p>
<a class="link-button secondary" href="${escapeHtml(cancelUrl)}">Back to the site</a>`;
}

export function cancelledPage(cancelUrl: string): string {
  return page('Checkout cancelled', cancelledContent(cancelUrl));
}

export function notFoundPage(): string {
  return page('Checkout not found', '<h1>Checkout session not found</h1><p>Start a new checkout from the site.</p>');
}

export function forbiddenPage(): string {
  return page(
    'Checkout refused',
    '<h1>This form was not sent from the checkout page</h1><p>Open the checkout page again and use its buttons.</p>',
  );
}
