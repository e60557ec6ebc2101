import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { SearchResultsScreen } from './SearchResultsScreen';
import { SearchScreen } from './SearchScreen';

function renderSearch(entry = '/community/search') {
  return renderWithRouter(<SearchScreen />, {
    path: '/community/search',
    entries: [entry],
    otherRoutes: { '/community/search/results': <SearchResultsScreen /> },
  });
}

describe('SearchScreen', () => {
  it('goes to the results of the trimmed query', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch();
    await user.type(screen.getByRole('searchbox'), '  #mindset {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/community/search/results?q=%23mindset');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “#mindset”' })).toBeInTheDocument();
  });

  it('stays put for a blank query', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch();
    await user.type(screen.getByRole('searchbox'), '    {Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/search$/);
  });

  it('offers the five popular searches', () => {
    renderSearch();
    const links = screen.getAllByRole('link').filter((link) => link.textContent?.startsWith('#'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#mindset', '/community/search/results?q=%23mindset'],
      ['#motivation', '/community/search/results?q=%23motivation'],
      ['#success', '/community/search/results?q=%23success'],
      ['#transformation', '/community/search/results?q=%23transformation'],
      ['#goals', '/community/search/results?q=%23goals'],
    ]);
  });

  it('sends a q parameter straight on to its results', () => {
    renderSearch('/community/search?q=%20emma%20');
    expect(screen.getByTestId('location')).toHaveTextContent('/community/search/results?q=emma');
  });
});
