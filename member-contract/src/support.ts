import * as z from 'zod/mini';
import { emailField } from './accounts';
import { idText, text } from './text';

// Support requests (member-service docs/decisions/0135-support-tickets.md): a visitor or member writes,
// gets a reference by email, and a moderator answers from the studio.

/**
 * `POST /api/members/support/tickets`: the support form's four fields, guest or member. The
 * sentences are the form's own, so the page and the service refuse alike.
 */
export const supportTicketRequest = z.strictObject({
  name: text({ label: 'Name', max: 80, trim: true, required: 'Please enter your name.' }),
  email: emailField,
  subject: text({ label: 'Subject', max: 200, trim: true, required: 'Please enter a subject.' }),
  message: text({ label: 'Message', max: 5000, trim: true, required: 'Please enter your message.' }),
});
export type SupportTicketRequest = z.input<typeof supportTicketRequest>;

/** The reference the visitor is given ("MS-7K3Q9P"): in the confirmation, the email and the studio. */
export const SUPPORT_REFERENCE = /^MS-[2-9A-HJ-NP-Z]{6}$/;

/** 201: the ticket's reference (the confirmation email is on its way). */
export const supportTicketCreatedAnswer = z.object({ reference: z.string() });
export type SupportTicketCreatedAnswer = z.infer<typeof supportTicketCreatedAnswer>;

/** Open until a moderator has replied; answered after. */
export const supportTicketStatus = z.enum(['open', 'answered']);
export type SupportTicketStatus = z.infer<typeof supportTicketStatus>;

/** A moderator's reply as the visitor reads it (signed by support, not by the moderator). */
export const supportReplySchema = z.object({ body: z.string(), createdAt: z.string() });
export type SupportReply = z.infer<typeof supportReplySchema>;

/** A request as its sender sees it among their own. */
export const ownSupportTicketSchema = z.object({
  reference: z.string(),
  subject: z.string(),
  message: z.string(),
  status: supportTicketStatus,
  createdAt: z.string(),
  replies: z.array(supportReplySchema),
});
export type OwnSupportTicket = z.infer<typeof ownSupportTicketSchema>;

/** `GET /api/members/me/support-tickets`: the signed-in member's requests, newest first, with their replies. */
export const ownSupportTicketsAnswer = z.object({ tickets: z.array(ownSupportTicketSchema) });
export type OwnSupportTicketsAnswer = z.infer<typeof ownSupportTicketsAnswer>;

/** A request in the studio's list. */
export const supportTicketSummarySchema = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: supportTicketStatus,
  /** The member who sent it while signed in, or null for a visitor. */
  member: z.nullable(z.object({ username: z.string(), name: z.string() })),
  createdAt: z.string(),
  replyCount: z.number(),
  lastReplyAt: z.nullable(z.string()),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;

/** `GET /api/members/support/tickets` (moderators): open ones first, the longest waiting at the top. */
export const supportTicketsAnswer = z.object({ tickets: z.array(supportTicketSummarySchema) });
export type SupportTicketsAnswer = z.infer<typeof supportTicketsAnswer>;

/** A reply in the studio: which moderator wrote it. */
export const staffSupportReplySchema = z.extend(supportReplySchema, { moderator: z.string() });
export type StaffSupportReply = z.infer<typeof staffSupportReplySchema>;

/** `GET /api/members/support/tickets/:reference` (moderators): the message and every reply, oldest first. */
export const supportTicketAnswer = z.object({
  ticket: z.extend(supportTicketSummarySchema, {
    message: z.string(),
    replies: z.array(staffSupportReplySchema),
  }),
});
export type SupportTicketAnswer = z.infer<typeof supportTicketAnswer>;
export type SupportTicket = SupportTicketAnswer['ticket'];

export const supportTicketParams = z.object({ reference: idText('A support request', 20) });
export type SupportTicketParams = z.infer<typeof supportTicketParams>;

/** `POST /api/members/support/tickets/:reference/replies` (moderators): emailed to the visitor. */
export const supportReplyRequest = z.strictObject({
  body: text({ label: 'The reply', max: 5000, trim: true, required: 'Write a reply.' }),
});
export type SupportReplyRequest = z.input<typeof supportReplyRequest>;
export const supportReplyAnswer = z.object({ reply: staffSupportReplySchema });
export type SupportReplyAnswer = z.infer<typeof supportReplyAnswer>;
