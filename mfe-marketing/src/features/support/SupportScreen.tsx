import styled from 'styled-components';
import { Container } from '@mindset/shared-ui';
import { PageIntro, Section, SectionHeader } from '../../components/PageSection';
import { scrollToSection } from '../../components/scrollToSection';
import { ContactForm } from './ContactForm';
import { FaqSection } from './FaqSection';
import { HelpCards } from './HelpCards';
import { SupportHoursPanel } from './SupportHoursPanel';
import { supportIntro } from './support.data';
import { isSupportOpen } from './supportHours';

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

/** Spec: /support: help cards, FAQ with search, contact form and support hours. */
export default function SupportScreen() {
  const openNow = isSupportOpen(new Date());

  return (
    <main id="main">
      <PageIntro eyebrow={supportIntro.eyebrow} title={supportIntro.title} intro={supportIntro.intro} />
      <HelpSection aria-label="Ways to get help">
        <Container>
          <HelpCards openNow={openNow} onLeaveMessage={() => scrollToSection('contact', '#support-name')} />
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
    </main>
  );
}
