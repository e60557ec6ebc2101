import { useState } from 'react';
import styled from 'styled-components';
import type { ContestAnswer } from '@mindset/payment-contract/contests';
import { Button, Card } from '@mindset/shared-ui';
import type { Contest } from '../../data/contests.data';
import { checkDraw, type DrawCheck } from './api/contestDraws';
import { utcDate } from './drawDates';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** Hashes and seeds are long: they wrap anywhere rather than widen the page. */
const Hash = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function checkMessage(check: DrawCheck): string {
  if (!check.ok) {
    return check.reason === 'commitment'
      ? 'This draw does not check out: the seed does not hash to the published commitment.'
      : 'This draw does not check out: the entries list and seed give other winners.';
  }
  return `Checked in your browser: the seed matches the commitment, and the ${check.entryCount} published entries give the same winners (${check.winners.join(', ') || 'none'}).`;
}

function ContestDraw({ contest, draw }: { contest: Contest; draw: ContestAnswer }) {
  const [check, setCheck] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { current, lastDraw } = draw;
  const verify = async (round: number) => {
    setChecking(true);
    try {
      setCheck(checkMessage(await checkDraw(contest.id, round)));
    } catch {
      setCheck('The draw record could not be loaded. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={`draw-${contest.id}-title`}>
      <h3 id={`draw-${contest.id}-title`}>{contest.title}</h3>
      <Facts>
        <dt>Round {current.round} closes</dt>
        <dd>{utcDate(current.closesAt)}</dd>
        <dt>Draw</dt>
        <dd>{utcDate(current.drawAt)}</dd>
        <dt>Commitment (SHA-256 of the secret seed)</dt>
        <dd>
          <Hash data-testid={`commitment-${contest.id}`}>{current.commitment}</Hash>
        </dd>
      </Facts>
      {lastDraw ? (
        <>
          <Facts aria-label={`Round ${lastDraw.round} draw`}>
            <dt>Round {lastDraw.round} drawn</dt>
            <dd>
              {utcDate(lastDraw.drawnAt)}: {lastDraw.entryCount} entries, {lastDraw.totalWeight} bought
            </dd>
            <dt>Winners</dt>
            <dd data-testid={`winners-${contest.id}`}>
              {lastDraw.winners.map((winner) => `Entry ${winner.reference}`).join(', ') || 'No entries were drawn'}
            </dd>
            <dt>Seed, revealed after the draw</dt>
            <dd>
              <Hash data-testid={`seed-${contest.id}`}>{lastDraw.seed}</Hash>
            </dd>
            <dt>Its commitment</dt>
            <dd>
              <Hash>{lastDraw.commitment}</Hash>
            </dd>
          </Facts>
          <Button $variant="outline" $size="sm" disabled={checking} onClick={() => void verify(lastDraw.round)}>
            Check this draw
          </Button>
        </>
      ) : (
        <Muted>No round of this contest has been drawn yet.</Muted>
      )}
      <Muted role="status">{check}</Muted>
    </Card>
  );
}

/** Each contest's dates and verifiable draw (docs/contests-draw.md): commitment before, seed after. */
export function FairDraws({ contests, draws }: { contests: readonly Contest[]; draws: Record<string, ContestAnswer> }) {
  const shown = contests.filter((contest) => draws[contest.id]);
  if (shown.length === 0) return null;
  return (
    <Grid as="section" aria-labelledby="fair-draws-title">
      <h2 id="fair-draws-title">Fair draws</h2>
      <Muted>
        Before each contest closes we publish a commitment to a secret seed. After the draw we reveal the seed and the
        entries list, so anyone can recompute the winners; how is explained with the draw&apos;s record.
      </Muted>
      {shown.map((contest) => {
        const draw = draws[contest.id];
        return draw ? <ContestDraw key={contest.id} contest={contest} draw={draw} /> : null;
      })}
    </Grid>
  );
}
