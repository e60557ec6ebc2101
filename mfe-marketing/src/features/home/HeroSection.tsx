import styled from 'styled-components';
import { Button, ButtonLink, Cluster, Container } from '@mindset/shared-ui';
import { Eyebrow } from '../../components/PageSection';
import { hero, heroStats } from './home.data';
import { scrollToSection } from '../../components/scrollToSection';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space.xxxl} 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

/** Decoration only, absolutely placed, so it can never shift the text that is the page's LCP. */
const Arc = styled.svg`
  position: absolute;
  right: -60px;
  bottom: -40px;
  opacity: 0.35;
  pointer-events: none;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 48rem;
`;

// The headline is the page's largest text, so it is what LCP measures: it paints with the first render.
const Headline = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    font-size: 2.5rem;
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.onInkMuted};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Stats = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xxl} 0 0;
  padding: ${({ theme }) => theme.space.lg} 0 0;
  border-top: 1px solid rgba(245, 241, 232, 0.18);
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  max-width: 36rem;
`;

const StatValue = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.5rem, 5vw, 2.25rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
  line-height: 1.1;
`;

const StatLabel = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

export function HeroSection() {
  return (
    <Band aria-labelledby="hero-title">
      <Arc width="520" height="360" viewBox="0 0 520 360" aria-hidden="true" focusable="false">
        <path d="M20 340C120 140 240 60 380 60s120 40 120 40" fill="none" stroke="#d4a94e" strokeWidth="3" />
        <path d="M60 350C150 190 260 120 400 120" fill="none" stroke="#d4a94e" strokeWidth="1.5" />
        <circle cx="380" cy="60" r="10" fill="#d4a94e" />
      </Arc>
      <Container>
        <Content>
          <Eyebrow $onDark>{hero.eyebrow}</Eyebrow>
          <Headline id="hero-title">{hero.headline}</Headline>
          <Lead>{hero.lead}</Lead>
          <Cluster $stackOnMobile>
            <ButtonLink to="/join" $variant="accent" $size="lg">
              Start 30-Day System
            </ButtonLink>
            <Button $variant="outline" $size="lg" onClick={() => scrollToSection('features')}>
              See How It Works
            </Button>
          </Cluster>
          <Stats aria-label="Platform results">
            {heroStats.map((stat) => (
              <li key={stat.label}>
                <StatValue>{stat.value}</StatValue>
                <StatLabel>{stat.label}</StatLabel>
              </li>
            ))}
          </Stats>
        </Content>
      </Container>
    </Band>
  );
}
