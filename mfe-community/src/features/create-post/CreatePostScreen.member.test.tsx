import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useServedCommunityStore } from '../../store/servedCommunityStore';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { CreatePostScreen } from './CreatePostScreen';
import { fetchMock, jsonResponse, servedPerson, signInForTest, signOutAfterTest } from '../../testing/memberTestUtils';

const json = jsonResponse;
const servedPost = {
  id: 'p9',
  author: servedPerson('jane.doe', 'Jane Doe'),
  caption: 'Hello members',
  location: 'Leeds',
  media: [],
  likes: 0,
  comments: 0,
  liked: false,
  saved: false,
  createdAt: new Date().toISOString(),
};

/** The picked photo as the browser reads it back from its blob: URL. */
const pngResponse = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

beforeEach(signInForTest);
afterEach(signOutAfterTest);

describe("a member's new post", () => {
  it('is sent to the service, and a refusal keeps what they wrote', async () => {
    fetchMock.mockReturnValueOnce(json(400, { error: 'The caption can be at most 10,000 characters.' }));
    fetchMock.mockReturnValueOnce(json(201, { post: servedPost }));
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.type(screen.getByLabelText('Caption'), 'Hello members');
    await userEvent.type(screen.getByLabelText('Location'), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The caption can be at most 10,000 characters.');
    expect(screen.getByLabelText('Caption')).toHaveValue('Hello members');

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/community');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ caption: 'Hello members', location: 'Leeds' });
    expect(useServedCommunityStore.getState().feed).toEqual(['p9']);
  });

  it('uploads the photos first, then shares the post naming them', async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fetchMock.mockImplementation((url) => {
      const address = String(url);
      // The picked photo, read back from where the page keeps it.
      if (address.startsWith('blob:')) return Promise.resolve(pngResponse());
      if (address.endsWith('/community/media'))
        return json(201, { file: 'up-1.webp', kind: 'image', url: '/m/up-1.webp' });
      return json(201, { post: servedPost });
    });
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.upload(screen.getByLabelText(/Add photos or videos/), photo);
    await userEvent.type(screen.getByLabelText('Caption'), 'With a photo');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/community');
    const calls = fetchMock.mock.calls.filter(([url]) => !String(url).startsWith('blob:'));
    expect(calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/members/community/media',
      'POST /api/members/community/posts',
    ]);
    expect(calls[0]?.[1]?.headers).toEqual({ 'content-type': 'image/png' });
    expect(JSON.parse(String(calls[1]?.[1]?.body))).toEqual({
      caption: 'With a photo',
      media: [{ file: 'up-1.webp', alt: 'Photo shared by jane.doe' }],
    });
  });

  it('says when an upload is refused, and keeps the post to try again', async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fetchMock.mockImplementation((url) =>
      String(url).startsWith('blob:')
        ? Promise.resolve(pngResponse())
        : json(415, { error: 'That file is not a photo or video we can show.' }),
    );
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.upload(screen.getByLabelText(/Add photos or videos/), photo);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a photo or video we can show.');
    expect(screen.getByRole('button', { name: /Remove this photo/ })).toBeInTheDocument();
  });
});
