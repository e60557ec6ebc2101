import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Link } from '@mindset/shared-ui';
import { mailboxes } from '../../components/mailboxes';
import { PageIntro } from '../../components/PageSection';
import { legalDocuments } from './legalDocuments';
import type { LegalBlock, LegalDocumentId } from './legal.types';

const Layout = styled(Container)`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.lg};
  }
`;

const Contents = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const Article = styled.article`
  max-width: 46rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const DocumentSection = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Contacts = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Related = styled.nav`
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Updated = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'contacts':
      return (
        <Contacts>
          {block.contacts.map((contact) => (
            <div key={contact.mailbox}>
              <dt>{contact.label}</dt>
              <dd>
                <a href={`mailto:${mailboxes[contact.mailbox]}`}>{mailboxes[contact.mailbox]}</a>
              </dd>
            </div>
          ))}
        </Contacts>
      );
  }
}

interface LegalDocumentScreenProps {
  documentId: LegalDocumentId;
  /** Extra content shown before the text, such as the cookie consent controls on the cookie page. */
  children?: ReactNode;
}

/** Spec: /legal/privacy, /legal/terms, /legal/cookies: static text, last updated December 2024. */
export default function LegalDocumentScreen({ documentId, children }: LegalDocumentScreenProps) {
  const legalDocument = legalDocuments[documentId];
  const otherDocuments = Object.values(legalDocuments).filter((other) => other.id !== documentId);

  return (
    <main id="main">
      <PageIntro eyebrow="Legal" title={legalDocument.title} intro={legalDocument.summary}>
        <Updated>Last updated: {legalDocument.lastUpdated}</Updated>
      </PageIntro>
      <Layout>
        <Contents aria-labelledby="contents-title">
          <h2 id="contents-title">On this page</h2>
          <ol>
            {legalDocument.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Article aria-label={legalDocument.title}>
          {children}
          {legalDocument.sections.map((section) => (
            <DocumentSection key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </DocumentSection>
          ))}
          <Related aria-label="Other legal pages">
            <ul>
              {otherDocuments.map((other) => (
                <li key={other.id}>
                  <Link to={other.path}>{other.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/legal">All legal pages</Link>
              </li>
            </ul>
          </Related>
        </Article>
      </Layout>
    </main>
  );
}
