import { Badge, Link, Panel } from '@mindset/shared-ui';
import type { SupportTicketSummary } from '@mindset/member-contract';
import { StudioPage } from '../../components/StudioPage';
import { StudioTable, TableScroll } from '../../components/StudioTable';
import { when } from '../../components/when';
import { useSupportTickets } from './api/supportApi';

function Row({ ticket }: { ticket: SupportTicketSummary }) {
  return (
    <tr>
      <td>
        <Link to={`/studio/support/${ticket.reference}`}>{ticket.subject}</Link>
        <br />
        {ticket.reference}
      </td>
      <td>
        {ticket.name}
        <br />
        {ticket.member ? (
          <Link to={`/studio/members/${ticket.member.username}`}>@{ticket.member.username}</Link>
        ) : (
          ticket.email
        )}
      </td>
      <td>{when(ticket.createdAt)}</td>
      <td>
        {ticket.status === 'open' ? (
          <Badge $tone="accent">Open</Badge>
        ) : (
          <Badge $tone="success">Answered {ticket.lastReplyAt ? when(ticket.lastReplyAt) : ''}</Badge>
        )}
      </td>
    </tr>
  );
}

/** Support requests (decision 0135): open ones first, the longest waiting at the top. */
export function SupportTicketsScreen() {
  const { served } = useSupportTickets();
  return (
    <StudioPage
      title="Support"
      lead="What visitors and members wrote on the support form, open ones first: we promise a reply within 24 hours. Your reply is emailed to them."
      served={served}
    >
      {({ tickets }) =>
        tickets.length ? (
          <TableScroll>
            <StudioTable>
              <caption className="sr-only">Support requests, open ones first</caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">From</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {tickets.map((ticket) => (
                  <Row key={ticket.reference} ticket={ticket} />
                ))}
              </tbody>
            </StudioTable>
          </TableScroll>
        ) : (
          <Panel $tone="success">No support requests yet.</Panel>
        )
      }
    </StudioPage>
  );
}
