// What support's emails say, in the one layout of every mail the service writes (mail/compose.ts).
// Transactional: no unsubscribe. No SQL.
import { composeMail, type FooterLine } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';

/** Where a signed-in member reads their requests and the replies. */
export const OWN_REQUESTS_PATH = '/support#your-requests';

interface Ticket {
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

const footer = (reference: string, ownRequestsUrl: string | null): FooterLine[] => [
  { text: `Mindset Platform support · Reference ${reference}` },
  ...(ownRequestsUrl ? [{ label: 'Your support requests', url: ownRequestsUrl }] : []),
];

/**
 * The confirmation: the reference, the promise the support form makes ("We will reply to … within
 * 24 hours") and what the visitor wrote. `ownRequestsUrl` for a member who was signed in.
 */
export function confirmationMail(ticket: Ticket, ownRequestsUrl: string | null): OutgoingMail {
  return composeMail({
    to: ticket.email,
    subject: `We've received your message [${ticket.reference}]`,
    recipientName: ticket.name,
    blocks: [
      { kind: 'headline', text: `We've received your message. Your reference is ${ticket.reference}.` },
      { kind: 'text', text: `We will reply to ${ticket.email} about “${ticket.subject}” within 24 hours.` },
      { kind: 'text', text: 'You wrote:' },
      { kind: 'message', heading: `Subject: ${ticket.subject}`, text: ticket.message },
    ],
    footer: footer(ticket.reference, ownRequestsUrl),
  });
}

/** A moderator's reply, with the visitor's message quoted below it. */
export function replyMail(ticket: Ticket, reply: string, ownRequestsUrl: string | null): OutgoingMail {
  return composeMail({
    to: ticket.email,
    subject: `Re: ${ticket.subject} [${ticket.reference}]`,
    recipientName: ticket.name,
    blocks: [
      { kind: 'text', text: reply },
      { kind: 'text', text: `You wrote (${ticket.subject}):` },
      { kind: 'message', text: ticket.message },
    ],
    footer: footer(ticket.reference, ownRequestsUrl),
  });
}
