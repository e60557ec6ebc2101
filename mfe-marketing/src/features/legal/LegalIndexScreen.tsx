import styled from 'styled-components';
import { Card, Container, Link } from '@mindset/shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { Icon, type IconName } from '../../components/Icon';
import { mailboxes } from '../../components/mailboxes';
import { PageIntro, Section } from '../../components/PageSection';
import { LEGAL_LAST_UPDATED } from './legal.data';
import { legalDocuments } from './legalDocuments';
import type { LegalDocumentId } from './legal.types';

const documentIcons: Record<LegalDocumentId, IconName> = { privacy: 'lock', terms: 'file', cookies: 'cookie' };

const DocumentCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  h2 {
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
  /* The whole card is clickable through its one link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const Updated = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  p {
    margin: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** Spec: /legal: three cards to the privacy, terms and cookie pages, back-to-home and a contact-legal mail link. */
export default function LegalIndexScreen() {
  return (
    <main id="main">
      <PageIntro
        eyebrow="Legal"
        title="Legal information"
        intro="How we handle your data, the terms of your membership and how we use cookies, in plain language."
      />
      <Section>
        <Container>
          <CardGrid>
            {Object.values(legalDocuments).map((legalDocument) => (
              <DocumentCard key={legalDocument.id} as="article" $interactive>
                <Icon name={documentIcons[legalDocument.id]} size={28} />
                <h2>
                  <Link to={legalDocument.path}>{legalDocument.title}</Link>
                </h2>
                <p>{legalDocument.summary}</p>
                <Updated>Last updated: {LEGAL_LAST_UPDATED}</Updated>
              </DocumentCard>
            ))}
          </CardGrid>
          <Footer>
            <Link to="/">
              <Icon name="arrowLeft" size={18} />
              Back to home
            </Link>
            <p>
              Questions about these documents? <a href={`mailto:${mailboxes.legal}`}>Contact {mailboxes.legal}</a>
            </p>
          </Footer>
        </Container>
      </Section>
    </main>
  );
}
