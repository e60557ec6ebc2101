import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { returnUrls } from '../catalogue';
import { securityHeaders } from '../http/securityHeaders';
import { markSessionCancelled, markSessionPaid } from '../payments/sessionStatus';
import { sandboxFormTokens } from '../sandbox/formTokens';
import {
  cancelledPage,
  checkoutPage,
  FORM_TOKEN_FIELD,
  forbiddenPage,
  notFoundPage,
  sandboxPageCsp,
} from '../sandbox/sandboxPage';
import { findCheckoutSession, type CheckoutSessionRecord } from '../storage/checkoutSessions';
import { SESSION_ID_PATTERN } from './checkoutSession';
import type { RouteContext, TypedApp } from './context';

const sessionParams = z.object({ sessionId: z.string() });

/**
 * The sandbox provider's own checkout page, Pay and Cancel. Registered only when the sandbox is
 * the provider; it acts on sandbox sessions only, so it can never mark a Stripe session paid.
 */
export function sandboxCheckoutRoutes(app: TypedApp, { config, database }: RouteContext): void {
  const formTokens = sandboxFormTokens();
  const serviceOrigin = new URL(config.publicServiceUrl).origin;
  const links = (session: CheckoutSessionRecord) =>
    returnUrls(config.publicSiteUrl, session, encodeURIComponent(session.providerSessionId));

  async function findSandboxSession(sessionId: string): Promise<CheckoutSessionRecord | null> {
    if (!SESSION_ID_PATTERN.test(sessionId) || !sessionId.startsWith('cs_sandbox_')) return null;
    const session = await findCheckoutSession(database, sessionId);
    return session?.provider === 'sandbox' ? session : null;
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  /**
   * A Pay or Cancel post must come from this service's own page: a browser names the page's
   * origin in Origin (when it sends one, it must be ours) and the form carries the page's token.
   */
  function isOwnFormPost(request: FastifyRequest, sessionId: string): boolean {
    const origin = request.headers.origin;
    const ownOrigins = [serviceOrigin, `${request.protocol}://${request.host}`];
    if (origin !== undefined && !ownOrigins.includes(origin)) return false;
    const fields = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    return formTokens.isValid(sessionId, fields.get(FORM_TOKEN_FIELD));
  }

  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const pageHeaders = securityHeaders({
      contentSecurityPolicy: sandboxPageCsp(new URL(config.publicSiteUrl).origin),
      // With "no-referrer" a browser sends `Origin: null` on the page's own form posts; "same-origin"
      // lets it name this origin and still sends nothing to other sites.
      referrerPolicy: { policy: 'same-origin' },
    });
    // Runs after the service's own onRequest hook, so these pages' CSP and referrer policy win.
    scope.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(pageHeaders);
      done();
    });
    const routeOptions = { schema: { params: sessionParams, hide: true } };

    scope.get('/sandbox/checkout/:sessionId', routeOptions, async (request, reply) => {
      const session = await findSandboxSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      return html(reply, 200, checkoutPage(session, links(session), formTokens.tokenFor(session.providerSessionId)));
    });

    scope.post('/sandbox/checkout/:sessionId/pay', routeOptions, async (request, reply) => {
      const session = await findSandboxSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      if (!isOwnFormPost(request, session.providerSessionId)) return html(reply, 403, forbiddenPage());
      const outcome = await markSessionPaid(database, { providerSessionId: session.providerSessionId });
      request.log.info({ outcome }, 'sandbox payment');
      // Paying twice (a double click, the back button) lands on the same success page.
      if (outcome === 'paid' || outcome === 'already-paid') return reply.redirect(links(session).successUrl, 303);
      return html(reply, 409, cancelledPage(links(session).cancelUrl));
    });

    scope.post('/sandbox/checkout/:sessionId/cancel', routeOptions, async (request, reply) => {
      const session = await findSandboxSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      if (!isOwnFormPost(request, session.providerSessionId)) return html(reply, 403, forbiddenPage());
      const outcome = await markSessionCancelled(database, { providerSessionId: session.providerSessionId });
      request.log.info({ outcome }, 'sandbox cancellation');
      // A payment already made stands: cancelling afterwards leads to the purchase, not away from it.
      return reply.redirect(outcome === 'already-paid' ? links(session).successUrl : links(session).cancelUrl, 303);
    });
  });
}
