import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post } from '@mindset/member-contract';
import { communityKeys } from '../../api/posts';
import { queryClient } from '../../api/queryClient';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { CreatePostScreen } from './CreatePostScreen';
import { fetchMock, jsonResponse, servedPerson, signInForTest, signOutAfterTest } from '../../testing/memberTestUtils';

// A member's side of the screen is lazy: loaded up front, as after a page's first visit, since its
// first transform on a busy machine outlasts a test's wait.
await import('./MemberCreatePost');

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

const MEDIA = '/api/members/community/media';

/** Every request the screen made, as "METHOD url": the page's CSP refuses any fetch of a data: or blob: URL. */
const requestsMade = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(signInForTest);
afterEach(signOutAfterTest);

describe("a member's new post", () => {
  it('is sent to the service, and a refusal keeps what they wrote', async () => {
    fetchMock.mockReturnValueOnce(json(400, { error: 'The caption can be at most 10,000 characters.' }));
    fetchMock.mockReturnValueOnce(json(201, { post: servedPost }));
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.type(await screen.findByLabelText('Caption'), 'Hello members');
    await userEvent.type(screen.getByLabelText('Location'), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The caption can be at most 10,000 characters.');
    expect(screen.getByLabelText('Caption')).toHaveValue('Hello members');

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/community');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ caption: 'Hello members', location: 'Leeds' });
    // The feed shows it from the query cache.
    expect(queryClient.getQueryData<Post>(communityKeys.post('p9'))?.id).toBe('p9');
  });

  it('uploads the picked photo and video files themselves, then shares the post naming them', async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const video = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'run.mp4', { type: 'video/mp4' });
    let uploads = 0;
    fetchMock.mockImplementation((url) => {
      if (String(url) !== MEDIA) return json(201, { post: servedPost });
      uploads += 1;
      return json(201, { file: `up-${uploads}.bin`, kind: 'image', url: `/m/up-${uploads}` });
    });
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.upload(await screen.findByLabelText(/Add photos or videos/), [photo, video]);
    await screen.findByRole('button', { name: 'Remove this photo' });
    await userEvent.type(screen.getByLabelText('Caption'), 'With a photo');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/community');
    expect(requestsMade()).toEqual([`POST ${MEDIA}`, `POST ${MEDIA}`, 'POST /api/members/community/posts']);
    const [photoUpload, videoUpload, post] = fetchMock.mock.calls.map(([, init]) => init);
    expect(photoUpload?.body).toBe(photo);
    expect(photoUpload?.headers).toEqual({ 'content-type': 'image/png' });
    expect(videoUpload?.body).toBe(video);
    expect(videoUpload?.headers).toEqual({ 'content-type': 'video/mp4' });
    expect(JSON.parse(String(post?.body))).toEqual({
      caption: 'With a photo',
      media: [
        { file: 'up-1.bin', alt: 'Photo 1 of 2 shared by jane.doe' },
        { file: 'up-2.bin', alt: 'Video 2 of 2 shared by jane.doe' },
      ],
    });
  });

  it('refuses a photo over 10 MB before sending anything, and keeps it to remove', async () => {
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.upload(await screen.findByLabelText(/Add photos or videos/), large);
    await screen.findByRole('button', { name: 'Remove this photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A photo can be at most 10 MB. Choose a smaller one.');
    expect(requestsMade()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove this photo' })).toBeInTheDocument();
  });

  it('says when an upload is refused, and keeps the post to try again', async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fetchMock.mockImplementation(() => json(415, { error: 'That file is not a photo or video we can show.' }));
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.upload(await screen.findByLabelText(/Add photos or videos/), photo);
    await screen.findByRole('button', { name: 'Remove this photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a photo or video we can show.');
    expect(screen.getByRole('button', { name: /Remove this photo/ })).toBeInTheDocument();
    expect(requestsMade()).toEqual([`POST ${MEDIA}`]);
  });
});
