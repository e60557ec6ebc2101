import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Card, Container, Link } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { PageIntro, Section } from '../../components/PageSection';
import { TestimonialCard } from '../../components/TestimonialCard';
import { JoinConfirmation } from './JoinConfirmation';
import { JoinForm } from './JoinForm';
import { joinBenefits, joinTestimonial, memberCount } from './join.data';
import { useJoinStore, type JoinDetails } from './joinStore';
import { takeUpOnce, useServerJoinAnswer } from './serverJoinAnswer';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 28rem);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BenefitIcon = styled.span`
  display: inline-flex;
  flex: none;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: #6b4a06;
`;

const MembersCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const MemberCount = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Faces = styled.span`
  display: inline-flex;
  > * + * {
    margin-left: -10px;
  }
  > * {
    border: 2px solid ${({ theme }) => theme.colors.surface};
  }
`;

const FormCard = styled(Card)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const FormIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SignInPrompt = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Spec: /join: benefits, the 10,247 members card with a testimonial, and the 'Join today - Free' form. */
export default function JoinScreen() {
  const membership = useJoinStore((state) => state.membership);
  const editDetails = useJoinStore((state) => state.editDetails);
  const join = useJoinStore((state) => state.join);
  const [justJoined, setJustJoined] = useState(false);
  const serverAnswer = useServerJoinAnswer();
  const joinedByServer = serverAnswer && 'joined' in serverAnswer ? serverAnswer : null;

  const joinWith = (details: JoinDetails) => {
    join(details);
    setJustJoined(true);
  };

  // A join posted before this script ran (or on a page without it) was accepted by the site's server:
  // it is recorded on this device as a join from the form is (decision 0145), and announced.
  useEffect(() => {
    if (joinedByServer && takeUpOnce(joinedByServer)) join(joinedByServer.joined);
  }, [joinedByServer, join]);

  return (
    <main id="main">
      <PageIntro
        eyebrow="Free membership"
        title="Join the community"
        intro="Everything you need to break through your limits in the next 30 days, with people who will cheer you on."
      />
      <Section>
        <Container>
          <Layout>
            <div>
              <h2 className="sr-only">Why join</h2>
              <Benefits>
                {joinBenefits.map((benefit) => (
                  <li key={benefit.title}>
                    <BenefitIcon>
                      <Icon name={benefit.icon} />
                    </BenefitIcon>
                    <div>
                      <h3>{benefit.title}</h3>
                      <p>{benefit.description}</p>
                    </div>
                  </li>
                ))}
              </Benefits>
              <MembersCard as="section" aria-label="Members">
                <MemberCount>
                  <Faces aria-hidden="true">
                    {memberCount.faces.map((face) => (
                      <Avatar key={face} name="" src={face} size={32} decorative />
                    ))}
                  </Faces>
                  <span>
                    <strong>{memberCount.value}</strong> {memberCount.caption}
                  </span>
                </MemberCount>
                <TestimonialCard testimonial={joinTestimonial} />
              </MembersCard>
            </div>
            <FormCard as="section" $padding="lg">
              {membership ? (
                <JoinConfirmation
                  membership={membership}
                  announce={justJoined || Boolean(joinedByServer)}
                  onEditDetails={() => {
                    setJustJoined(false);
                    editDetails();
                  }}
                />
              ) : (
                <>
                  <h2 id="join-form-title">Join today - Free</h2>
                  <FormIntro>No card needed. Takes 30 seconds.</FormIntro>
                  <JoinForm onJoined={joinWith} />
                  <SignInPrompt>
                    Already a member? <Link to="/signin">Sign in</Link>
                  </SignInPrompt>
                </>
              )}
            </FormCard>
          </Layout>
        </Container>
      </Section>
    </main>
  );
}
