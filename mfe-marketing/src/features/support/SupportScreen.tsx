import { useEffect } from 'react';
import styled from 'styled-components';
import { Container, useHydrated, useLocation, useMember } from '@mindset/shared-ui';
import { PageIntro, Section, SectionHeader } from '../../components/PageSection';
import { scrollToSection } from '../../components/scrollToSection';
import { ContactForm } from './ContactForm';
import { FaqSection } from './FaqSection';
import { HelpCards } from './HelpCards';
import { OwnSupportRequests } from './OwnSupportRequests';
import { SupportHoursPanel } from './SupportHoursPanel';
import { supportIntro } from './support.data';
import { useSupportStore } from './supportStore';
import { useSupportOpen } from './useSupportOpen';

const HelpSection = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

const ContactLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/**
 * Spec: /support: help cards, FAQ with search, contact form and support hours; for a signed-in
 * member, their own requests with our replies (decision 0135).
 */
export default function SupportScreen() {
  const openNow = useSupportOpen();
  const hydrated = useHydrated();
  const member = useMember();
  const lastReference = useSupportStore((state) => state.lastSent?.reference ?? '');
  const { hash } = useLocation();

  // A link such as the help centre's /support#contact lands on its section, which renders after load.
  useEffect(() => {
    if (hash === '#contact') scrollToSection('contact');
  }, [hash]);

  return (
    <main id="main">
      <PageIntro eyebrow={supportIntro.eyebrow} title={supportIntro.title} intro={supportIntro.intro} />
      <HelpSection aria-label="Ways to get help">
        <Container>
          <HelpCards
            openNow={openNow}
            hydrated={hydrated}
            onLeaveMessage={() => scrollToSection('contact', '#support-name')}
          />
        </Container>
      </HelpSection>
      <FaqSection />
      <Section id="contact" aria-labelledby="contact-title">
        <Container>
          <SectionHeader
            headingId="contact-title"
            eyebrow="Contact"
            title="Send us a message"
            intro="Tell us what you need and we will get back to you by email."
          />
          <ContactLayout>
            <ContactForm />
            <SupportHoursPanel openNow={openNow} />
          </ContactLayout>
        </Container>
      </Section>
      {member ? (
        <Section id="your-requests" aria-labelledby="your-requests-title" $tone="muted">
          <Container>
            <SectionHeader
              headingId="your-requests-title"
              title="Your support requests"
              intro="What you sent us while signed in, and our replies (we email them to you too)."
            />
            <OwnSupportRequests key={member.id} asked={lastReference} />
          </Container>
        </Section>
      ) : null}
    </main>
  );
}
