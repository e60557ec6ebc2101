import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/renderWithRouter';
import { SearchForm } from './SearchForm';

describe('SearchForm', () => {
  it('sends a trimmed query to the results page', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchForm />, { path: '/community/search' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search people, posts, hashtags and places' }),
      '  #mindset  ',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/community/search/results?q=%23mindset');
  });

  it('ignores a query of spaces, with the button disabled and Enter doing nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchForm />, { path: '/community/search' });
    const box = screen.getByRole('searchbox');
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/search$/);
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchForm initialQuery="old" />, { path: '/community/search' });
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'sarah{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/community/search/results?q=sarah');
  });
});
