import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/renderWithRouter';
import { useCommunityStore } from '../store/communityStore';
import { FeedScreen } from '../features/feed/FeedScreen';
import { CreateStoryScreen } from '../features/stories/CreateStoryScreen';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:story-photo');
  URL.revokeObjectURL = vi.fn();
});

function renderCreate() {
  return renderWithRouter(<CreateStoryScreen />, {
    path: '/community/stories/create',
    otherRoutes: { '/community': <FeedScreen /> },
  });
}

describe('CreateStoryScreen', () => {
  it('takes images only for a photo story, and Share needs the photo', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    const picker = screen.getByLabelText('Choose a photo');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();

    await user.upload(picker, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Story photo shared by alex.mindset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('refuses a video picked for a story', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderCreate();
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Stories accept photos only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('offers six backgrounds for a text story, and Share needs text', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    const backgrounds = screen.getAllByRole('radio');
    expect(backgrounds.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Sunrise',
      'Ocean',
      'Forest',
      'Violet',
      'Ember',
      'Black',
    ]);
    expect(screen.getByRole('radio', { name: 'Sunrise' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Story text' }), '   ');
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Story text' }), 'Keep going');
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('shares a text story on black and shows it in the stories row', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    await user.type(screen.getByRole('textbox', { name: 'Story text' }), 'Day 18 done');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('link', { name: "alex.mindset's story" })).toHaveAttribute(
      'href',
      '/community/stories/alex.mindset',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/);
    expect(useCommunityStore.getState().createdStories[0]?.media).toEqual({
      kind: 'text',
      text: 'Day 18 done',
      background: 'black',
    });
  });
});
