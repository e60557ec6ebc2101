import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Container, useHydrated } from '@mindset/shared-ui';
import { ScriptNotice } from '../../components/ScriptNotice';
import { contests } from '../../data/contests.data';
import { ContestCard } from './ContestCard';
import { utcDate } from './drawDates';
import { howItWorksSteps, regionFilters, type RegionFilter } from './events.data';
import { FairDraws } from './FairDraws';
import { MyEntries } from './MyEntries';
import { useContestDraws } from './useContestDraws';

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  padding: ${({ theme }) => theme.space.xxl} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  p {
    max-width: 40rem;
    color: ${({ theme }) => theme.colors.onInk};
    margin: 0;
  }
`;

const Eyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.accent};
  }
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const MainColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

const ContestList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Sidebar = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

export function EventsScreen() {
  const [region, setRegion] = useState<RegionFilter>('all');
  // The filter is the page's script: its buttons wait for it (the prerendered HTML shows every contest).
  const hydrated = useHydrated();
  const visible = contests.filter((contest) => region === 'all' || contest.region === region);
  const draws = useContestDraws(contests.map((contest) => contest.id));
  const winners = contests.flatMap((contest) =>
    (draws[contest.id]?.lastDraw?.winners ?? []).map((winner) => ({
      contest,
      reference: winner.reference,
      drawnAt: draws[contest.id]?.lastDraw?.drawnAt ?? '',
    })),
  );
  const firstDraw = Object.values(draws)
    .map((draw) => draw.current.drawAt)
    .sort()[0];

  return (
    <main id="main">
      <Hero>
        <Container>
          <Eyebrow>Events &amp; contests</Eyebrow>
          <h1>Win life-changing experiences</h1>
          <p>
            Answer a short survey about your mindset journey and enter to win. Contests are open to residents of the UK
            or the USA only, and every winner is randomly selected.
          </p>
        </Container>
      </Hero>
      <Body>
        <FilterBar role="group" aria-label="Filter contests by region">
          {regionFilters.map((filter) => (
            <Button
              key={filter.value}
              $variant={filter.value === region ? 'primary' : 'outline'}
              $size="sm"
              aria-pressed={filter.value === region}
              disabled={!hydrated}
              onClick={() => setRegion(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
          <ScriptNotice>Every contest is shown: filtering by region needs JavaScript.</ScriptNotice>
        </FilterBar>
        <Layout>
          <MainColumn>
            <MyEntries draws={draws} />
            <ContestList aria-live="polite">
              {visible.length > 0 ? (
                visible.map((contest) => <ContestCard key={contest.id} contest={contest} />)
              ) : (
                <p>No contests are open for this region right now. Check back soon.</p>
              )}
            </ContestList>
            <FairDraws contests={visible} draws={draws} />
          </MainColumn>
          <Sidebar>
            <Card as="section" aria-labelledby="recent-winners-title">
              <h2 id="recent-winners-title">Recent winners</h2>
              {winners.length > 0 ? (
                <PlainList data-testid="recent-winners">
                  {winners.map((winner) => (
                    <li key={`${winner.contest.id}-${winner.reference}`}>
                      <p>
                        <strong>Entry {winner.reference}</strong>, {winner.contest.region} contest
                      </p>
                      <Muted>
                        {winner.contest.prize} · drawn {utcDate(winner.drawnAt)}
                      </Muted>
                    </li>
                  ))}
                </PlainList>
              ) : (
                <Muted>
                  {firstDraw ? `No winners yet: the next draw is on ${utcDate(firstDraw)}.` : 'No winners yet.'}
                </Muted>
              )}
            </Card>
            <Card as="section" aria-labelledby="how-it-works-title">
              <h2 id="how-it-works-title">How it works</h2>
              <Steps>
                {howItWorksSteps.map((step) => (
                  <li key={step.title}>
                    <p>
                      <strong>{step.title}</strong>
                    </p>
                    <Muted>{step.text}</Muted>
                  </li>
                ))}
              </Steps>
            </Card>
          </Sidebar>
        </Layout>
      </Body>
    </main>
  );
}
