import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Container, Input, typedBeforeHydration, useHydrated } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { Section, SectionHeader } from '../../components/PageSection';
import { faqCategories, type FaqItem } from './faq.data';
import { countFaqItems, filterFaq } from './faqSearch';

const SearchBox = styled.div`
  position: relative;
  max-width: 36rem;
  margin: 0 auto ${({ theme }) => theme.space.xs};
  > svg {
    position: absolute;
    left: 0.875rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    padding-left: 2.75rem;
  }
`;

const ResultCount = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Categories = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 52rem;
  margin: 0 auto;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const QuestionHeading = styled.h4`
  margin: 0;
  font-family: inherit;
  font-size: inherit;
`;

const QuestionButton = styled.button<{ $open: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.lg};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    transition: transform 0.15s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface AccordionItemProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
  /** False until the page's script has taken over its HTML: a question opens only with the script. */
  hydrated: boolean;
}

function AccordionItem({ item, open, onToggle, hydrated }: AccordionItemProps) {
  const baseId = useId();
  return (
    <li>
      <QuestionHeading>
        <QuestionButton
          type="button"
          id={`${baseId}-question`}
          aria-expanded={open}
          aria-controls={`${baseId}-answer`}
          $open={open}
          disabled={!hydrated}
          onClick={onToggle}
        >
          <span>{item.question}</span>
          <Icon name="chevronDown" size={20} />
        </QuestionButton>
      </QuestionHeading>
      <Answer id={`${baseId}-answer`} role="region" aria-labelledby={`${baseId}-question`} hidden={!open}>
        <p>{item.answer}</p>
      </Answer>
    </li>
  );
}

const totalQuestions = countFaqItems(faqCategories);

/** Spec: FAQ in five categories, single-open accordion, case-insensitive search with a way back. */
export function FaqSection() {
  const [query, setQuery] = useState('');
  // One id for the whole FAQ: opening a question closes whichever was open, in any category.
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // A search typed into the server's HTML before the script ran is searched for once it has.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(searchRef.current);
    if (typed !== null) setQuery(typed);
  }, []);
  const visibleCategories = filterFaq(faqCategories, query);
  const visibleCount = countFaqItems(visibleCategories);
  const searching = query.trim() !== '';

  const showAll = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <Section id="faq" $tone="muted" aria-labelledby="faq-title">
      <Container>
        <SectionHeader
          headingId="faq-title"
          eyebrow="FAQ"
          title="Frequently asked questions"
          intro="Quick answers about membership, billing, content, technical issues and your privacy."
          centered
        />
        <SearchBox role="search">
          <Icon name="search" size={20} />
          <label htmlFor="faq-search" className="sr-only">
            Search FAQs
          </label>
          <Input
            ref={searchRef}
            id="faq-search"
            type="search"
            placeholder="Search FAQs"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </SearchBox>
        <ResultCount aria-live="polite">
          {searching
            ? `${visibleCount} of ${totalQuestions} questions match “${query.trim()}”`
            : `${totalQuestions} questions`}
        </ResultCount>
        {/* A browser running scripts never shows it, so the layout does not change (decision 0165). Without
            a script no question opens, so every answer is shown instead (the CSP allows inline styles). */}
        <noscript>
          <style>{'#faq [role="region"][hidden] { display: block; }'}</style>
          <ResultCount>Searching the questions needs JavaScript; every answer is shown below.</ResultCount>
        </noscript>
        <Categories>
          {visibleCategories.length === 0 ? (
            <Empty>
              <h3>No results found</h3>
              <p>Try different keywords, or send us your question with the contact form below.</p>
              <Button $variant="outline" onClick={showAll}>
                Show All FAQs
              </Button>
            </Empty>
          ) : (
            visibleCategories.map((category) => (
              <section key={category.id} aria-labelledby={`faq-${category.id}`}>
                <h3 id={`faq-${category.id}`}>{category.title}</h3>
                <Items>
                  {category.items.map((item) => (
                    <AccordionItem
                      key={item.id}
                      item={item}
                      open={openItemId === item.id}
                      onToggle={() => setOpenItemId((current) => (current === item.id ? null : item.id))}
                      hydrated={hydrated}
                    />
                  ))}
                </Items>
              </section>
            ))
          )}
        </Categories>
      </Container>
    </Section>
  );
}
