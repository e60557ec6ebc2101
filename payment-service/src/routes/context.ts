import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DownloadTokens } from '../downloads/downloadTokens';
import type { MemberIdentity } from '../members/memberIdentity';
import type { CheckoutProvider } from '../providers/checkoutProvider';
import type { Database } from '@mindset/service-kit';

/** What every route needs, built once by buildApp. */
export interface RouteContext {
  config: Config;
  database: Database;
  provider: CheckoutProvider;
  downloadTokens: DownloadTokens;
  /** Who a request's Authorization header names: a guest, a verified member, or a refusal. */
  memberIdentity: MemberIdentity;
}

/** The app as routes see it: request and answer types come from each route's zod schemas. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
