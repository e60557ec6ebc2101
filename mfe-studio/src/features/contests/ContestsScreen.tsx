import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { regionNames, type DrawRecord, type DrawSummary } from '@mindset/payment-contract/contests';
import { Badge, Card, Cluster, Stack } from '@mindset/shared-ui';
import { Facts } from '../../components/Facts';
import { StudioPage } from '../../components/StudioPage';
import { when } from '../../components/when';
import { fetchContest, useContests, type StudioContest } from './api/contestsApi';
import { RunDraw } from './RunDraw';

/** Hashes and seeds are long: they wrap anywhere rather than widen a phone's page. */
const Hash = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:focus {
    outline: none;
  }
`;

const Winners = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** A drawn round: its winners with their weights, how many took part, and the revealed seed. */
function DrawResult({ contestId, draw, fresh }: { contestId: string; draw: DrawSummary; fresh: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A draw just run takes focus from the confirm step, which is gone.
  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh]);
  return (
    <Stack $gap="sm" as="section" aria-labelledby={`draw-${contestId}`}>
      <SubHeading id={`draw-${contestId}`} ref={heading} tabIndex={-1}>
        {fresh ? `Round ${draw.round} drawn just now` : `Latest draw: round ${draw.round}`}
      </SubHeading>
      <Facts $stackOnPhone>
        <dt>Drawn</dt>
        <dd>{when(draw.drawnAt)}</dd>
        <dt>Entries</dt>
        <dd>
          {draw.entryCount} {draw.entryCount === 1 ? 'checkout' : 'checkouts'}, {entries(draw.totalWeight)} bought
        </dd>
        <dt>Winners</dt>
        <dd>
          {draw.winners.length ? (
            <Winners aria-label={`Winners of round ${draw.round}`}>
              {draw.winners.map((winner) => (
                <li key={winner.reference}>
                  Entry <Hash>{winner.reference}</Hash> ({entries(winner.weight)})
                </li>
              ))}
            </Winners>
          ) : (
            'None: nobody entered this round.'
          )}
        </dd>
        <dt>Seed (revealed)</dt>
        <dd>
          <Hash>{draw.seed}</Hash>
        </dd>
      </Facts>
    </Stack>
  );
}

/** One contest: its current round, the draw when it is due, and its latest draw. */
function ContestCard({ listed }: { listed: StudioContest }) {
  const [contest, setContest] = useState(listed);
  const [justDrawn, setJustDrawn] = useState<DrawRecord | null>(null);
  const { current, lastDraw } = contest;
  async function drawn(record: DrawRecord) {
    setJustDrawn(record);
    // The service has opened the next round: its dates and commitment replace the drawn one's.
    const next = await fetchContest(contest.contestId);
    if (next.error === null) setContest({ ...next.data, title: contest.title });
  }
  const latest = justDrawn ?? lastDraw;
  return (
    <Card as="article" aria-labelledby={`contest-${contest.contestId}`}>
      <Stack $gap="md">
        <Cluster>
          <Heading id={`contest-${contest.contestId}`}>{contest.title}</Heading>
          <Badge>{regionNames[contest.region]} residents</Badge>
        </Cluster>
        <Facts $stackOnPhone>
          <dt>Round</dt>
          <dd>
            {current.round} ({current.state === 'open' ? 'taking entries' : 'closed, waiting for its draw'})
          </dd>
          <dt>Closes</dt>
          <dd>{when(current.closesAt)}</dd>
          <dt>Draw date</dt>
          <dd>{when(current.drawAt)}</dd>
          <dt>Commitment</dt>
          <dd>
            <Hash>{current.commitment}</Hash>
          </dd>
        </Facts>
        {justDrawn?.round === current.round ? null : (
          <RunDraw
            key={current.round}
            contestId={contest.contestId}
            title={contest.title}
            round={current}
            drawn={(record) => void drawn(record)}
          />
        )}
        {latest ? (
          <DrawResult contestId={contest.contestId} draw={latest} fresh={latest === justDrawn} />
        ) : (
          <p>No round has been drawn yet.</p>
        )}
      </Stack>
    </Card>
  );
}

/** The owner's page: each contest's round and dates, and its draw (docs/contests-draw.md). */
export function ContestsScreen() {
  const served = useContests();
  return (
    <StudioPage
      title="Contests"
      lead="Each contest’s current round, and its draw once the draw date has come. The commitment is public before the close; the draw reveals the seed, so anyone can check the winners."
      served={served}
    >
      {(contests) =>
        contests.length ? (
          <Stack $gap="lg">
            {contests.map((contest) => (
              <ContestCard key={contest.contestId} listed={contest} />
            ))}
          </Stack>
        ) : (
          <p>The payment service runs no contest.</p>
        )
      }
    </StudioPage>
  );
}
