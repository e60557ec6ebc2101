import { httpError } from '@mindset/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorSchema,
  ownSupportTicketsAnswer,
  supportReplyAnswer,
  supportReplyRequest,
  supportTicketAnswer,
  supportTicketCreatedAnswer,
  supportTicketParams,
  supportTicketRequest,
  supportTicketsAnswer,
} from '@mindset/member-contract';
import type { MemberRow } from '../accounts/people';
import { requireMember, type RouteContext } from '../http/context';
import { enqueueMail } from '../mail/outbox';
import { mayAnswerSupport } from '../policy/policy';
import { requestSession } from '../sessions/sessions';
import { confirmationMail, OWN_REQUESTS_PATH, replyMail } from './mail';
import {
  NO_SUCH_TICKET,
  newReference,
  OWN_TICKETS_LISTED,
  CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
  SUPPORT_STAFF_ONLY,
  TICKETS_LISTED,
} from './rules';
import { insertReply, insertTicket, listTickets, lockTicket, ownTickets, readTicket, recentTicketsFrom } from './store';

/**
 * Support requests (docs/decisions/0135-support-tickets.md): anyone writes one and is emailed its
 * reference; moderators and the owner read and answer them in the studio; the answer is emailed,
 * and a member who was signed in also reads it on the support page.
 */
export function supportRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A public write, limited per address like joining and signing in.
  const publicWriteLimit = { rateLimit: { max: config.rateLimit.accountsPerMinute, timeWindow: '1 minute' } };
  const ownRequestsUrl = `${config.publicSiteUrl}${OWN_REQUESTS_PATH}`;

  async function requireSupportStaff(request: FastifyRequest): Promise<MemberRow> {
    const { member } = await requireMember(context, request);
    if (!mayAnswerSupport(member.role)) throw httpError(403, SUPPORT_STAFF_ONLY);
    return member;
  }

  api.post(
    '/api/members/support/tickets',
    {
      config: publicWriteLimit,
      schema: {
        summary:
          'Write to support (guest or member): answers the reference and emails a confirmation that repeats the message',
        body: supportTicketRequest,
        response: { 201: supportTicketCreatedAnswer, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      const member = (await requestSession(database, config, request))?.member ?? null;
      const { reference, confirmed } = await database.transaction(async (tx) => {
        const confirmed = (await recentTicketsFrom(tx, email, 60)) < CONFIRMATIONS_PER_ADDRESS_PER_HOUR;
        let drawn = newReference();
        const ticket = { memberId: member?.id ?? null, name, email, subject, message };
        // A reference already given out (one chance in millions while there are few): draw again.
        while (!(await insertTicket(tx, { ...ticket, reference: drawn }))) drawn = newReference();
        if (confirmed) {
          await enqueueMail(tx, {
            ...confirmationMail({ ...ticket, reference: drawn }, member ? ownRequestsUrl : null),
            ...(member ? { memberId: member.id } : {}),
          });
        }
        return { reference: drawn, confirmed };
      });
      if (confirmed) context.onMailQueued();
      request.log.info({ reference, memberId: member?.id ?? null, confirmed }, 'support request received');
      return reply.code(201).send({ reference });
    },
  );

  api.get(
    '/api/members/support/tickets',
    {
      schema: {
        summary: 'Support requests (moderators and the owner): open ones first, the longest waiting at the top',
        response: { 200: supportTicketsAnswer, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireSupportStaff(request);
      return { tickets: await listTickets(database, TICKETS_LISTED) };
    },
  );

  api.get(
    '/api/members/support/tickets/:reference',
    {
      schema: {
        summary: 'A support request with its message and replies (moderators and the owner)',
        params: supportTicketParams,
        response: { 200: supportTicketAnswer, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await requireSupportStaff(request);
      const ticket = await readTicket(database, request.params.reference);
      if (!ticket) throw httpError(404, NO_SUCH_TICKET);
      return { ticket };
    },
  );

  api.post(
    '/api/members/support/tickets/:reference/replies',
    {
      schema: {
        summary: 'Answer a support request (moderators and the owner): emailed to whoever wrote it',
        params: supportTicketParams,
        body: supportReplyRequest,
        response: { 201: supportReplyAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const moderator = await requireSupportStaff(request);
      const { body } = request.body;
      const written = await database.transaction(async (tx) => {
        const ticket = await lockTicket(tx, request.params.reference);
        if (!ticket) throw httpError(404, NO_SUCH_TICKET);
        const saved = await insertReply(tx, ticket.id, moderator, body);
        await enqueueMail(tx, {
          ...replyMail(ticket, body, ticket.memberId ? ownRequestsUrl : null),
          ...(ticket.memberId ? { memberId: ticket.memberId } : {}),
        });
        return saved;
      });
      context.onMailQueued();
      request.log.info({ reference: request.params.reference, moderatorId: moderator.id }, 'support request answered');
      return reply.code(201).send({ reply: written });
    },
  );

  api.get(
    '/api/members/me/support-tickets',
    {
      schema: {
        summary: 'The signed-in member’s support requests, newest first, with the replies they were sent',
        response: { 200: ownSupportTicketsAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { tickets: await ownTickets(database, member.id, OWN_TICKETS_LISTED) };
    },
  );
}
