import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Field, Link, Panel, Stack, Textarea, toast, useParams } from '@mindset/shared-ui';
import type { SupportTicket } from '@mindset/member-contract';
import { Facts } from '../../components/Facts';
import { StudioPage } from '../../components/StudioPage';
import { when } from '../../components/when';
import { replyTo, useSupportTicket } from './api/supportApi';

const Written = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The reply box: what is typed stays if the service refuses it. */
function ReplyForm({ ticket, sent }: { ticket: SupportTicket; sent: () => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write a reply.');
      field.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await replyTo(ticket.reference, body);
    setBusy(false);
    if (refused) {
      setError(refused);
      field.current?.focus();
      return;
    }
    toast({ title: `Reply sent to ${ticket.email}`, variant: 'success' });
    setBody('');
    setError(null);
    sent();
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="support-reply-title" noValidate>
      <Stack $gap="sm">
        <h2 id="support-reply-title">Reply</h2>
        <Field
          label="Your reply"
          htmlFor={id}
          hint={`Emailed to ${ticket.name} at ${ticket.email}${ticket.member ? ' and shown on their support page' : ''}.`}
          error={error}
        >
          <Textarea
            id={id}
            ref={field}
            rows={6}
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            $invalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
            required
          />
        </Field>
        <div>
          <Button type="submit" $size="md" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** One support request: who wrote, what they wrote, the replies so far and the reply box. */
export function SupportTicketScreen() {
  const { reference = '' } = useParams();
  const { served, reload } = useSupportTicket(reference);
  return (
    <StudioPage title={reference} lead={<Link to="/studio/support">All support requests</Link>} served={served}>
      {({ ticket }) => (
        <Stack $gap="lg">
          <Panel as="section" aria-labelledby="support-message" $gap="sm">
            <h2 id="support-message">{ticket.subject}</h2>
            <Facts>
              <dt>From</dt>
              <dd>
                {ticket.name} ({ticket.email})
                {ticket.member ? (
                  <>
                    {', member '}
                    <Link to={`/studio/members/${ticket.member.username}`}>@{ticket.member.username}</Link>
                  </>
                ) : (
                  ', a visitor'
                )}
              </dd>
              <dt>Sent</dt>
              <dd>{when(ticket.createdAt)}</dd>
              <dt>Status</dt>
              <dd>
                <Badge $tone={ticket.status === 'open' ? 'accent' : 'success'}>
                  {ticket.status === 'open' ? 'Open' : 'Answered'}
                </Badge>
              </dd>
            </Facts>
            <Written>{ticket.message}</Written>
          </Panel>
          {ticket.replies.length ? (
            <Panel as="section" aria-labelledby="support-replies" $gap="sm">
              <h2 id="support-replies">Replies</h2>
              {ticket.replies.map((reply, index) => (
                <Stack key={`${index}-${reply.createdAt}`} $gap="xxs">
                  <Muted>
                    {reply.moderator}, {when(reply.createdAt)}
                  </Muted>
                  <Quote>{reply.body}</Quote>
                </Stack>
              ))}
            </Panel>
          ) : null}
          <Panel $gap="sm">
            <ReplyForm ticket={ticket} sent={reload} />
          </Panel>
        </Stack>
      )}
    </StudioPage>
  );
}
