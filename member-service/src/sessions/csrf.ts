import type { FastifyInstance } from 'fastify';
import { httpError } from '@mindset/service-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state-changing request must say it comes from one of the site's
 * origins. Browsers send Origin on every POST, PUT, PATCH and DELETE (same-origin included), so a
 * request without it is refused too: it did not come from the site's pages.
 */
export function checkOrigin(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  /** Routes a mail client posts to (one-click unsubscribe): no session, a signed token is their authority. */
  exempt: readonly string[] = [],
): void {
  const allowed = new Set(allowedOrigins);
  const exemptRoutes = new Set(exempt);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || exemptRoutes.has(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      throw httpError(
        403,
        'This request did not come from the site, so it was refused. Reload the page and try again.',
      );
    }
  });
}
