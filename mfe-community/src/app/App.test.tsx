import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/renderWithRouter';
import App from './App';

// A lazy screen's code is transformed on its first import: on a busy machine that takes over a second.
describe('community App', () => {
  it('shows the feed, its landing page, at /community', async () => {
    renderWithRouter(<App />, { path: '/*', entries: ['/community'] });
    expect(await screen.findByRole('heading', { name: 'Community feed' })).toBeInTheDocument();
  });

  it('loads another screen on demand, inside the community header', async () => {
    renderWithRouter(<App />, { path: '/*', entries: ['/community/help'] });
    expect(screen.getByRole('navigation', { name: 'Community' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Help Center' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('moves from the feed to a lazily loaded screen by its header link', async () => {
    renderWithRouter(<App />, { path: '/*', entries: ['/community'] });
    const header = within(screen.getByRole('navigation', { name: 'Community' }));
    await userEvent.click(header.getByRole('link', { name: 'Activity' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /activity/i }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/community/activity');
  });
});
