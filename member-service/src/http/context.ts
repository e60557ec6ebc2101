import { httpError, type Database } from '@mindset/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { requestSession, sessionCookieName, type ResolvedSession } from '../sessions/sessions';
import type { IdentityKeys } from '../identity/tokens';
import type { LiveHub } from '../live/liveHub';
import type { MemberMetrics } from './metrics';
import type { Notifier } from '../notifications/notifier';
import type { UnsubscribeLinks } from '../notifications/unsubscribe';

/** What every route needs, built once by buildApp. */
export interface RouteContext {
  config: Config;
  database: Database;
  identityKeys: IdentityKeys;
  /** Live events to the members' open pages. */
  live: LiveHub;
  /** Figures the live bus reports at /metrics (relay lag, deliveries). */
  metrics: MemberMetrics;
  /** Called after mail is queued, so it leaves now rather than at the next scheduled run. */
  onMailQueued: () => void;
  /** Tells members of what concerns them: the bell, live, and email (docs/decisions/0120-notifications.md). */
  notifier: Notifier;
  unsubscribeLinks: UnsubscribeLinks;
}

export const SIGN_IN_REQUIRED = 'Sign in to do this.';

/** The signed-in member, or a 401 `{error}` for the route to answer. */
export async function requireMember(context: RouteContext, request: FastifyRequest): Promise<ResolvedSession> {
  const session = await requestSession(context.database, context.config, request);
  if (!session) throw httpError(401, SIGN_IN_REQUIRED);
  return session;
}

/** A rate limit per browser session where there is one (members share addresses behind one network), else per address. */
export function perSessionLimit(config: Config, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.cookies[sessionCookieName(config)] ?? request.ip,
    },
  };
}
