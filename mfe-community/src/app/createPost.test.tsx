import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/renderWithRouter';
import { FeedScreen } from '../features/feed/FeedScreen';
import { CreatePostScreen } from '../features/create-post/CreatePostScreen';

// jsdom has no object URLs or image decoding: picked files take the in-memory path.
beforeEach(() => {
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:picked-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

function photo(name: string) {
  return new File(['x'], name, { type: 'image/png' });
}

function renderCreate() {
  return renderWithRouter(<CreatePostScreen />, {
    path: '/community/create',
    otherRoutes: { '/community': <FeedScreen /> },
  });
}

describe('CreatePostScreen', () => {
  it('keeps Share disabled until there is caption text', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), '   ');
    expect(share).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Day 1');
    expect(share).toBeEnabled();
  });

  it('enables Share with a file and no caption', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.upload(screen.getByLabelText(/Add photos or videos/), photo('sunrise.png'));
    expect(await screen.findByRole('button', { name: 'Remove this photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('accepts images and videos, several at once', () => {
    renderCreate();
    const picker = screen.getByLabelText(/Add photos or videos/);
    expect(picker).toHaveAttribute('accept', 'image/*,video/*');
    expect(picker).toHaveAttribute('multiple');
  });

  it('counts caption characters against 2,200', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    expect(screen.getByText('0/2,200')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Hello world!');
    expect(screen.getByText('12/2,200')).toBeInTheDocument();
  });

  it('keeps the carousel on a real file after the last one is removed, and Share off once all are gone', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.upload(screen.getByLabelText(/Add photos or videos/), [photo('a.png'), photo('b.png'), photo('c.png')]);
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next photo or video' }));
    await user.click(screen.getByRole('button', { name: 'Next photo or video' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove this photo' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 shared by alex.mindset' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove this photo' }));
    expect(screen.queryByText(/of \d/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo shared by alex.mindset' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove this photo' }));
    expect(screen.getByLabelText(/Add photos or videos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3);
  });

  it('shares, returns to the feed and puts the new post on top', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'First 5 am run #discipline');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Lisbon, Portugal');
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/);
    const [first] = screen.getAllByRole('article');
    const post = within(first as HTMLElement);
    expect(post.getByRole('link', { name: 'alex.mindset' })).toBeInTheDocument();
    expect(post.getByText(/First 5 am run/)).toBeInTheDocument();
    expect(post.getByRole('link', { name: 'Lisbon, Portugal' })).toBeInTheDocument();
    expect(post.getByText('0 likes')).toBeInTheDocument();
    expect(screen.getByText('Your post is shared')).toBeInTheDocument();
  });
});
