import { z } from 'zod';
import type { ContestStats } from '@mindset/payment-contract';
import { findCatalogueItem } from '../catalogue';
import { errorAnswer } from '@mindset/service-kit';
import { paidContestEntries } from '../storage/checkoutSessions';
import type { RouteContext, TypedApp } from './context';

const contestStats = z.object({
  contestId: z.string(),
  participants: z.number().int(),
}) satisfies z.ZodType<ContestStats>;

export function contestRoutes(app: TypedApp, { database }: RouteContext): void {
  app.get(
    '/contests/:id/stats',
    {
      schema: {
        summary: "A contest's participant count",
        params: z.object({ id: z.string() }),
        response: { 200: contestStats, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const item = findCatalogueItem(request.params.id);
      if (!item || item.baseParticipants === null) return reply.code(404).send({ error: 'Contest not found' });
      return {
        contestId: item.surveyId,
        participants: item.baseParticipants + (await paidContestEntries(database, item.surveyId)),
      };
    },
  );
}
