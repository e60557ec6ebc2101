import { useState } from 'react';
import styled from 'styled-components';
import { Card, Input, Link } from '@mindset/shared-ui';
import { BackToSettingsLink } from '../../components/BackToSettingsLink';
import { ScreenColumn } from '../../components/ScreenColumn';
import { helpCategories, helpFaqs, type Faq } from './helpData';

const Search = styled.div`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
  label {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: 0.25rem;
  }
`;

const Categories = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Category = styled(Card)`
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  small {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Faqs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  details {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  details p {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const ResultNote = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

const Contact = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Product rules (Community): case-insensitive substring match on the question or the answer. */
function matchingFaqs(faqs: Faq[], query: string): Faq[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return faqs;
  return faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle));
}

/** /community/help: help categories, and FAQ entries filtered by the search box. */
export function HelpCenterScreen() {
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const faqs = matchingFaqs(helpFaqs, query);

  return (
    <ScreenColumn>
      <BackToSettingsLink />
      <h1>Help Center</h1>
      <p>Find answers about your account, memberships and the community.</p>
      <Search role="search">
        <label htmlFor="help-search">Search help</label>
        <Input
          id="help-search"
          type="search"
          placeholder="Search for answers..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Search>

      <h2>Browse by category</h2>
      <Categories>
        {helpCategories.map((category) => (
          <li key={category.title}>
            <Category>
              <h3>{category.title}</h3>
              <p>{category.description}</p>
              <small>{category.articleCount} articles</small>
            </Category>
          </li>
        ))}
      </Categories>

      <h2>Frequently asked questions</h2>
      <ResultNote role="status">
        {searching && faqs.length === 0 ? (
          <>
            <strong>No results found</strong>
            <p>Try searching with different keywords</p>
          </>
        ) : searching ? (
          `${faqs.length} ${faqs.length === 1 ? 'answer' : 'answers'} found`
        ) : null}
      </ResultNote>
      <Faqs>
        {faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </Faqs>

      {/* The one support form (marketing's /support) sends the request; no second copy here (decision 0135). */}
      <Contact>
        Still need help? <Link to="/support#contact">Contact support</Link>: we reply by email within 24 hours.
      </Contact>
    </ScreenColumn>
  );
}
