import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { LocationScreen } from './LocationScreen';

function renderLocation(name: string) {
  return renderWithRouter(<LocationScreen />, {
    path: '/community/location/:location',
    entries: [`/community/location/${encodeURIComponent(name)}`],
  });
}

describe('LocationScreen', () => {
  it('shows the decoded place name, its posts count and description', () => {
    renderLocation('New York, NY');
    expect(screen.getByRole('heading', { level: 1, name: 'New York, NY' })).toBeInTheDocument();
    expect(screen.getByText('48.2K posts')).toBeInTheDocument();
    expect(screen.getByText(/city that never sleeps/)).toBeInTheDocument();
  });

  it('opens a maps search for the place in a new tab', () => {
    renderLocation('New York, NY');
    const directions = screen.getByRole('link', { name: 'Directions (opens in a new tab)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=New%20York%2C%20NY');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists its posts under Top and Recent, and follows', async () => {
    const user = userEvent.setup({ delay: null });
    renderLocation('New York, NY');
    expect(within(screen.getByRole('list', { name: 'Top posts' })).getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(within(screen.getByRole('list', { name: 'Recent posts' })).getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  });

  it('gives an unknown place a page with 0 posts', () => {
    renderLocation('Café de Flore, Paris');
    expect(screen.getByRole('heading', { level: 1, name: 'Café de Flore, Paris' })).toBeInTheDocument();
    expect(screen.getByText('0 posts')).toBeInTheDocument();
  });
});
