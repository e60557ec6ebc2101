import { Link, Navigate, Stack, useSearchParams } from '@mindset/shared-ui';
import styled from 'styled-components';
import { Icon, type IconName } from '../../components/Icon';
import { searchResultsPath } from '../../components/paths';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenTitle } from '../../components/ScreenTitle';
import { SearchForm } from '../../components/SearchForm';
import { PopularSearches } from './PopularSearches';

const Sections = styled(Stack)`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const ExploreList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const exploreLinks: { to: string; label: string; icon: IconName }[] = [
  { to: '/explore', label: 'Discover people and courses', icon: 'discover' },
  { to: '/community/collaborate', label: 'Groups, challenges and events', icon: 'collab' },
];

/** /community/search and /search: the search box, popular searches and ways to browse (docs/product-rules.md, "Community"). */
export function SearchScreen() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();

  // Spec: /community/search takes a q parameter; a usable one goes straight to its results.
  if (query) return <Navigate to={searchResultsPath(query)} replace />;

  return (
    <ScreenColumn $width="narrow">
      <ScreenTitle>Search</ScreenTitle>
      <Sections $gap="xl">
        <SearchForm />
        <PopularSearches headingId="popular-searches" label="Popular searches" />
        <section aria-labelledby="browse">
          <h2 id="browse">Browse</h2>
          <ExploreList>
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  <Icon name={link.icon} />
                  {link.label}
                </Link>
              </li>
            ))}
          </ExploreList>
        </section>
      </Sections>
    </ScreenColumn>
  );
}
