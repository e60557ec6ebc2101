import { useEffect } from 'react';
import styled from 'styled-components';
import { Badge, Panel, Skeleton, Stack, useLocation } from '@mindset/shared-ui';
import type { OwnSupportTicket } from '@mindset/member-contract';
import { format } from 'date-fns';
import { scrollToSection } from '../../components/scrollToSection';
import { useOwnSupportRequests } from './api/supportApi';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Written = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reply = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

function Request({ ticket }: { ticket: OwnSupportTicket }) {
  const headingId = `support-request-${ticket.reference}`;
  return (
    <Panel as="li" aria-labelledby={headingId} $gap="sm">
      <Heading id={headingId}>{ticket.subject}</Heading>
      <Muted>
        {ticket.reference} · sent {when(ticket.createdAt)} ·{' '}
        <Badge $tone={ticket.status === 'answered' ? 'success' : 'neutral'}>
          {ticket.status === 'answered' ? 'Answered' : 'Waiting for a reply'}
        </Badge>
      </Muted>
      <Written>{ticket.message}</Written>
      {ticket.replies.map((reply) => (
        <Stack key={reply.createdAt} $gap="xxs">
          <Muted>Reply from support, {when(reply.createdAt)}</Muted>
          <Reply>{reply.body}</Reply>
        </Stack>
      ))}
    </Panel>
  );
}

/**
 * A signed-in member's support requests with support's replies (decision 0135); the reply email
 * links here. `asked` changes when a new request was sent, and the list is read again.
 */
export function OwnSupportRequests({ asked }: { asked: string }) {
  const requests = useOwnSupportRequests(asked);
  const { hash } = useLocation();
  const ready = requests.status === 'ready';
  // The reply email's link (#your-requests) lands here once the list is drawn.
  useEffect(() => {
    if (ready && hash === '#your-requests') scrollToSection('your-requests');
  }, [ready, hash]);
  if (requests.status === 'loading') return <Skeleton style={{ height: '6rem' }} aria-label="Loading your requests" />;
  if (requests.status === 'failed') return <p role="alert">{requests.message}</p>;
  if (requests.tickets.length === 0)
    return <Muted>Messages you send while signed in are listed here with our replies.</Muted>;
  return (
    <List>
      {requests.tickets.map((ticket) => (
        <Request key={ticket.reference} ticket={ticket} />
      ))}
    </List>
  );
}
