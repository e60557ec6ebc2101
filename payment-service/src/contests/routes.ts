import {
  contestAnswer,
  contestParams,
  contestsAnswer,
  drawParams,
  drawRecord,
} from '@mindset/payment-contract/contests';
import { errorAnswer } from '@mindset/service-kit';
import { findContestSchedule } from '../catalogue';
import { authorizationHeaders, refuseIdentity } from '../members/memberIdentity';
import type { RouteContext, TypedApp } from '../routes/context';
import { findRound } from './store';
import { contestMessages, describeContest, describeContests, drawRecordOf, runDraw } from './rules';

/**
 * A contest's rounds and draws (docs/contests-draw.md): public dates, commitment, and once drawn the
 * seed, entries list and winners; the draw itself for the site's owner.
 */
export function contestDrawRoutes(app: TypedApp, { database, memberIdentity }: RouteContext): void {
  app.get(
    '/contests',
    {
      schema: {
        summary: 'Every contest: its current round (dates, commitment) and its latest draw',
        response: { 200: contestsAnswer, '4xx': errorAnswer },
      },
    },
    async () => ({ contests: await describeContests(database, new Date()) }),
  );

  app.get(
    '/contests/:contestId',
    {
      schema: {
        summary: "A contest's current round (dates, commitment to its seed) and its latest draw",
        params: contestParams,
        response: { 200: contestAnswer, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const schedule = findContestSchedule(request.params.contestId);
      if (!schedule) return reply.code(404).send({ error: contestMessages.notFound });
      return describeContest(database, schedule, new Date());
    },
  );

  app.get(
    '/contests/:contestId/rounds/:round/draw',
    {
      schema: {
        summary: "A drawn round's record: seed, entries list and winners, to recompute the draw",
        params: drawParams,
        response: { 200: drawRecord, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const schedule = findContestSchedule(request.params.contestId);
      if (!schedule) return reply.code(404).send({ error: contestMessages.notFound });
      const round = await findRound(database, schedule.contestId, Number(request.params.round));
      if (!round) return reply.code(404).send({ error: contestMessages.roundNotFound });
      if (!round.drawnAt) return reply.code(404).send({ error: contestMessages.notDrawn });
      return drawRecordOf(schedule, round);
    },
  );

  app.post(
    '/contests/:contestId/rounds/:round/draw',
    {
      schema: {
        summary: "Runs a round's draw, once, at or after its draw date; the site's owner only",
        headers: authorizationHeaders,
        params: drawParams,
        response: { 200: drawRecord, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const identity = await memberIdentity.identify(request.headers.authorization);
      if (identity.status !== 'member') return refuseIdentity(request, reply, identity);
      if (identity.role !== 'owner') return reply.code(403).send({ error: contestMessages.ownerOnly });
      const outcome = await runDraw(database, {
        contestId: request.params.contestId,
        round: Number(request.params.round),
        drawnBy: `member:${identity.memberId}`,
        now: new Date(),
      });
      if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.message });
      request.log.info(
        { contestId: outcome.record.contestId, round: outcome.record.round, entries: outcome.record.entryCount },
        'contest drawn',
      );
      return outcome.record;
    },
  );
}
