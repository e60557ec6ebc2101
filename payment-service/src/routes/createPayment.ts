import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreatePaymentResponse } from '@mindset/payment-contract';
import { validateCreatePayment } from '../createPaymentRequest';
import { insertCheckoutSession } from '../storage/checkoutSessions';
import { describeProviderError } from '../providers/stripeProvider';
import type { RouteContext } from './context';

/** A Host header we are willing to put into a URL we hand out. */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function serviceBaseUrl(request: FastifyRequest, configured: string | null): string | null {
  if (configured) return configured;
  return SAFE_HOST.test(request.host) ? `${request.protocol}://${request.host}` : null;
}

export function createPaymentRoutes(app: FastifyInstance, { config, database, provider }: RouteContext): void {
  app.post(
    '/create-payment',
    { config: { rateLimit: { max: config.rateLimit.createPaymentPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const validation = validateCreatePayment(request.body);
      if (!validation.ok) return reply.code(400).send({ error: validation.message });
      const { item, quantity, answers } = validation.order;

      const baseUrl = serviceBaseUrl(request, config.publicServiceUrl);
      if (!baseUrl) return reply.code(400).send({ error: 'The Host header of this request is not valid.' });

      const internalId = randomUUID();
      const checkout = await provider
        .startCheckout({ internalId, item, quantity, serviceBaseUrl: baseUrl })
        .catch((error: unknown) => {
          request.log.error(
            { provider: provider.name, providerError: describeProviderError(error) },
            'checkout not started',
          );
          return null;
        });
      if (!checkout) {
        return reply
          .code(502)
          .send({ error: 'The payment provider could not start the checkout. Please try again in a moment.' });
      }

      // Recorded before answering: the session exists before the buyer can reach any checkout page.
      await insertCheckoutSession(database, {
        id: internalId,
        provider: provider.name,
        providerSessionId: checkout.providerSessionId,
        kind: item.kind,
        surveyId: item.surveyId,
        title: item.title,
        quantity,
        currency: item.currency,
        unitAmount: item.unitAmount,
        answers,
      });
      request.log.info(
        { provider: provider.name, kind: item.kind, surveyId: item.surveyId, quantity },
        'checkout session created',
      );
      const response: CreatePaymentResponse = { url: checkout.url, sessionId: checkout.providerSessionId };
      return response;
    },
  );
}
