import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CreatePaymentResponse } from '@mindset/payment-contract';
import { createPaymentBody, priceOrder } from '../createPaymentRequest';
import { errorAnswer } from '@mindset/service-kit';
import { authorizationHeaders, refuseIdentity } from '../members/memberIdentity';
import { findContestSchedule } from '../catalogue';
import { checkEntry } from '../contests/rules';
import { describeProviderError } from '../providers/stripeProvider';
import { insertCheckoutSession } from '../storage/checkoutSessions';
import type { RouteContext, TypedApp } from './context';

const createPaymentAnswer = z.object({
  url: z.string().describe('Where the browser goes to pay'),
  sessionId: z.string().describe('The checkout session id, to ask about its status later'),
}) satisfies z.ZodType<CreatePaymentResponse>;

export function createPaymentRoutes(app: TypedApp, { config, database, provider, memberIdentity }: RouteContext): void {
  app.post(
    '/create-payment',
    {
      config: { rateLimit: { max: config.rateLimit.createPaymentPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Starts a checkout priced by the catalogue; a member sends an identity token to be recorded as the buyer',
        headers: authorizationHeaders,
        body: createPaymentBody,
        response: { 200: createPaymentAnswer, '4xx': errorAnswer, '5xx': errorAnswer },
      },
    },
    async (request, reply) => {
      // A token that does not verify is refused, never taken for a guest: nothing is recorded or started.
      const buyer = await memberIdentity.identify(request.headers.authorization);
      if (buyer.status === 'refused') return refuseIdentity(request, reply, buyer);
      // Every text was checked by the schema (NUL and broken surrogates included) before any provider call.
      const priced = priceOrder(request.body);
      if (!priced.ok) return reply.code(400).send({ error: priced.message });
      const { item, quantity, answers, residenceCountry } = priced.order;
      // A contest takes entries while its round is open, from residents of its region only.
      const schedule = item.kind === 'contest' ? findContestSchedule(item.surveyId) : undefined;
      if (schedule) {
        const entry = await checkEntry(database, schedule, residenceCountry, new Date());
        if (!entry.ok) return reply.code(400).send({ error: entry.message });
      }

      const internalId = randomUUID();
      const checkout = await provider
        .startCheckout({ internalId, item, quantity, serviceBaseUrl: config.publicServiceUrl })
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
        residenceCountry: residenceCountry ?? null,
        buyerMemberId: buyer.status === 'member' ? buyer.memberId : null,
      });
      request.log.info(
        { provider: provider.name, kind: item.kind, surveyId: item.surveyId, quantity, buyer: buyer.status },
        'checkout session created',
      );
      return { url: checkout.url, sessionId: checkout.providerSessionId };
    },
  );
}
