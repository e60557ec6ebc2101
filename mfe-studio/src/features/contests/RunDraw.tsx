import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CurrentRound, DrawRecord } from '@mindset/payment-contract/contests';
import { Button, Cluster, Panel, Stack } from '@mindset/shared-ui';
import { when } from '../../components/when';
import { runDraw } from './api/contestsApi';

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How often an open page looks again whether a draw date has come. */
const DUE_CHECK_MS = 15_000;

/** Whether the moment has come; turns true by itself on a page left open (the button then enables). */
function useReached(iso: string): boolean {
  const at = Date.parse(iso);
  const [reached, setReached] = useState(() => Date.now() >= at);
  useEffect(() => {
    if (reached) return;
    const timer = setInterval(() => {
      if (Date.now() >= at) setReached(true);
    }, DUE_CHECK_MS);
    return () => clearInterval(timer);
  }, [at, reached]);
  return reached;
}

/**
 * "Run the draw" for a contest's current round: offered from its draw date, confirmed first since a
 * draw cannot be undone; the payment service decides and its refusal is shown as it says it.
 */
export function RunDraw({
  contestId,
  title,
  round,
  drawn,
}: {
  contestId: string;
  title: string;
  round: CurrentRound;
  drawn: (record: DrawRecord) => void;
}) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'drawing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // Asking to confirm moves focus to the safe answer: Enter does not draw by accident.
  useEffect(() => {
    if (step === 'confirming') cancel.current?.focus();
  }, [step]);

  const due = useReached(round.drawAt);
  async function draw() {
    setStep('drawing');
    setError(null);
    const answer = await runDraw(contestId, round.round);
    setStep('idle');
    if (answer.error !== null) setError(answer.error);
    else drawn(answer.data);
  }

  return (
    <Stack $gap="sm">
      {step === 'idle' ? (
        <Stack $gap="xs">
          <div>
            <Button
              type="button"
              onClick={() => setStep('confirming')}
              disabled={!due}
              aria-describedby={due ? undefined : reasonId}
            >
              Run the draw
            </Button>
          </div>
          {due ? null : (
            <Reason id={reasonId}>
              Round {round.round}’s draw is due on {when(round.drawAt)}; it can be run from then.
            </Reason>
          )}
        </Stack>
      ) : (
        <Panel $tone="accent" role="group" aria-labelledby={questionId} $gap="sm" aria-busy={step === 'drawing'}>
          <p id={questionId}>
            Draw round {round.round} of {title} now? The winners are final: a draw cannot be undone or run again.
          </p>
          <Cluster>
            <Button type="button" $variant="destructive" onClick={() => void draw()} disabled={step === 'drawing'}>
              {step === 'drawing' ? 'Drawing…' : 'Draw the winners'}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              ref={cancel}
              onClick={() => setStep('idle')}
              disabled={step === 'drawing'}
            >
              Cancel
            </Button>
          </Cluster>
        </Panel>
      )}
      <p role="status" className="sr-only">
        {step === 'drawing' ? `Drawing round ${round.round}…` : ''}
      </p>
      {error ? (
        <Panel $tone="danger" role="alert">
          {error}
        </Panel>
      ) : null}
    </Stack>
  );
}
