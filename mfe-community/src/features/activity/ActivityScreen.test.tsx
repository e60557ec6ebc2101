import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { ActivityScreen } from './ActivityScreen';

describe('ActivityScreen', () => {
  it('links every name to the person’s profile, on both tabs', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<ActivityScreen />, { path: '/community/activity' });
    expect(screen.getByRole('tab', { name: 'You' })).toHaveAttribute('aria-selected', 'true');
    const [marcus] = screen.getAllByRole('link', { name: 'Marcus Johnson' });
    expect(marcus).toHaveAttribute('href', '/community/profile/marcus.rise');
    expect(screen.getAllByText(/started following you\./)).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(screen.getByText(/added to their story/)).toBeInTheDocument();
    screen
      .getAllByRole('link', { name: 'Emma Williams' })
      .forEach((link) => expect(link).toHaveAttribute('href', '/community/profile/emma.focus'));
  });

  it('lets the member follow back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<ActivityScreen />, { path: '/community/activity' });
    await user.click(screen.getByRole('button', { name: 'Follow back Marcus Johnson' }));
    expect(screen.getByRole('button', { name: 'Following Marcus Johnson' })).toBeInTheDocument();
  });
});
