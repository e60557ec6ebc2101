import type { FastifyInstance, FastifyReply } from 'fastify';
import { returnUrls } from '../catalogue';
import { markSessionCancelled, markSessionPaid } from '../payments/sessionStatus';
import { cancelledPage, checkoutPage, notFoundPage, sandboxPageCsp } from '../sandbox/sandboxPage';
import { findCheckoutSession, type CheckoutSessionRecord } from '../storage/checkoutSessions';
import { SESSION_ID_PATTERN } from './checkoutSession';
import type { RouteContext } from './context';

type SessionParams = { Params: { sessionId: string } };

/**
 * The sandbox provider's own checkout page, Pay and Cancel. Registered only when the sandbox is
 * the provider; it acts on sandbox sessions only, so it can never mark a Stripe session paid.
 */
export function sandboxCheckoutRoutes(app: FastifyInstance, { config, database }: RouteContext): void {
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

  void app.register(async (scope) => {
    // The page's forms post an empty url-encoded body; there is nothing in it to read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, null),
    );
    const routeOptions = { helmet: { contentSecurityPolicy: sandboxPageCsp(new URL(config.publicSiteUrl).origin) } };

    scope.get<SessionParams>('/sandbox/checkout/:sessionId', routeOptions, async (request, reply) => {
      const session = await findSandboxSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      return html(reply, 200, checkoutPage(session, links(session)));
    });

    scope.post<SessionParams>('/sandbox/checkout/:sessionId/pay', routeOptions, async (request, reply) => {
      const session = await findSandboxSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      const outcome = await markSessionPaid(database, { providerSessionId: session.providerSessionId });
      request.log.info({ outcome }, 'sandbox payment');
      // Paying twice (a double click, the back button) lands on the same success page.
      if (outcome === 'paid' || outcome === 'already-paid') return reply.redirect(links(session).successUrl, 303);
      return html(reply, 409, cancelledPage(links(session).cancelUrl));
    });

    scope.post<SessionParams>('/sandbox/checkout/:sessionId/cancel', routeOptions, async (request, reply) => {
      const session = await findSandboxSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      const outcome = await markSessionCancelled(database, { providerSessionId: session.providerSessionId });
      request.log.info({ outcome }, 'sandbox cancellation');
      // A payment already made stands: cancelling afterwards leads to the purchase, not away from it.
      return reply.redirect(outcome === 'already-paid' ? links(session).successUrl : links(session).cancelUrl, 303);
    });
  });
}
