import { errorSchema, MEMBER_NOTICES_PATH, memberNoticesAnswer, memberNoticesRequest } from '@mindset/member-contract';
import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from '../http/context';
import { carriesSecret, NOTICES_SECRET_REFUSED, noticeToTell } from './rules';
import { recordNotice } from './store';

/**
 * Contest receipts and results from payment-service's relay
 * (docs/decisions/0141-contest-notices-from-payment-service.md). Registered only when
 * MEMBER_NOTICES_SECRET is set; the secret, not a session or an Origin, is the sender's authority.
 * Each notice is told once, however often the relay delivers it.
 */
export function internalNoticeRoutes(app: FastifyInstance, context: RouteContext, secret: string): void {
  const { database, notifier } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    MEMBER_NOTICES_PATH,
    {
      // Before the body is read and before any session or suspension is looked at.
      onRequest: async (request, reply) => {
        if (!carriesSecret(request.headers.authorization, secret)) {
          void reply.header('www-authenticate', 'Bearer');
          throw httpError(401, NOTICES_SECRET_REFUSED);
        }
      },
      schema: {
        summary: "payment-service's contest receipts and results, each told to its member once (a service's route)",
        body: memberNoticesRequest,
        response: { 200: memberNoticesAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      let received = 0;
      let emails = 0;
      // One transaction per notice: the key and what it tells commit together.
      for (const notice of request.body.notices) {
        const told = await database.transaction(async (tx) => {
          if (!(await recordNotice(tx, notice))) return null;
          return notifier.notify(tx, noticeToTell(notice));
        });
        if (told) {
          received += 1;
          emails += told.emails;
        }
      }
      if (emails > 0) context.onMailQueued();
      request.log.info({ received, duplicates: request.body.notices.length - received }, 'member notices received');
      return { received, duplicates: request.body.notices.length - received };
    },
  );
}
