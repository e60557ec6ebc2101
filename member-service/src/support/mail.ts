// What support's emails say: a plain-text part and an HTML part with the same words, as the
// notification email (notifications/mail.ts). Transactional: no unsubscribe. No SQL.
import type { OutgoingMail } from '../mail/outbox';
import { escapeHtml } from '../mail/compose';

/** Where a signed-in member reads their requests and the replies. */
export const OWN_REQUESTS_PATH = '/support#your-requests';

interface Ticket {
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function htmlPage(parts: string[]): string {
  return `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
${parts.join('\n')}
</body></html>`;
}

const footer = (reference: string, ownRequestsUrl: string | null) => [
  '—',
  `Mindset Platform support · Reference ${reference}`,
  ...(ownRequestsUrl ? [`Your support requests: ${ownRequestsUrl}`] : []),
];

const htmlFooter = (reference: string, ownRequestsUrl: string | null) =>
  `<hr><p style="font-size:0.85em;color:#555">Mindset Platform support · Reference ${escapeHtml(reference)}${
    ownRequestsUrl ? ` · <a href="${escapeHtml(ownRequestsUrl)}">Your support requests</a>` : ''
  }</p>`;

/**
 * The confirmation: the reference, the promise the support form makes ("We will reply to … within
 * 24 hours") and what the visitor wrote. `ownRequestsUrl` for a member who was signed in.
 */
export function confirmationMail(ticket: Ticket, ownRequestsUrl: string | null): OutgoingMail {
  const promise = `We will reply to ${ticket.email} about “${ticket.subject}” within 24 hours.`;
  const body = [
    `Hi ${ticket.name},`,
    '',
    `We've received your message. Your reference is ${ticket.reference}.`,
    promise,
    '',
    'You wrote:',
    '',
    `Subject: ${ticket.subject}`,
    quoted(ticket.message),
    '',
    ...footer(ticket.reference, ownRequestsUrl),
  ].join('\n');
  const html = htmlPage([
    `<p>Hi ${escapeHtml(ticket.name)},</p>`,
    `<p><strong>We've received your message. Your reference is ${escapeHtml(ticket.reference)}.</strong></p>`,
    `<p>${escapeHtml(promise)}</p>`,
    '<p>You wrote:</p>',
    `<blockquote><p><strong>${escapeHtml(ticket.subject)}</strong></p>\n${paragraphs(ticket.message)}</blockquote>`,
    htmlFooter(ticket.reference, ownRequestsUrl),
  ]);
  return { to: ticket.email, subject: `We've received your message [${ticket.reference}]`, body, html };
}

/** A moderator's reply, with the visitor's message quoted below it. */
export function replyMail(ticket: Ticket, reply: string, ownRequestsUrl: string | null): OutgoingMail {
  const body = [
    `Hi ${ticket.name},`,
    '',
    reply,
    '',
    ...footer(ticket.reference, ownRequestsUrl),
    '',
    `You wrote (${ticket.subject}):`,
    quoted(ticket.message),
  ].join('\n');
  const html = htmlPage([
    `<p>Hi ${escapeHtml(ticket.name)},</p>`,
    paragraphs(reply),
    htmlFooter(ticket.reference, ownRequestsUrl),
    `<p style="color:#555">You wrote (${escapeHtml(ticket.subject)}):</p>`,
    `<blockquote style="color:#555">${paragraphs(ticket.message)}</blockquote>`,
  ]);
  return { to: ticket.email, subject: `Re: ${ticket.subject} [${ticket.reference}]`, body, html };
}
