import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { VoiceRoomScreen } from './VoiceRoomScreen';

it('joining adds the user to the room and leaving removes them', async () => {
  const user = userEvent.setup();
  renderWithProviders(<VoiceRoomScreen roomId="morning" />);
  const participants = () => within(screen.getByRole('list')).getAllByRole('listitem');

  expect(screen.getByRole('heading', { name: 'In this room (3)' })).toBeInTheDocument();
  expect(participants().map((item) => item.textContent)).not.toContainEqual(expect.stringContaining('Alex Morgan'));

  await user.click(screen.getByRole('button', { name: 'Join room' }));
  expect(screen.getByRole('heading', { name: 'In this room (4)' })).toBeInTheDocument();
  expect(participants().at(-1)).toHaveTextContent('Alex MorganYou');
  expect(screen.getByRole('status')).toHaveTextContent('You joined the voice room.');

  await user.click(screen.getByRole('button', { name: 'Leave room' }));
  expect(participants()).toHaveLength(3);
  expect(screen.queryByText('Alex Morgan')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Join room' })).toHaveFocus();
});

it('shows who is muted', () => {
  renderWithProviders(<VoiceRoomScreen roomId="evening" />);
  const emma = screen.getByText('Emma Williams').closest('li');
  expect(emma).toHaveTextContent('Muted');
  expect(screen.getByText('Sarah Chen').closest('li')).not.toHaveTextContent('Muted');
});
