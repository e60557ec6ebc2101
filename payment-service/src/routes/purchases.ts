import { z } from 'zod';
import type { Purchase, PurchasesResponse } from '@mindset/payment-contract';
import { errorAnswer } from '@mindset/service-kit';
import { authorizationHeaders, refuseIdentity } from '../members/memberIdentity';
import { findCheckoutSessionById } from '../storage/checkoutSessions';
import { isMemberPurchase, listMemberPurchases } from '../storage/purchases';
import type { RouteContext, TypedApp } from './context';
import { downloadRefusal, downloadTokenAnswer } from './downloads';

const PURCHASE_NOT_FOUND = 'Purchase not found';
/** Purchase ids are the internal session ids (UUIDs); anything else cannot be one. */
const PURCHASE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const purchaseAnswer = z.object({
  id: z.string().describe('Names the purchase in POST /purchases/{purchaseId}/download-token; grants nothing alone'),
  kind: z.enum(['contest', 'ebook']),
  surveyId: z.string(),
  title: z.string().describe('As recorded when bought'),
  quantity: z.number().int(),
  currency: z.enum(['gbp', 'usd']),
  unitAmount: z.number().int().describe('Minor units (pence or cents), as charged'),
  amountTotal: z.number().int(),
  paidAt: z.string(),
  active: z.boolean().describe('False once refunded or disputed'),
}) satisfies z.ZodType<Purchase>;

const purchasesAnswer = z.object({ purchases: z.array(purchaseAnswer) }) satisfies z.ZodType<PurchasesResponse>;

/**
 * A member's purchases (docs/members.md, "Purchases"): the identity token names the member, and
 * only sessions recorded with that member as the buyer are listed or give download tokens. The
 * checkout id (a bearer reference) is never handed out here; downloads go through 15-minute tokens.
 */
export function purchaseRoutes(app: TypedApp, { database, memberIdentity, downloadTokens }: RouteContext): void {
  app.get(
    '/purchases',
    {
      schema: {
        summary: "The signed-in member's paid ebook purchases and contest entries, newest first",
        headers: authorizationHeaders,
        response: { 200: purchasesAnswer, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const identity = await memberIdentity.identify(request.headers.authorization);
      if (identity.status !== 'member') return refuseIdentity(request, reply, identity);
      void reply.header('cache-control', 'no-store');
      return { purchases: await listMemberPurchases(database, identity.memberId) };
    },
  );

  app.post(
    '/purchases/:purchaseId/download-token',
    {
      schema: {
        summary: "A 15-minute download token for one of the member's paid ebook purchases",
        headers: authorizationHeaders,
        params: z.object({ purchaseId: z.string() }),
        response: { 200: downloadTokenAnswer, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const identity = await memberIdentity.identify(request.headers.authorization);
      if (identity.status !== 'member') return refuseIdentity(request, reply, identity);
      const { purchaseId } = request.params;
      // Another member's purchase answers exactly like one that does not exist.
      const owned =
        PURCHASE_ID_PATTERN.test(purchaseId) && (await isMemberPurchase(database, identity.memberId, purchaseId));
      const session = owned ? await findCheckoutSessionById(database, purchaseId) : null;
      if (!session) return reply.code(404).send({ error: PURCHASE_NOT_FOUND });
      const refused = downloadRefusal(session);
      if (refused) return reply.code(403).send({ error: refused });
      const { token, expiresAt } = downloadTokens.issue(session.id);
      void reply.header('cache-control', 'no-store');
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
}
