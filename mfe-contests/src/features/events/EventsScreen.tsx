import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Container } from '@mindset/shared-ui';
import { contests } from '../../data/contests.data';
import { ContestCard } from './ContestCard';
import { howItWorksSteps, recentWinners, regionFilters, type RegionFilter } from './events.data';

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
  const visible = contests.filter((contest) => region === 'all' || contest.region === region);

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
              onClick={() => setRegion(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </FilterBar>
        <Layout>
          <ContestList aria-live="polite">
            {visible.length > 0 ? (
              visible.map((contest) => <ContestCard key={contest.id} contest={contest} />)
            ) : (
              <p>No contests are open for this region right now. Check back soon.</p>
            )}
          </ContestList>
          <Sidebar>
            <Card as="section" aria-labelledby="recent-winners-title">
              <h2 id="recent-winners-title">Recent winners</h2>
              <PlainList>
                {recentWinners.map((winner) => (
                  <li key={`${winner.name}-${winner.drawnOn}`}>
                    <p>
                      <strong>{winner.name}</strong>, {winner.location}
                    </p>
                    <Muted>
                      {winner.prize} · drawn {format(parseISO(winner.drawnOn), 'd MMMM yyyy')}
                    </Muted>
                  </li>
                ))}
              </PlainList>
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
