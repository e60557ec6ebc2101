import { useEffect, useState } from 'react';
import { memberRequest, type MemberResult } from '@mindset/shared-ui';
import {
  ownSupportTicketsAnswer,
  supportTicketCreatedAnswer,
  type OwnSupportTicket,
  type SupportTicketRequest,
} from '@mindset/member-contract';

/** Sends the support form to member-service: the reference, or the service's sentence. */
export function sendSupportRequest(message: SupportTicketRequest): Promise<MemberResult<{ reference: string }>> {
  return memberRequest('/support/tickets', supportTicketCreatedAnswer, { method: 'POST', body: message });
}

type OwnRequests =
  { status: 'loading' } | { status: 'ready'; tickets: OwnSupportTicket[] } | { status: 'failed'; message: string };

/** The signed-in member's support requests and their replies; asked again when `asked` changes (a request was sent). */
export function useOwnSupportRequests(asked: string): OwnRequests {
  const [state, setState] = useState<OwnRequests>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void memberRequest('/me/support-tickets', ownSupportTicketsAnswer).then((result) => {
      if (!current) return;
      setState(
        result.error === null
          ? { status: 'ready', tickets: result.data.tickets }
          : { status: 'failed', message: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [asked]);
  return state;
}
