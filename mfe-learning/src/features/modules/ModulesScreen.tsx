import { ButtonLink, Cluster } from '@mindset/shared-ui';
import styled from 'styled-components';
import { MemberProgressStatus } from '../../components/MemberProgressStatus';
import { Page } from '../../components/Page';
import { modules } from '../../data/modules.data';
import { dailyTimeGuidance } from '../../data/programme.data';
import { ModuleCard } from './ModuleCard';

const Intro = styled.header`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Eyebrow = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

const Closing = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    color: ${({ theme }) => theme.colors.onInkMuted};
    max-width: 40rem;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  }
`;

/** /modules: the six modules of the 30-day system. */
export function ModulesScreen() {
  return (
    <Page>
      <Intro>
        <Eyebrow>The 30-Day System</Eyebrow>
        <h1>Training Modules</h1>
        <p>
          Six modules that take you from the beliefs holding you back to results you can measure. Work through them in
          order and track your progress as you go.
        </p>
        <Facts aria-label="Programme at a glance">
          <li>6 modules</li>
          <li>30 days</li>
          <li>{dailyTimeGuidance}</li>
        </Facts>
      </Intro>
      <MemberProgressStatus />
      <Grid aria-label="Modules">
        {modules.map((module) => (
          <li key={module.id}>
            <ModuleCard module={module} />
          </li>
        ))}
      </Grid>
      <Closing aria-labelledby="modules-closing-title">
        <h2 id="modules-closing-title">Ready to break your mental barriers?</h2>
        <p>
          Join the community for free to follow the programme with thousands of members, and see what they achieved in
          their first 30 days.
        </p>
        <Cluster $justify="center">
          <ButtonLink to="/join" $variant="accent" $size="lg">
            Join the Community
          </ButtonLink>
          <ButtonLink to="/community" $variant="outline" $size="lg">
            See Member Results
          </ButtonLink>
        </Cluster>
      </Closing>
    </Page>
  );
}
