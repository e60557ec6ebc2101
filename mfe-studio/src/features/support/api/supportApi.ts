import { memberRequest } from '@mindset/shared-ui';
import { supportReplyAnswer, supportTicketAnswer, supportTicketsAnswer } from '@mindset/member-contract';
import { useServed } from '../../../components/useServed';

const ticketPath = (reference: string) => `/support/tickets/${encodeURIComponent(reference)}`;

/** Support requests, open ones first. */
export function useSupportTickets() {
  return useServed('/support/tickets', supportTicketsAnswer);
}

export function useSupportTicket(reference: string) {
  return useServed(ticketPath(reference), supportTicketAnswer);
}

/** Sends a reply (emailed to whoever wrote); answers the service's refusal, or null. */
export async function replyTo(reference: string, body: string): Promise<string | null> {
  const { error } = await memberRequest(`${ticketPath(reference)}/replies`, supportReplyAnswer, {
    method: 'POST',
    body: { body },
  });
  return error;
}
