import styled from 'styled-components';
import { ButtonLink, Card, Container } from '@mindset/shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { Icon } from '../../components/Icon';
import { Eyebrow, Section } from '../../components/PageSection';
import { community, communityCards } from './home.data';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
    margin-top: 2px;
  }
`;

const ChannelCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  > a {
    align-self: flex-start;
  }
`;

export function CommunitySection() {
  return (
    <Section $tone="ink" aria-labelledby="community-title">
      <Container>
        <Layout>
          <div>
            <Eyebrow $onDark>{community.eyebrow}</Eyebrow>
            <h2 id="community-title">{community.headline}</h2>
            <Intro>{community.intro}</Intro>
          </div>
          <div>
            <Benefits>
              {community.benefits.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={20} />
                  <span>{benefit}</span>
                </li>
              ))}
            </Benefits>
            <ButtonLink to="/join" $variant="accent" $size="lg">
              Join Now - It's Free
            </ButtonLink>
          </div>
        </Layout>
        <CardGrid>
          {communityCards.map((card) => (
            <ChannelCard key={card.title} as="article" aria-labelledby={`channel-${card.icon}`}>
              <Icon name={card.icon} size={28} />
              <h3 id={`channel-${card.icon}`}>{card.title}</h3>
              <p>{card.description}</p>
              <ButtonLink to={card.to} $variant="primary" $size="sm">
                {card.actionLabel}
              </ButtonLink>
            </ChannelCard>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
