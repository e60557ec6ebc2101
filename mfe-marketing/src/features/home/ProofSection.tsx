import styled from 'styled-components';
import { ButtonLink, Cluster, Container, Stack } from '@mindset/shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { Icon } from '../../components/Icon';
import { Section, SectionHeader } from '../../components/PageSection';
import { StatCard } from '../../components/StatCard';
import { TestimonialCard } from '../../components/TestimonialCard';
import { guarantee, homeTestimonials, proofStats } from './home.data';

const Guarantee = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid #ecd9a8;
  color: ${({ theme }) => theme.colors.text};
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
  }
  svg {
    color: #6b4a06;
  }
`;

export function ProofSection() {
  return (
    <Section id="proof" $tone="muted" aria-labelledby="proof-title">
      <Container>
        <SectionHeader
          headingId="proof-title"
          eyebrow="Proof"
          title="Real members. Measurable results."
          intro="The numbers our members report, and the people behind them."
          centered
        />
        <Stack $gap="xl">
          <CardGrid>
            {proofStats.map((stat) => (
              <StatCard key={stat.label} stat={stat} />
            ))}
          </CardGrid>
          <CardGrid>
            {homeTestimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </CardGrid>
          <Guarantee aria-labelledby="guarantee-title">
            <Icon name="shield" size={32} />
            <div>
              <h3 id="guarantee-title">{guarantee.title}</h3>
              <p>{guarantee.text}</p>
            </div>
          </Guarantee>
          <Cluster $justify="center">
            <ButtonLink to="/join" $variant="accent" $size="lg">
              Access The System
            </ButtonLink>
            <ButtonLink to="/community" $variant="outline" $size="lg">
              See More Results
            </ButtonLink>
          </Cluster>
        </Stack>
      </Container>
    </Section>
  );
}
