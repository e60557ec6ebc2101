import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { SearchResultsScreen } from './SearchResultsScreen';

function renderResults(query: string) {
  return renderWithRouter(<SearchResultsScreen />, {
    path: '/community/search/results',
    entries: [`/community/search/results?q=${encodeURIComponent(query)}`],
  });
}

describe('SearchResultsScreen', () => {
  it('links posts and hashtags for a #hashtag', () => {
    renderResults('#mindset');
    const posts = within(screen.getByRole('region', { name: 'Posts (6)' }));
    expect(posts.getAllByRole('link')[0]).toHaveAttribute('href', '/community/post/1');
    const hashtags = within(screen.getByRole('region', { name: 'Hashtags (1)' }));
    expect(hashtags.getByRole('link', { name: /#mindset/ })).toHaveAttribute('href', '/community/hashtag/mindset');
  });

  it('links people to their profile and places to their encoded location page', () => {
    renderResults('e');
    const people = within(screen.getByRole('region', { name: /^People/ }));
    expect(people.getByRole('link', { name: /emma\.focus/ })).toHaveAttribute('href', '/community/profile/emma.focus');
    const places = within(screen.getByRole('region', { name: /^Places/ }));
    expect(places.getByRole('link', { name: /Lake District, England/ })).toHaveAttribute(
      'href',
      '/community/location/Lake%20District%2C%20England',
    );
  });

  it('says when nothing matches', () => {
    renderResults('qwxz');
    expect(screen.getByRole('heading', { name: 'No results for “qwxz”' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Posts/ })).not.toBeInTheDocument();
  });

  it('sends an empty query back to the search screen', () => {
    renderResults('   ');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/search$/);
  });
});
