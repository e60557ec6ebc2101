import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { CollaborateScreen } from './CollaborateScreen';

function renderHub() {
  return renderWithRouter(<CollaborateScreen />, { path: '/community/collaborate' });
}

describe('CollaborateScreen', () => {
  it('joins a group locally, counting the member in', async () => {
    const user = userEvent.setup({ delay: null });
    renderHub();
    expect(screen.getByText('1,284 members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Goal Crushers' }));
    expect(screen.getByRole('button', { name: 'Joined Goal Crushers' })).toBeInTheDocument();
    expect(screen.getByText('1,285 members')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open group chat' })[0]).toHaveAttribute(
      'href',
      '/collab/groups/goal-crushers',
    );
  });

  it('shows a challenge’s progress bar only once joined', async () => {
    const user = userEvent.setup({ delay: null });
    renderHub();
    await user.click(screen.getByRole('tab', { name: 'Challenges' }));
    expect(screen.getByRole('progressbar', { name: '30-Day Gratitude Challenge progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('progressbar', { name: 'Morning Routine Reset progress' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join Morning Routine Reset' }));
    expect(screen.getByRole('progressbar', { name: 'Morning Routine Reset progress' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Joined 30-Day Gratitude Challenge' }));
    expect(screen.queryByRole('progressbar', { name: '30-Day Gratitude Challenge progress' })).not.toBeInTheDocument();
  });

  it('lists events with their type, and joins one', async () => {
    const user = userEvent.setup({ delay: null });
    renderHub();
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getByText('Workshop')).toBeInTheDocument();
    expect(screen.getByText('46 attendees')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join London Community Meet-up' }));
    expect(screen.getByText('47 attendees')).toBeInTheDocument();
  });
});
