import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context';
import { requestSession } from '../sessions/sessions';
import { isSuspended, openWhileSuspended, suspensionNotice } from './policy';

/**
 * The policy's answer to a suspended member, asked before every route's handler: reading goes on,
 * and every change but those `openWhileSuspended` lists is refused with when the suspension ends and
 * why (docs/decisions/0110-roles-and-moderation.md).
 */
export function refuseWhileSuspended(routes: FastifyInstance, context: RouteContext): void {
  routes.addHook('preHandler', async (request) => {
    if (openWhileSuspended(request.method, request.routeOptions.url ?? '')) return;
    const session = await requestSession(context.database, context.config, request);
    const member = session?.member;
    if (member?.suspended_until && isSuspended(member)) {
      throw httpError(403, suspensionNotice(member.suspended_until, member.suspension_reason));
    }
  });
}
