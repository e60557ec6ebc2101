import styled from 'styled-components';
import { Badge, ButtonLink, Card, Cluster, Container, Link, Stack } from '@mindset/shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { Icon } from '../../components/Icon';
import { Section, SectionHeader } from '../../components/PageSection';
import { moduleFeatures, type ModuleFeature } from './home.data';

const ModuleCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Details = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: grid;
  gap: 0.125rem;
`;

const StartLink = styled(Link)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

function ModuleFeatureCard({ feature }: { feature: ModuleFeature }) {
  return (
    <ModuleCard as="article" aria-labelledby={`module-${feature.number}-title`}>
      <CardTop>
        <Number>
          <Icon name={feature.icon} />
          <span>
            <span className="sr-only">Module </span>
            {String(feature.number).padStart(2, '0')}
          </span>
        </Number>
        <Badge $tone="accent">{feature.timeline}</Badge>
      </CardTop>
      <h3 id={`module-${feature.number}-title`}>{feature.title}</h3>
      <p>{feature.description}</p>
      <Details>
        {feature.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </Details>
      <StartLink to="/modules">
        Start this module<span className="sr-only">: {feature.title}</span>
      </StartLink>
    </ModuleCard>
  );
}

export function FeaturesSection() {
  return (
    <Section id="features" aria-labelledby="features-title">
      <Container>
        <SectionHeader
          headingId="features-title"
          eyebrow="The 30-Day System"
          title="Six modules. One breakthrough."
          intro="Each module builds on the last. Set aside 30-60 minutes daily and follow the timeline, or start where you need it most."
          centered
        />
        <Stack $gap="xl">
          <CardGrid>
            {moduleFeatures.map((feature) => (
              <ModuleFeatureCard key={feature.number} feature={feature} />
            ))}
          </CardGrid>
          <Cluster $justify="center">
            <ButtonLink to="/modules" $size="lg">
              View All Modules
            </ButtonLink>
            <ButtonLink to="/community" $variant="outline" $size="lg">
              See member results
            </ButtonLink>
          </Cluster>
        </Stack>
      </Container>
    </Section>
  );
}
