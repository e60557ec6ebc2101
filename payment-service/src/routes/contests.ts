import type { FastifyInstance } from 'fastify';
import type { ContestStats } from '@mindset/payment-contract';
import { findCatalogueItem } from '../catalogue';
import { paidContestEntries } from '../storage/checkoutSessions';
import type { RouteContext } from './context';

export function contestRoutes(app: FastifyInstance, { database }: RouteContext): void {
  app.get<{ Params: { id: string } }>('/contests/:id/stats', async (request, reply) => {
    const item = findCatalogueItem(request.params.id);
    if (!item || item.baseParticipants === null) return reply.code(404).send({ error: 'Contest not found' });
    const stats: ContestStats = {
      contestId: item.surveyId,
      participants: item.baseParticipants + (await paidContestEntries(database, item.surveyId)),
    };
    return stats;
  });
}
