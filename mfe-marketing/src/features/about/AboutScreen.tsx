import styled from 'styled-components';
import { ButtonLink, Card, Container } from '@mindset/shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { Icon } from '../../components/Icon';
import { PageIntro, Section, SectionHeader } from '../../components/PageSection';
import { StatCard } from '../../components/StatCard';
import { TestimonialCard } from '../../components/TestimonialCard';
import { aboutStats, aboutTestimonials, founderStory, values } from './about.data';

const ValueCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Story = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0;
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Spec: /about: four statistic tiles, values, the founder story and two testimonials. */
export default function AboutScreen() {
  return (
    <main id="main">
      <PageIntro
        eyebrow="About us"
        title="Our story"
        intro="We help ambitious people remove limiting beliefs and get real results within 30 days, together."
      />
      <Section aria-labelledby="about-stats-title">
        <Container>
          <SectionHeader headingId="about-stats-title" eyebrow="By the numbers" title="A community that delivers" />
          <CardGrid $columns={4}>
            {aboutStats.map((stat) => (
              <StatCard key={stat.label} stat={stat} />
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="values-title">
        <Container>
          <SectionHeader headingId="values-title" eyebrow="Our values" title="What we stand for" />
          <CardGrid $columns={2}>
            {values.map((value) => (
              <ValueCard key={value.title} as="article">
                <Icon name={value.icon} size={28} />
                <h3>{value.title}</h3>
                <p>{value.description}</p>
              </ValueCard>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="founder-title">
        <Container>
          <SectionHeader headingId="founder-title" eyebrow="Founder story" title={founderStory.title} />
          <Story>
            <div>
              {founderStory.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
            <Quote>
              <blockquote>
                <p>“{founderStory.quote}”</p>
              </blockquote>
              <figcaption>
                {founderStory.name}, {founderStory.role}
              </figcaption>
            </Quote>
          </Story>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="about-testimonials-title">
        <Container>
          <SectionHeader headingId="about-testimonials-title" eyebrow="Members" title="In their words" />
          <CardGrid $columns={2}>
            {aboutTestimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </CardGrid>
          <Cta>
            <ButtonLink to="/join" $variant="accent" $size="lg">
              Join the community
            </ButtonLink>
          </Cta>
        </Container>
      </Section>
    </main>
  );
}
