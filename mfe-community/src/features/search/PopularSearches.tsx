import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';
import { searchResultsPath } from '../../components/paths';
import { POPULAR_SEARCHES } from './searchCommunity';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 0.5rem 1rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function PopularSearches({ headingId, label }: { headingId: string; label: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <Chips>
        {POPULAR_SEARCHES.map((query) => (
          <li key={query}>
            <Link to={searchResultsPath(query)}>{query}</Link>
          </li>
        ))}
      </Chips>
    </section>
  );
}
