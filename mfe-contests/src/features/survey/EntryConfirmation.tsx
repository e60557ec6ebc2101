import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@mindset/shared-ui';
import { MessageScreen } from '../../components/MessageScreen';
import type { Contest } from '../../data/contests.data';
import { useCheckoutSession } from '../../hooks/useCheckoutSession';
import { formatMinorUnits } from '../../lib/money';
import { useContestProgressStore } from './contestProgressStore';

const Receipt = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: left;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;

interface EntryConfirmationProps {
  contest: Contest;
  sessionId: string;
}

/** The page the payment provider returns to after paying: asks the service whether the entry is paid. */
export function EntryConfirmation({ contest, sessionId }: EntryConfirmationProps) {
  const { lookup, retry } = useCheckoutSession(sessionId);
  const resetProgress = useContestProgressStore((state) => state.reset);
  const session = lookup.status === 'found' ? lookup.session : null;
  const confirmedSurveyId = session?.paid && session.kind === 'contest' ? session.surveyId : null;

  // A confirmed entry is done: the next visit to this contest's survey starts afresh.
  useEffect(() => {
    if (confirmedSurveyId) resetProgress(confirmedSurveyId);
  }, [confirmedSurveyId, resetProgress]);

  const backToCheckout = (
    <ButtonLink to={`/survey?id=${contest.id}`} $variant="accent">
      Return to checkout
    </ButtonLink>
  );
  const backToEvents = (
    <ButtonLink to="/events" $variant="outline">
      Back to Events
    </ButtonLink>
  );

  if (lookup.status === 'loading') {
    return (
      <MessageScreen tone="info" title="Confirming your entry..." busy>
        <p>We are checking your payment with our payment provider. This only takes a moment.</p>
      </MessageScreen>
    );
  }

  if (lookup.status === 'unavailable') {
    return (
      <MessageScreen
        tone="danger"
        title="We could not confirm your entry"
        actions={
          <>
            <Button onClick={retry}>Retry</Button>
            {backToEvents}
          </>
        }
      >
        <p>The payment service is not reachable right now. If you paid, your entry is safe: try again in a moment.</p>
      </MessageScreen>
    );
  }

  if (!session || session.kind !== 'contest') {
    return (
      <MessageScreen
        tone="danger"
        title="We could not find this payment"
        actions={
          <>
            {backToCheckout}
            {backToEvents}
          </>
        }
      >
        <p>There is no contest checkout with this reference, so no entry was made and nothing was charged.</p>
      </MessageScreen>
    );
  }

  if (!session.paid) {
    return (
      <MessageScreen
        tone="danger"
        title="Payment not completed"
        actions={
          <>
            {backToCheckout}
            <Button $variant="outline" onClick={retry}>
              Check again
            </Button>
          </>
        }
      >
        <p>
          This payment has not been completed, so you are not entered yet. Your answers are saved: return to the
          checkout to finish your entry.
        </p>
      </MessageScreen>
    );
  }

  return (
    <MessageScreen tone="success" title="You're entered!" actions={backToEvents}>
      <p>Thank you. Your payment is confirmed and your entries are in the draw. Good luck!</p>
      <Receipt>
        <div>
          <dt>Contest</dt>
          <dd>{session.title}</dd>
        </div>
        <div>
          <dt>Entries</dt>
          <dd>{session.quantity}</dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{formatMinorUnits(session.amountTotal, session.currency)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{session.id.slice(-8)}</dd>
        </div>
      </Receipt>
    </MessageScreen>
  );
}
